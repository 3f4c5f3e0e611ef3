import sharp, { type Metadata } from 'sharp';
import type { PhotoFormat } from '@/contract/photos';

/**
 * A house photo as a guest's phone needs it (docs/decisions/0014-photo-variants.md): turned upright by
 * its EXIF orientation, every metadata block dropped (sharp writes none unless asked: no EXIF, GPS,
 * XMP or camera serial leaves the server), and stored at 480, 960 and 1600 pixels wide — never wider
 * than the original — each as WebP and as JPEG (the fallback of browsers without WebP).
 */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;
export const WEBP_QUALITY = 78;
export const JPEG_QUALITY = 80;

export interface PhotoVariantFile {
  format: PhotoFormat;
  width: number;
  height: number;
  body: Buffer;
  contentType: 'image/webp' | 'image/jpeg';
}

export interface PhotoVariantSet {
  /** The largest variant's size. */
  width: number;
  height: number;
  /** Every width in both formats, smallest first. */
  files: PhotoVariantFile[];
}

export class NotAnImageError extends Error {}

/** The widths to make for an original of this width: the standard ones, capped at the original, once each. */
export function variantWidths(originalWidth: number): number[] {
  return [...new Set(PHOTO_WIDTHS.map((w) => Math.min(w, originalWidth)))].sort((a, b) => a - b);
}

/** The picture's size once turned upright (orientations 5–8 swap width and height). */
function uprightSize(meta: Metadata): { width: number; height: number } {
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  return (meta.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

export async function makePhotoVariants(bytes: Buffer): Promise<PhotoVariantSet> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw new NotAnImageError('unreadable image');
  }
  const original = uprightSize(meta);
  if (!original.width || !original.height) throw new NotAnImageError('image without a size');
  const files: PhotoVariantFile[] = [];
  try {
    for (const width of variantWidths(original.width)) {
      // rotate() with no angle applies the EXIF orientation; no withMetadata(): nothing is carried over.
      const resized = sharp(bytes).rotate().resize({ width, withoutEnlargement: true });
      const [webp, jpeg] = await Promise.all([
        resized.clone().webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true }),
        resized.clone().flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer({ resolveWithObject: true }),
      ]);
      files.push({ format: 'webp', width: webp.info.width, height: webp.info.height, body: webp.data, contentType: 'image/webp' });
      files.push({ format: 'jpeg', width: jpeg.info.width, height: jpeg.info.height, body: jpeg.data, contentType: 'image/jpeg' });
    }
  } catch {
    throw new NotAnImageError('undecodable image');
  }
  const largest = files[files.length - 1];
  return { width: largest.width, height: largest.height, files };
}
