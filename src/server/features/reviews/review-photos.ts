import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTOS_MAX } from '@/contract/reviews';
import { makeSinglePhoto, NotAnImageError, type PhotoVariantFile } from '../../images/photo-variants';
import { AppError, badRequest } from '../../lib/app-error';
import { publicUrlOf, type FileArea } from '../../storage/file-storage';
import { readImagePart, type ImageUpload } from '../../uploads/image-upload';

export const PHOTO_TOO_LARGE = '写真は1枚5MBまでです';
export const NOT_AN_IMAGE = '画像ファイル（JPEG・PNG・WebP・GIF）のみアップロードできます';

/** Checks the uploaded photos (fields photo_0, photo_1 …): images by their bytes, 5 MB each, 5 at most. */
export async function readReviewPhotos(parts: AsyncIterable<MultipartFile>): Promise<ImageUpload[]> {
  const accepted: ImageUpload[] = [];
  for await (const part of parts) {
    if (!/^photo_\d+$/.test(part.fieldname)) {
      await part.toBuffer();
      continue;
    }
    if (accepted.length >= REVIEW_PHOTOS_MAX) throw badRequest(`写真は${REVIEW_PHOTOS_MAX}枚までです`, part.fieldname);
    accepted.push(await readImagePart(part, { maxBytes: REVIEW_PHOTO_MAX_BYTES, tooLarge: PHOTO_TOO_LARGE, notAnImage: NOT_AN_IMAGE }));
  }
  if (accepted.length === 0) throw badRequest('写真を選択してください', 'photo_0');
  return accepted;
}

/**
 * Re-encodes checked photos like house photos (images/photo-variants.ts: pixel limit, upright, JPEG,
 * no metadata): what is stored and served is never the uploaded file. 415 naming the field for a file
 * that does not decode or has too many pixels.
 */
export async function reencodeReviewPhotos(photos: ImageUpload[]): Promise<PhotoVariantFile[]> {
  const out: PhotoVariantFile[] = [];
  for (const [index, photo] of photos.entries()) {
    try {
      out.push(await makeSinglePhoto(photo.bytes));
    } catch (error) {
      if (error instanceof NotAnImageError) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, NOT_AN_IMAGE, `photo_${index}`);
      throw error;
    }
  }
  return out;
}

/** Stores re-encoded photos under generated names in the public file area (`reviews/….jpg`). */
export async function storeReviewPhotos(files: FileArea, photos: PhotoVariantFile[]): Promise<{ key: string; url: string; bytes: number }[]> {
  const stored: { key: string; url: string; bytes: number }[] = [];
  for (const photo of photos) {
    const key = `reviews/${randomUUID()}.jpg`;
    await files.put(key, photo.body, photo.contentType);
    stored.push({ key, url: publicUrlOf(key), bytes: photo.body.length });
  }
  return stored;
}
