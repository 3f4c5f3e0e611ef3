import type { ComponentProps } from 'react';
import type { PhotoVariants } from '@/contract/photos';
import { pictureSources } from '@/web/lib/photo-srcset';

type ResponsivePhotoProps = ComponentProps<'img'> & {
  /** The photo's stored sizes; without them (demo photos) a plain `<img src>` is drawn. */
  variants?: PhotoVariants | null;
  /** How wide the photo is drawn, for the browser's choice of size (`sizes`). */
  sizes: string;
};

/**
 * A house photo as a phone needs it: a `<picture>` with the WebP sizes first and the JPEG sizes as the
 * fallback, the browser picking the smallest width that fills `sizes` (docs/decisions/0014-photo-variants.md).
 * The `<picture>` takes no box of its own (display: contents), so the `<img>` is styled as before.
 */
export function ResponsivePhoto({ variants, sizes, src, ...img }: ResponsivePhotoProps) {
  const sources = pictureSources(variants);
  if (!sources) return <img src={src} {...img} />;
  return (
    <picture className="contents">
      {sources.webp && <source type="image/webp" srcSet={sources.webp} sizes={sizes} />}
      {sources.jpeg && <source type="image/jpeg" srcSet={sources.jpeg} sizes={sizes} />}
      <img src={sources.fallback ?? src} srcSet={sources.jpeg ?? undefined} sizes={sizes} {...img} />
    </picture>
  );
}
