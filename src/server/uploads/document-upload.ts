import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../images/photo-variants';
import { AppError, badRequest } from '../lib/app-error';
import { cleanPdf } from './pdf-clean';

/** The kinds a proof document may be, by its bytes, with the extension it is stored under. */
export const DOCUMENT_KINDS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' } as const;
export type DocumentMime = keyof typeof DOCUMENT_KINDS;

export interface DocumentUpload {
  bytes: Buffer;
  mime: DocumentMime;
  ext: string;
}

/**
 * Reads one uploaded document — an image or a PDF — and checks its kind by its bytes (never by its
 * name or declared type) and its size: 413 or 415 naming the field otherwise. The image check of
 * `image-upload.ts` with PDF added, for papers a host scans or downloads (届出受理通知書, 営業許可証).
 */
export async function readDocumentPart(part: MultipartFile, rules: { maxBytes: number; tooLarge: string; wrongKind: string }): Promise<DocumentUpload> {
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', 413, rules.tooLarge, part.fieldname);
    throw error;
  }
  if (bytes.length > rules.maxBytes || part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', 413, rules.tooLarge, part.fieldname);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(type.mime in DOCUMENT_KINDS)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, rules.wrongKind, part.fieldname);
  const mime = type.mime as DocumentMime;
  return { bytes, mime, ext: DOCUMENT_KINDS[mime] };
}

/** The longest side a document's image is kept at: enough to read a certificate's small print. */
const DOCUMENT_IMAGE_SIDE = 2400;

/**
 * The document as it is stored: an image turned upright and re-encoded in its own format, a PDF rebuilt
 * from its pages (`cleanPdf`); either way no metadata of the original (a camera's place and serial
 * number, a PDF's author and software) survives. 400 naming `field` when it cannot be read.
 */
export async function cleanDocument(upload: DocumentUpload, field: string): Promise<Buffer> {
  try {
    if (upload.mime === 'application/pdf') return await cleanPdf(upload.bytes);
    const image = sharp(upload.bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize(DOCUMENT_IMAGE_SIDE, DOCUMENT_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true });
    return await (upload.mime === 'image/png' ? image.png() : upload.mime === 'image/webp' ? image.webp({ quality: 90 }) : image.jpeg({ quality: 90 })).toBuffer();
  } catch {
    throw badRequest(upload.mime === 'application/pdf' ? 'PDFを読み込めませんでした。パスワードのかかっていないPDFか、画像でアップロードしてください' : '画像を読み込めませんでした。別のファイルを選択してください', field);
  }
}
