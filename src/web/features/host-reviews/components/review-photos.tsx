import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/web/components/ui/dialog';

/** The review's photos as thumbnails; a click opens the photo large. */
export function ReviewPhotos({ urls, reviewerName }: { urls: string[]; reviewerName: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (urls.length === 0) return null;
  return (
    <>
      <ul className="flex flex-wrap gap-2" aria-label="レビューの写真">
        {urls.map((url, i) => (
          <li key={url}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              className="block size-20 overflow-hidden rounded-lg border border-border outline-none focus-visible:ring-3 focus-visible:ring-ring/50 sm:size-24"
              aria-label={`写真${i + 1}を拡大`}
            >
              <img src={url} alt="" loading="lazy" className="size-full object-cover" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        <DialogContent className="max-w-3xl p-3 sm:p-4">
          <DialogTitle className="pr-10 text-base">
            {reviewerName}様の写真（{(open ?? 0) + 1}/{urls.length}）
          </DialogTitle>
          <DialogDescription className="sr-only">レビューに添えられた写真の拡大表示です。</DialogDescription>
          {open !== null && <img src={urls[open]} alt={`${reviewerName}様のレビューの写真${open + 1}`} className="max-h-[75dvh] w-full rounded-lg object-contain" />}
        </DialogContent>
      </Dialog>
    </>
  );
}
