import { describe, expect, it } from 'vitest';
import { containsPattern, normalizeListSearch, prefixPattern } from './list-search';

describe('normalizeListSearch', () => {
  it('treats full-width and half-width letters, digits and katakana alike, ignoring case', () => {
    expect(normalizeListSearch('ＹＡＭＡＤＡ１２')).toBe('yamada12');
    expect(normalizeListSearch('ﾔﾏﾀﾞ')).toBe('ヤマダ');
    expect(normalizeListSearch('  Guest@Example.JP ')).toBe('guest@example.jp');
    expect(normalizeListSearch('山田　太郎')).toBe('山田 太郎');
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
