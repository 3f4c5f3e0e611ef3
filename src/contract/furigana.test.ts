import { describe, expect, it } from 'vitest';
import { FURIGANA_MESSAGE, furiganaField, normalizeFurigana, requiredFuriganaField } from './furigana';

describe('normalizeFurigana', () => {
  it('makes hiragana and half-width katakana full-width katakana', () => {
    expect(normalizeFurigana('おかだ')).toBe('オカダ');
    expect(normalizeFurigana('ｵｶﾀﾞ')).toBe('オカダ');
    expect(normalizeFurigana('オカダ')).toBe('オカダ');
    expect(normalizeFurigana('ゔぁいおりん')).toBe('ヴァイオリン');
    expect(normalizeFurigana('いすゞ')).toBe('イスヾ');
  });

  it('keeps the long vowel mark, also a half-width one', () => {
    expect(normalizeFurigana('さとー')).toBe('サトー');
    expect(normalizeFurigana('ｻﾄｰ')).toBe('サトー');
  });

  it('makes any run of spaces, full-width ones too, one half-width space, trimmed', () => {
    expect(normalizeFurigana('　やまだ　　はなこ ')).toBe('ヤマダ ハナコ');
    expect(normalizeFurigana('ヤマダ\tハナコ')).toBe('ヤマダ ハナコ');
  });
});

describe('furiganaField', () => {
  const parse = (value: unknown) => furiganaField.safeParse(value);

  it('reads null and blank as no reading, and leaves an absent one absent', () => {
    expect(parse(undefined)).toMatchObject({ success: true, data: undefined });
    expect(parse(null)).toMatchObject({ success: true, data: null });
    expect(parse('  ')).toMatchObject({ success: true, data: null });
  });

  it('stores the normalised reading', () => {
    expect(parse('やまだ　はなこ')).toMatchObject({ success: true, data: 'ヤマダ ハナコ' });
  });

  it('refuses kanji and letters with the one Japanese message', () => {
    for (const value of ['山田', 'yamada', 'ヤマダ1']) {
      const result = parse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(FURIGANA_MESSAGE);
    }
  });

  it('refuses a reading over 100 characters', () => {
    expect(parse('ア'.repeat(101)).success).toBe(false);
    expect(parse('ア'.repeat(100)).success).toBe(true);
  });

  it('has a required twin for forms that ask for it', () => {
    expect(requiredFuriganaField.safeParse('').error?.issues[0]?.message).toBe('フリガナを入力してください');
    expect(requiredFuriganaField.safeParse('たろう').data).toBe('タロウ');
  });
});
