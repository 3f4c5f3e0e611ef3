/**
 * The back office's and the host area's list search (docs/product/back-office.md): case-insensitive,
 * full-width and half-width alike. The database keeps a `search_text` normalised by the same rule
 * (NFKC, lower case), and a needle is matched as a substring of it.
 */
export function normalizeListSearch(text: string): string {
  return text.normalize('NFKC').toLowerCase().trim().replace(/\s+/gu, ' ');
}

/** The needle as a LIKE pattern: `%needle%` with LIKE's own wildcards taken literally. */
export function containsPattern(needle: string): string {
  return `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
