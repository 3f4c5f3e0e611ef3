import { Images } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { ResponsivePhoto } from '@/web/components/responsive-photo';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/utils';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';
import { houseTitle } from '@/web/components/property/house-text';
import { orderPhotos, PHOTO_HEIGHT, PHOTO_WIDTH, photoAlt, type PropertyPhoto } from '@/web/lib/property-photos';

const loadLightbox = () => import('./photo-lightbox');
const PhotoLightbox = lazy(loadLightbox);

/** The cover large, the next four beside it (desktop), and the button that opens every photo. */
export function PhotoGallery({ photos, house }: { photos: readonly PropertyPhoto[]; house: { title: string; titleEn?: string | null } }) {
  const t = useT();
  const language = useLanguage();
  const title = houseTitle(house, language);
  const ordered = useMemo(() => orderPhotos(photos), [photos]);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [index, setIndex] = useState(0);

  if (ordered.length === 0) {
    return (
      <div className="flex aspect-[3/1] items-center justify-center rounded-2xl border border-dashed border-input bg-muted text-sm text-muted-foreground">
        {t('写真はまだありません')}
      </div>
    );
  }

  const show = (i: number) => {
    setIndex(i);
    setMounted(true);
    setOpen(true);
  };
  const [cover, ...rest] = ordered;
  const thumbs = rest.slice(0, 4);
  const count = ordered.length;

  return (
    <section aria-labelledby="photos-title" className="relative">
      <h2 id="photos-title" className="sr-only">
        {t('写真')}
      </h2>
      <div
        className={cn(
          'grid gap-2 overflow-hidden rounded-2xl md:h-[24rem] md:grid-rows-2 lg:h-[28rem]',
          thumbs.length === 0 && 'md:grid-cols-1',
          thumbs.length === 1 && 'md:grid-cols-2',
          thumbs.length === 2 && 'md:grid-cols-3',
          thumbs.length >= 3 && 'md:grid-cols-4',
        )}
      >
        <PhotoButton
          photo={cover}
          alt={photoAlt(cover, title, 0, language)}
          index={0}
          onOpen={show}
          priority
          sizes={thumbs.length === 0 ? '(min-width: 1280px) 1200px, 100vw' : '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw'}
          className={cn('md:row-span-2', thumbs.length >= 2 && 'md:col-span-2')}
        />
        {thumbs.map((photo, i) => (
          <PhotoButton
            key={photo.id}
            photo={photo}
            alt={photoAlt(photo, title, i + 1, language)}
            index={i + 1}
            onOpen={show}
            sizes="(min-width: 1280px) 300px, 25vw"
            className={cn('hidden md:block', thumbs.length === 1 && 'md:row-span-2', thumbs.length === 3 && i === 2 && 'md:col-span-2')}
          />
        ))}
      </div>
      <Button
        variant="outline"
        size="sm"
        className="absolute right-3 bottom-3 bg-card/95 shadow-md"
        onClick={() => show(0)}
        onPointerEnter={() => void loadLightbox()}
        onFocus={() => void loadLightbox()}
        aria-label={t('{count}枚の写真をすべて表示', { count })}
        aria-haspopup="dialog"
      >
        <Images aria-hidden="true" />
        {t('{count}枚', { count })}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <PhotoLightbox photos={ordered} house={house} open={open} onOpenChange={setOpen} index={index} onIndexChange={setIndex} />
        </Suspense>
      )}
    </section>
  );
}

function PhotoButton({
  photo,
  alt,
  index,
  onOpen,
  priority = false,
  sizes,
  className,
}: {
  photo: PropertyPhoto;
  alt: string;
  index: number;
  onOpen: (index: number) => void;
  priority?: boolean;
  /** How wide the photo is drawn (`sizes`): the cover spans the gallery on a phone, half of it on a desktop. */
  sizes: string;
  className?: string;
}) {
  const t = useT();
  return (
    <button
      type="button"
      onClick={() => onOpen(index)}
      onPointerEnter={() => void loadLightbox()}
      aria-label={t('写真{number}を拡大表示：{alt}', { number: index + 1, alt })}
      aria-haspopup="dialog"
      className={cn(
        'group relative block overflow-hidden bg-muted outline-none focus-visible:ring-4 focus-visible:ring-ring focus-visible:ring-inset',
        className,
      )}
    >
      <ResponsivePhoto
        src={photo.url}
        variants={photo.variants}
        sizes={sizes}
        alt={alt}
        width={PHOTO_WIDTH}
        height={PHOTO_HEIGHT}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        className="aspect-[3/2] size-full object-cover transition-transform duration-300 group-hover:scale-[1.02] md:aspect-auto"
      />
    </button>
  );
}
