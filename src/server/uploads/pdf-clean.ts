import { PDFDocument } from 'pdf-lib';

/** A PDF that cannot be read, is encrypted or has no page. */
export class UnreadablePdfError extends Error {}

/**
 * A PDF rebuilt from its pages alone (docs/decisions/0036-pdf-documents-rebuilt.md): the pages are copied
 * into a new document, so what hangs off the old one's catalogue and trailer — the document information
 * (author, the software and the company that made it, dates), XMP metadata, scripts run on opening,
 * embedded files, forms — does not survive; the new document carries no information of its own either.
 */
export async function cleanPdf(bytes: Uint8Array): Promise<Buffer> {
  let source: PDFDocument;
  try {
    source = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch {
    throw new UnreadablePdfError('unreadable or encrypted PDF');
  }
  if (source.getPageCount() === 0) throw new UnreadablePdfError('a PDF without pages');
  const clean = await PDFDocument.create({ updateMetadata: false });
  const pages = await clean.copyPages(source, source.getPageIndices());
  for (const page of pages) clean.addPage(page);
  return Buffer.from(await clean.save({ useObjectStreams: true }));
}
