import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTOS_MAX } from '@/contract/reviews';
import { AppError, badRequest } from '../../lib/app-error';

/** The image kinds a review photo may be, by their bytes (never by the name or the declared type). */
const IMAGE_EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };

export const PHOTO_TOO_LARGE = '写真は1枚5MBまでです';
export const NOT_AN_IMAGE = '画像ファイル（JPEG・PNG・WebP・GIF）のみアップロードできます';

/**
 * Checks and stores the uploaded photos (fields photo_0, photo_1 …) under generated names in
 * {uploadDir}/reviews, and answers their public URLs. Nothing is stored unless every file is an image.
 */
export async function storeReviewPhotos(parts: AsyncIterable<MultipartFile>, uploadDir: string): Promise<string[]> {
  const accepted: { bytes: Buffer; ext: string }[] = [];
  for await (const part of parts) {
    if (!/^photo_\d+$/.test(part.fieldname)) {
      await part.toBuffer();
      continue;
    }
    if (accepted.length >= REVIEW_PHOTOS_MAX) throw badRequest(`写真は${REVIEW_PHOTOS_MAX}枚までです`, part.fieldname);
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', 413, PHOTO_TOO_LARGE, part.fieldname);
      throw error;
    }
    if (bytes.length > REVIEW_PHOTO_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 413, PHOTO_TOO_LARGE, part.fieldname);
    const type = await fileTypeFromBuffer(bytes);
    const ext = type && IMAGE_EXTENSIONS[type.mime];
    if (!ext) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, NOT_AN_IMAGE, part.fieldname);
    accepted.push({ bytes, ext });
  }
  if (accepted.length === 0) throw badRequest('写真を選択してください', 'photo_0');
  const dir = path.join(uploadDir, 'reviews');
  await fs.mkdir(dir, { recursive: true });
  const urls: string[] = [];
  for (const photo of accepted) {
    const name = `${randomUUID()}.${photo.ext}`;
    await fs.writeFile(path.join(dir, name), photo.bytes, { flag: 'wx' });
    urls.push(`/uploads/reviews/${name}`);
  }
  return urls;
}
