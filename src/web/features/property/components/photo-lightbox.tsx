import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { cn } from '@/web/lib/utils';
import { PHOTO_HEIGHT, PHOTO_WIDTH, photoAlt, type PropertyPhoto } from '@/web/lib/property-photos';
import { ResponsivePhoto } from '@/web/components/responsive-photo';
import { houseTitle, HouseTitle } from '@/web/components/property/house-text';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';

/** Every photo, one at a time, with its caption; ← and → (or the buttons) move between them. */
export default function PhotoLightbox({
  photos,
  house,
  open,
  onOpenChange,
  index,
  onIndexChange,
}: {
  photos: readonly PropertyPhoto[];
  house: { title: string; titleEn?: string | null };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  index: number;
  onIndexChange: (index: number) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const title = houseTitle(house, language);
  const count = photos.length;
  const current = Math.min(index, count - 1);
  const photo = photos[current];
  const go = (delta: number) => onIndexChange((current + delta + count) % count);
  const thumbsRef = useRef<HTMLUListElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    thumbsRef.current?.querySelector<HTMLElement>('[aria-current="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current, open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    }
  };

  if (!photo) return null;
  const caption = photo.caption?.trim();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-5xl gap-3 p-4 sm:p-6"
        onKeyDown={onKeyDown}
        onOpenAutoFocus={(event) => {
          // Start on 'next', the button a viewer presses first.
          if (nextRef.current) {
            event.preventDefault();
            nextRef.current.focus();
          }
        }}
      >
        <DialogHeader className="pr-10 text-left">
          <DialogTitle className="text-lg sm:text-xl">{language === 'en' ? <>{t('写真')}: <HouseTitle house={house} /></> : `${title}の写真`}</DialogTitle>
          <DialogDescription aria-live="polite">
            {t('{current} / {count}枚', { current: current + 1, count })}<span className="sr-only">{caption ? `${language === 'en' ? ': ' : '：'}${caption}` : ''}</span>
          </DialogDescription>
        </DialogHeader>
        <figure className="grid gap-2">
          <div className="relative overflow-hidden rounded-xl bg-muted">
            <ResponsivePhoto
              key={photo.id}
              src={photo.url}
              variants={photo.variants}
              sizes="(min-width: 1024px) 1000px, 100vw"
              alt={photoAlt(photo, title, current, language)}
              width={PHOTO_WIDTH}
              height={PHOTO_HEIGHT}
              className="mx-auto aspect-[3/2] max-h-[62dvh] w-full object-contain"
            />
            {count > 1 && (
              <>
                <Button
                  variant="outline"
                  size="icon"
                  className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full bg-card/95 shadow-md"
                  onClick={() => go(-1)}
                  aria-label={t('前の写真')}
                >
                  <ChevronLeft className="size-5" aria-hidden="true" />
                </Button>
                <Button
                  ref={nextRef}
                  variant="outline"
                  size="icon"
                  className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full bg-card/95 shadow-md"
                  onClick={() => go(1)}
                  aria-label={t('次の写真')}
                >
                  <ChevronRight className="size-5" aria-hidden="true" />
                </Button>
              </>
            )}
          </div>
          <figcaption className="min-h-6 text-sm text-muted-foreground">{caption ?? ''}</figcaption>
        </figure>
        {count > 1 && (
          <ul ref={thumbsRef} className="flex gap-2 overflow-x-auto p-1" aria-label={t('写真の一覧')}>
            {photos.map((p, i) => (
              <li key={p.id} className="shrink-0">
                <button
                  type="button"
                  onClick={() => onIndexChange(i)}
                  aria-current={i === current ? 'true' : undefined}
                  aria-label={t('写真{number}：{alt}', { number: i + 1, alt: photoAlt(p, title, i, language) })}
                  className={cn(
                    'block overflow-hidden rounded-md border-2 outline-none focus-visible:ring-3 focus-visible:ring-ring/60',
                    i === current ? 'border-primary' : 'border-transparent opacity-75 hover:opacity-100',
                  )}
                >
                  <img src={p.url} alt="" width={96} height={64} loading="lazy" className="h-12 w-18 object-cover sm:h-16 sm:w-24" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
