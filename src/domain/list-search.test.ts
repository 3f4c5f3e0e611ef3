import { describe, expect, it } from 'vitest';
import { containsPattern, foldKana, KANA_FOLD_FROM, KANA_FOLD_TO, normalizeListSearch, prefixPattern } from './list-search';

describe('normalizeListSearch', () => {
  it('treats full-width and half-width letters, digits and katakana alike, ignoring case', () => {
    expect(normalizeListSearch('ＹＡＭＡＤＡ１２')).toBe('yamada12');
    expect(normalizeListSearch('ﾔﾏﾀﾞ')).toBe(normalizeListSearch('ヤマダ'));
    expect(normalizeListSearch('  Guest@Example.JP ')).toBe('guest@example.jp');
    expect(normalizeListSearch('山田　太郎')).toBe('山田 太郎');
  });
});

describe('normalizeListSearch and kana', () => {
  it('treats hiragana, katakana and half-width katakana alike', () => {
    expect(normalizeListSearch('おかだ')).toBe('おかだ');
    expect(normalizeListSearch('オカダ')).toBe('おかだ');
    expect(normalizeListSearch('ｵｶﾀﾞ')).toBe('おかだ');
    expect(normalizeListSearch('サトウ')).toBe(normalizeListSearch('さとう'));
  });

  it('keeps the long vowel mark and kanji as they are', () => {
    expect(normalizeListSearch('サトー')).toBe('さとー');
    expect(normalizeListSearch('岡田')).toBe('岡田');
  });
});

describe('foldKana', () => {
  it('folds every katakana with a hiragana twin, and only those', () => {
    expect([...KANA_FOLD_FROM]).toHaveLength([...KANA_FOLD_TO].length);
    expect(foldKana('ァヴヵヶヽヾ')).toBe('ぁゔゕゖゝゞ');
    expect(foldKana('ヷヸヹヺー・')).toBe('ヷヸヹヺー・');
  });
});

describe('containsPattern', () => {
  it('takes LIKE wildcards literally', () => {
    expect(containsPattern('a_b%c\\')).toBe('%a\\_b\\%c\\\\%');
    expect(containsPattern('山田')).toBe('%山田%');
  });
});

describe('prefixPattern', () => {
  it('matches the beginning, taking LIKE wildcards literally', () => {
    expect(prefixPattern('pi_bench_12')).toBe('pi\\_bench\\_12%');
    expect(prefixPattern('50%')).toBe('50\\%%');
  });
});
