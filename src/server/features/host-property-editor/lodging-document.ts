import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import sharp from 'sharp';
import { LODGING_DOCUMENT_KINDS_MESSAGE, LODGING_DOCUMENT_MAX_BYTES, LODGING_DOCUMENT_TOO_LARGE, hostLodgingDocumentUrl, type LodgingDocument } from '@/contract/host-property-editor';
import type { Database } from '@/db/client';
import { LODGING_DOCUMENT_LABELS } from '@/domain/lodging-basis';
import { badRequest, notFound } from '../../lib/app-error';
import { canManageProperty, visibleOr404, type Actor, type UserActor } from '../../policy';
import type { FileStorage, StoredFile } from '../../storage/file-storage';
import { cleanDocument, readDocumentPart } from '../../uploads/document-upload';
import { placeholderSvg } from '../system/placeholder-image';
import * as repo from './repository';

export const LODGING_DOCUMENT_NOT_FOUND = '書類が見つかりません';
export const LODGING_DOCUMENT_REQUIRED = '書類のファイルを選択してください';
const PROPERTY_NOT_FOUND = '物件が見つかりません';

/** Demo houses' documents: keys without a stored file, drawn as labelled samples. */
export const DEMO_LODGING_PREFIX = 'demo-lodging/';

/**
 * A house's proof of its legal basis (届出受理通知書, 営業許可証, 認定書), kept in the PRIVATE file area
 * like identity documents: read only by the house's host and admins (canManageProperty), never by a
 * shared cache (the routes answer `private, no-store`). docs/product/hosts-and-houses.md.
 */

/** The document as the editor and the back office describe it, or null without one. */
export function lodgingDocumentOf(row: { id: string; lodgingDocumentKey: string | null; lodgingDocumentType: string | null }, url = hostLodgingDocumentUrl(row.id)): LodgingDocument | null {
  return row.lodgingDocumentKey ? { url, contentType: row.lodgingDocumentType ?? 'image/png' } : null;
}

/**
 * POST /api/host/properties/{id}/lodging-document: field `document`, an image (JPEG, PNG, WebP) or a
 * PDF by its bytes, 5 MB at most, stored without the original's metadata (`cleanDocument`). The replaced file is removed, and the admin's verification of the basis with it.
 */
export async function storeLodgingDocument(db: Database, storage: FileStorage, actor: UserActor, id: string, parts: AsyncIterable<MultipartFile>): Promise<LodgingDocument> {
  const current = visibleOr404(await repo.findProperty(db, id), (p) => canManageProperty(actor, { hostId: p.hostUserId }), PROPERTY_NOT_FOUND);
  let upload: Awaited<ReturnType<typeof readDocumentPart>> | null = null;
  for await (const part of parts) {
    if (part.type !== 'file') continue;
    if (part.fieldname === 'document' && upload === null) {
      upload = await readDocumentPart(part, { maxBytes: LODGING_DOCUMENT_MAX_BYTES, tooLarge: LODGING_DOCUMENT_TOO_LARGE, wrongKind: LODGING_DOCUMENT_KINDS_MESSAGE });
    } else await part.toBuffer();
  }
  if (!upload) throw badRequest(LODGING_DOCUMENT_REQUIRED, 'document');
  const body = await cleanDocument(upload, 'document');
  const key = `lodging-documents/${randomUUID()}.${upload.ext}`;
  await storage.private.put(key, body, upload.mime);
  const replaced = await db.transaction(async (tx) => {
    const row = visibleOr404(await repo.lockProperty(tx, id), (p) => canManageProperty(actor, { hostId: p.hostUserId }), PROPERTY_NOT_FOUND);
    await repo.updateProperty(tx, id, { lodgingDocumentKey: key, lodgingDocumentType: upload.mime, legalBasisVerifiedAt: null, legalBasisVerifiedBy: null });
    return row.lodgingDocumentKey;
  });
  if (replaced && !replaced.startsWith(DEMO_LODGING_PREFIX)) await storage.private.delete(replaced);
  return lodgingDocumentOf({ id: current.id, lodgingDocumentKey: key, lodgingDocumentType: upload.mime })!;
}

/**
 * The document's bytes, for the house's host or an admin; anyone else gets the same 404 as a house
 * without one. A demo key without a stored file is drawn as a labelled sample.
 */
export async function readLodgingDocument(db: Database, storage: FileStorage, actor: Actor, id: string): Promise<StoredFile> {
  const row = visibleOr404(await repo.findProperty(db, id), (p) => canManageProperty(actor, { hostId: p.hostUserId }), LODGING_DOCUMENT_NOT_FOUND);
  const key = row.lodgingDocumentKey;
  if (!key) throw notFound(LODGING_DOCUMENT_NOT_FOUND);
  const file = await storage.private.get(key);
  if (file) return file;
  if (!key.startsWith(DEMO_LODGING_PREFIX)) throw notFound(LODGING_DOCUMENT_NOT_FOUND);
  const label = `見本 ${row.lodgingRegime ? LODGING_DOCUMENT_LABELS[row.lodgingRegime] : '営業の根拠の書類'}`;
  const body = await sharp(Buffer.from(placeholderSvg(640, 880, key.length, label))).png().toBuffer();
  return { body, contentType: 'image/png' };
}
