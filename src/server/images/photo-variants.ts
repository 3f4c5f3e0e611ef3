import sharp, { type Metadata } from 'sharp';
import type { PhotoFormat } from '@/contract/photos';

/**
 * A house photo as a guest's phone needs it (docs/decisions/0014-photo-variants.md): turned upright by
 * its EXIF orientation, every metadata block dropped (sharp writes none unless asked: no EXIF, GPS,
 * XMP or camera serial leaves the server), and stored at 480, 960 and 1600 pixels wide — never wider
 * than the original — each as WebP and as JPEG (the fallback of browsers without WebP).
 */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;
/**
 * The most pixels an uploaded photo may have (50 megapixels, e.g. 8660×5773: above any phone or camera a
 * guest or host would use). A PNG of 20,000 × 20,000 is a few kilobytes that decode to 1.6 GB: it is
 * refused from its header, before anything is decoded.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
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

/** The decoder of an upload: the pixel limit applies to every decoding, not only to the header's check. */
const decoderOf = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });

/** The original's upright size, from its header; NotAnImageError when unreadable, sizeless or over the pixel limit. */
async function checkedOriginal(bytes: Buffer): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw new NotAnImageError('unreadable image');
  }
  const original = uprightSize(meta);
  if (!original.width || !original.height) throw new NotAnImageError('image without a size');
  if (original.width * original.height > MAX_INPUT_PIXELS) throw new NotAnImageError('too many pixels');
  return original;
}

/** One size in both formats: upright (rotate() with no angle applies the EXIF orientation), no metadata (no withMetadata()). */
async function encodeWidth(bytes: Buffer, width: number, formats: readonly PhotoFormat[]): Promise<PhotoVariantFile[]> {
  const resized = decoderOf(bytes).rotate().resize({ width, withoutEnlargement: true });
  return Promise.all(
    formats.map(async (format): Promise<PhotoVariantFile> => {
      const out =
        format === 'webp'
          ? await resized.clone().webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true })
          : await resized.clone().flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer({ resolveWithObject: true });
      return { format, width: out.info.width, height: out.info.height, body: out.data, contentType: format === 'webp' ? 'image/webp' : 'image/jpeg' };
    }),
  );
}

export async function makePhotoVariants(bytes: Buffer): Promise<PhotoVariantSet> {
  const original = await checkedOriginal(bytes);
  const files: PhotoVariantFile[] = [];
  try {
    for (const width of variantWidths(original.width)) files.push(...(await encodeWidth(bytes, width, ['webp', 'jpeg'])));
  } catch {
    throw new NotAnImageError('undecodable image');
  }
  const largest = files[files.length - 1];
  return { width: largest.width, height: largest.height, files };
}

/**
 * A guest's review photo: the same checks and re-encoding as a house photo, as one JPEG at most 1600
 * pixels wide (the largest house size), upright and without any metadata: no EXIF, GPS or camera serial,
 * and nothing that rode along in the file (an HTML page after the image's end) survives.
 */
export async function makeSinglePhoto(bytes: Buffer): Promise<PhotoVariantFile> {
  const original = await checkedOriginal(bytes);
  try {
    const [jpeg] = await encodeWidth(bytes, Math.min(PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1], original.width), ['jpeg']);
    return jpeg;
  } catch {
    throw new NotAnImageError('undecodable image');
  }
}
