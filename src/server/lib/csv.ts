/**
 * CSV files that open correctly in Excel in Japan: UTF-8 with a BOM (Excel reads it as UTF-8, not
 * Shift_JIS), CRLF line ends, cells quoted per RFC 4180 and formula starters neutralised. Every CSV the
 * site sends is made here (the host's revenue, the guest registry, the accommodation tax report).
 */

/** A cell as Excel should read it: formula starters neutralised with a leading ', quoted per RFC 4180. */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The header and the rows as one file's text: BOM, CRLF, a CRLF after the last line. */
export function csvDocument(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** RFC 6266 / 5987: an ASCII fallback and the UTF-8 name. */
export const attachmentDisposition = (filename: string) => `attachment; filename="${filename.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
