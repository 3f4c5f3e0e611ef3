import type { UseQueryResult } from '@tanstack/react-query';
import { FileText, ImageOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/utils';

/**
 * A private document in the back office (a host's identity image, a house's proof of its legal basis):
 * fetched with the admin token by the caller's query, shown from an object URL that is released
 * afterwards; a PDF as a link that opens it. 提出されていません when there is none, 再読み込み on failure.
 */
export function PrivateDocumentView({
  query,
  present,
  label,
  isPdf = false,
  failedText,
  aspectClassName,
}: {
  query: UseQueryResult<Blob>;
  /** Whether the document was submitted at all. */
  present: boolean;
  label: string;
  isPdf?: boolean;
  /** What the failure says (画像を読み込めませんでした, 書類を読み込めませんでした). */
  failedText: string;
  /** The box's shape, the same before and after the document loads. */
  aspectClassName: string;
}) {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return;
    const made = URL.createObjectURL(query.data);
    setObjectUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [query.data]);

  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-bold">{label}</figcaption>
      <div className={cn('flex items-center justify-center overflow-hidden rounded-xl border border-border bg-muted/40', aspectClassName)}>
        {!present ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <ImageOff className="size-4" aria-hidden="true" />
            提出されていません
          </p>
        ) : query.isError ? (
          <div className="grid justify-items-center gap-2 p-4 text-center text-sm">
            <p className="text-destructive">{failedText}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              再読み込み
            </Button>
          </div>
        ) : objectUrl && isPdf ? (
          <a href={objectUrl} target="_blank" rel="noreferrer" className="flex flex-col items-center gap-1 text-sm font-bold text-primary underline">
            <FileText className="size-8" aria-hidden="true" />
            PDFを開く
          </a>
        ) : objectUrl ? (
          <a href={objectUrl} target="_blank" rel="noreferrer" className="size-full" title="原寸で開く">
            <img src={objectUrl} alt={`${label}の画像`} className="size-full object-contain" />
          </a>
        ) : (
          <Skeleton className="size-full" />
        )}
      </div>
    </figure>
  );
}
