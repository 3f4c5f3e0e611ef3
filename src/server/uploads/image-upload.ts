import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../lib/app-error';

/** The image kinds an upload may be, by its bytes, with the extension it is stored under. */
export const IMAGE_KINDS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' } as const;
export type ImageMime = keyof typeof IMAGE_KINDS;

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export interface ImageUpload {
  bytes: Buffer;
  mime: ImageMime;
  ext: string;
}

export interface ImageRules {
  /** The kinds accepted (all of IMAGE_KINDS when absent). */
  accept?: readonly ImageMime[];
  maxBytes?: number;
  /** The 413's message: 画像ファイルは5MB以下にしてください and the like. */
  tooLarge: string;
  /** The 415's message: 画像ファイルを選択してください and the like. */
  notAnImage: string;
}

/**
 * Reads one uploaded file and checks it is an image by its bytes (never by its name or declared type)
 * and within the size: 413 or 415 naming the field otherwise. Every upload of the app goes through here.
 */
export async function readImagePart(part: MultipartFile, rules: ImageRules): Promise<ImageUpload> {
  const maxBytes = rules.maxBytes ?? IMAGE_MAX_BYTES;
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', 413, rules.tooLarge, part.fieldname);
    throw error;
  }
  if (bytes.length > maxBytes || part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', 413, rules.tooLarge, part.fieldname);
  const type = await fileTypeFromBuffer(bytes);
  const accepted: readonly string[] = rules.accept ?? Object.keys(IMAGE_KINDS);
  if (!type || !accepted.includes(type.mime)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, rules.notAnImage, part.fieldname);
  const mime = type.mime as ImageMime;
  return { bytes, mime, ext: IMAGE_KINDS[mime] };
}
