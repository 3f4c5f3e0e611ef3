import { useQuery } from '@tanstack/react-query';
import { ImageOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Button } from '@/web/components/ui/button';
import { idDocumentQuery } from '../api';

/** One side of a host's identity document: fetched with the admin token, shown from an object URL that is released afterwards. */
export function IdDocumentImage({ url, label }: { url: string | null; label: string }) {
  const query = useQuery({ ...idDocumentQuery(url ?? ''), enabled: url !== null });
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
      <div className="flex aspect-[8/5] items-center justify-center overflow-hidden rounded-xl border border-border bg-muted/40">
        {url === null ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <ImageOff className="size-4" aria-hidden="true" />
            提出されていません
          </p>
        ) : query.isError ? (
          <div className="grid justify-items-center gap-2 p-4 text-center text-sm">
            <p className="text-destructive">画像を読み込めませんでした</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              再読み込み
            </Button>
          </div>
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
