/**
 * The back office's and the host area's list search (docs/product/back-office.md): case-insensitive,
 * full-width and half-width alike. The database keeps a `search_text` normalised by the same rule
 * (NFKC, lower case), and a needle is matched as a substring of it.
 */
export function normalizeListSearch(text: string): string {
  return text.normalize('NFKC').toLowerCase().trim().replace(/\s+/gu, ' ');
}

/** LIKE's own wildcards in the needle taken literally. */
function likeLiteral(needle: string): string {
  return needle.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The needle as a LIKE pattern: `%needle%` with LIKE's own wildcards taken literally. */
export function containsPattern(needle: string): string {
  return `%${likeLiteral(needle)}%`;
}

/** The needle as a LIKE pattern of a text's beginning: `needle%`, which a btree with text_pattern_ops answers. */
export function prefixPattern(needle: string): string {
  return `${likeLiteral(needle)}%`;
}
