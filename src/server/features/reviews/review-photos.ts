import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTOS_MAX } from '@/contract/reviews';
import { badRequest } from '../../lib/app-error';
import { publicUrlOf, type FileArea } from '../../storage/file-storage';
import { readImagePart, type ImageUpload } from '../../uploads/image-upload';

export const PHOTO_TOO_LARGE = '写真は1枚5MBまでです';
export const NOT_AN_IMAGE = '画像ファイル（JPEG・PNG・WebP・GIF）のみアップロードできます';

/**
 * Checks the uploaded photos (fields photo_0, photo_1 …), stores them under generated names in the
 * public file area (`reviews/…`) and answers their URLs. Nothing is stored unless every file is an image.
 */
export async function storeReviewPhotos(parts: AsyncIterable<MultipartFile>, files: FileArea): Promise<string[]> {
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
  const urls: string[] = [];
  for (const photo of accepted) {
    const key = `reviews/${randomUUID()}.${photo.ext}`;
    await files.put(key, photo.bytes, photo.mime);
    urls.push(publicUrlOf(key));
  }
  return urls;
}
