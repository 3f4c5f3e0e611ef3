import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import sharp from 'sharp';
import { PASSPORT_MAX_BYTES, PASSPORT_NOT_AN_IMAGE, PASSPORT_REQUIRED, PASSPORT_TOO_LARGE } from '@/contract/guest-registry';
import { badRequest } from '../../lib/app-error';
import type { FileArea } from '../../storage/file-storage';
import { readImagePart } from '../../uploads/image-upload';

/**
 * A passport's identity page (docs/product/guest-registry.md): field `passport`, JPEG, PNG or WebP by
 * its bytes, 5 MB at most; turned upright and re-encoded as JPEG so that no metadata (place, device)
 * survives; stored in the PRIVATE area under `passports/`. Answers the new key.
 */
export async function storePassportImage(files: FileArea, parts: AsyncIterable<MultipartFile>): Promise<string> {
  let bytes: Buffer | null = null;
  for await (const part of parts) {
    if (part.type !== 'file') continue;
    if (part.fieldname === 'passport' && bytes === null) {
      const upload = await readImagePart(part, { accept: ['image/jpeg', 'image/png', 'image/webp'], maxBytes: PASSPORT_MAX_BYTES, tooLarge: PASSPORT_TOO_LARGE, notAnImage: PASSPORT_NOT_AN_IMAGE });
      bytes = upload.bytes;
    } else await part.toBuffer();
  }
  if (!bytes) throw badRequest(PASSPORT_REQUIRED, 'passport');
  let body: Buffer;
  try {
    body = await sharp(bytes).rotate().resize(2400, 2400, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 90 }).toBuffer();
  } catch {
    throw badRequest('画像を読み込めませんでした。別のファイルを選択してください', 'passport');
  }
  const key = `passports/${randomUUID()}.jpg`;
  await files.put(key, body, 'image/jpeg');
  return key;
}
