import type { PhotoFormat, PhotoVariants } from '@/contract/photos';

/**
 * A stored photo's sizes as a `<picture>`'s sources (docs/decisions/0014-photo-variants.md): one
 * `srcset` of the WebP sizes and one of the JPEG sizes ("url 480w, url 960w …"), the browser choosing
 * the width from `sizes`. Null when a photo has no stored sizes (the demo photos), which keep their `src`.
 */
export interface PictureSources {
  webp: string | null;
  jpeg: string | null;
  /** The smallest JPEG wider than what a phone needs for a card, for `src` (the browsers without srcset). */
  fallback: string | null;
}

export function srcSetOf(variants: PhotoVariants | null | undefined, format: PhotoFormat): string | null {
  const sources = (variants?.sources ?? []).filter((s) => s.format === format).sort((a, b) => a.width - b.width);
  return sources.length > 0 ? sources.map((s) => `${s.url} ${s.width}w`).join(', ') : null;
}

export function pictureSources(variants: PhotoVariants | null | undefined): PictureSources | null {
  const webp = srcSetOf(variants, 'webp');
  const jpeg = srcSetOf(variants, 'jpeg');
  if (!webp && !jpeg) return null;
  const jpegs = (variants?.sources ?? []).filter((s) => s.format === 'jpeg').sort((a, b) => a.width - b.width);
  return { webp, jpeg, fallback: jpegs.at(-1)?.url ?? null };
}

/** `sizes` of a card's cover: the full width on a phone, half on a tablet, a third or a quarter on a desktop grid. */
export const CARD_PHOTO_SIZES = '(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';
