/**
 * Katakana ァ (U+30A1) … ヶ (U+30F6) and ヽヾ read as their hiragana, 0x60 code points lower: the one fold
 * of kana that every search of the site applies, to the stored text and to the needle alike
 * (docs/product/people.md). The database's `search_fold(text)` (migration 0036) is the same rule in SQL;
 * `search-fold.api.test.ts` holds the two to the same answers.
 */
export function foldKana(text: string): string {
  return text.replace(/[\u30A1-\u30F6\u30FD\u30FE]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0x60));
}

/** The characters `foldKana` changes, and what it makes of them, in order (the SQL function's `translate`). */
export const KANA_FOLD_FROM = Array.from({ length: 0x30f6 - 0x30a1 + 1 }, (_, i) => String.fromCharCode(0x30a1 + i)).join('') + '\u30FD\u30FE';
export const KANA_FOLD_TO = foldKana(KANA_FOLD_FROM);

/**
 * The back office's and the host area's list search (docs/product/back-office.md, docs/product/people.md):
 * case-insensitive, full-width and half-width alike, hiragana and katakana alike. The database keeps a
 * `search_text` folded by the same rule (`search_fold`: NFKC, lower case, katakana as hiragana), and a
 * needle is matched as a substring of it.
 */
export function normalizeListSearch(text: string): string {
  return foldKana(text.normalize('NFKC').toLowerCase()).trim().replace(/\s+/gu, ' ');
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
