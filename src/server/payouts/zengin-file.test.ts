import { describe, expect, it } from 'vitest';
import { toZenginKana, unconvertibleCharacters } from '@/domain/zengin-kana';
import { ZENGIN_RECORD_BYTES, ZenginFormatError, zenginFile, type ZenginRequester, type ZenginTransfer } from './zengin-file';

const requester: ZenginRequester = {
  code: '1234567890',
  name: 'ｶ)ｺﾐﾝｶｽﾃｲ',
  bankCode: '0001',
  bankName: 'ﾐｽﾞﾎ',
  branchCode: '100',
  branchName: 'ﾎﾝﾃﾝ',
  accountType: '1',
  accountNumber: '1234567',
};
const transfer = (over: Partial<ZenginTransfer> = {}): ZenginTransfer => ({
  bankCode: '0005',
  bankName: 'ﾐﾂﾋﾞｼﾕ-ｴﾌｼﾞｴｲ',
  branchCode: '001',
  branchName: 'ﾎﾝﾃﾝ',
  accountType: '1',
  accountNumber: '0012345',
  holderName: 'ﾔﾏﾀﾞ ﾀﾛｳ',
  amountJpy: 76_926,
  ...over,
});

/** The file split into its records, each decoded from Shift_JIS. */
function recordsOf(bytes: Buffer): { bytes: Buffer; text: string }[] {
  const out: { bytes: Buffer; text: string }[] = [];
  let start = 0;
  for (let i = 0; i < bytes.length - 1; i++) {
    if (bytes[i] === 0x0d && bytes[i + 1] === 0x0a) {
      const slice = bytes.subarray(start, i);
      out.push({ bytes: slice, text: new TextDecoder('shift_jis').decode(slice) });
      start = i + 2;
    }
  }
  expect(start, 'the file ends with CRLF').toBe(bytes.length);
  return out;
}

describe('the Zengin total-transfer file', () => {
  const file = zenginFile(requester, '2026-12-30', [transfer(), transfer({ bankCode: '0009', accountType: '2', accountNumber: '7654321', holderName: 'ｶ)ｻﾄｳｼﾖｳｼﾞ', amountJpy: 19_126, customerCode: '42' })]);
  const records = recordsOf(file);

  it('has a header, one data record per transfer, the trailer and the end record, each 120 bytes in Shift_JIS', () => {
    expect(records.map((r) => r.text[0])).toEqual(['1', '2', '2', '8', '9']);
    for (const r of records) expect(r.bytes.length).toBe(ZENGIN_RECORD_BYTES);
    expect(file.length).toBe(5 * 122);
    // Half-width katakana are one byte each (0xA1–0xDF) in Shift_JIS.
    expect(records[1].bytes.subarray(50, 51)[0]).toBe(0xd4); // ﾔ
  });

  it('lays the header out field by field', () => {
    const h = records[0].text;
    expect(h.slice(0, 1)).toBe('1');
    expect(h.slice(1, 3)).toBe('21');
    expect(h.slice(3, 4)).toBe('0');
    expect(h.slice(4, 14)).toBe('1234567890');
    expect(h.slice(14, 54)).toBe('ｶ)ｺﾐﾝｶｽﾃｲ'.padEnd(40, ' '));
    expect(h.slice(54, 58)).toBe('1230');
    expect(h.slice(58, 62)).toBe('0001');
    expect(h.slice(62, 77)).toBe('ﾐｽﾞﾎ'.padEnd(15, ' '));
    expect(h.slice(77, 80)).toBe('100');
    expect(h.slice(80, 95)).toBe('ﾎﾝﾃﾝ'.padEnd(15, ' '));
    expect(h.slice(95, 96)).toBe('1');
    expect(h.slice(96, 103)).toBe('1234567');
    expect(h.slice(103)).toBe(' '.repeat(17));
  });

  it('lays each data record out field by field', () => {
    const d = records[2].text;
    expect(d.slice(0, 1)).toBe('2');
    expect(d.slice(1, 5)).toBe('0009');
    expect(d.slice(20, 23)).toBe('001');
    expect(d.slice(38, 42)).toBe('0000');
    expect(d.slice(42, 43)).toBe('2');
    expect(d.slice(43, 50)).toBe('7654321');
    expect(d.slice(50, 80)).toBe('ｶ)ｻﾄｳｼﾖｳｼﾞ'.padEnd(30, ' '));
    expect(d.slice(80, 90)).toBe('0000019126');
    expect(d.slice(90, 91)).toBe('0');
    expect(d.slice(91, 101)).toBe('0000000042');
    expect(records[1].text.slice(80, 90)).toBe('0000076926');
  });

  it('totals the count and the amounts in the trailer; the end record is 9 and spaces', () => {
    const t = records[3].text;
    expect(t.slice(1, 7)).toBe('000002');
    expect(t.slice(7, 19)).toBe(String(76_926 + 19_126).padStart(12, '0'));
    expect(t.slice(19)).toBe(' '.repeat(101));
    expect(records[4].text).toBe('9' + ' '.repeat(119));
  });

  it('refuses a name with full-width characters and an amount or account number that does not fit', () => {
    expect(() => zenginFile(requester, '2026-12-30', [transfer({ holderName: '山田太郎' })])).toThrow(ZenginFormatError);
    expect(() => zenginFile(requester, '2026-12-30', [transfer({ amountJpy: 10_000_000_000 })])).toThrow(ZenginFormatError);
    expect(() => zenginFile(requester, '2026-12-30', [transfer({ accountNumber: '12345678' })])).toThrow(ZenginFormatError);
  });
});

describe('names in half-width katakana', () => {
  it('writes full-width katakana and hiragana half-width, voiced marks apart, small kana large', () => {
    expect(toZenginKana('ヤマダ　タロウ')).toBe('ﾔﾏﾀﾞ ﾀﾛｳ');
    expect(toZenginKana('カ）コミンカ・ステイ')).toBe('ｶ)ｺﾐﾝｶ.ｽﾃｲ');
    expect(toZenginKana('きょうと')).toBe('ｷﾖｳﾄ');
    expect(toZenginKana('パーク')).toBe('ﾊﾟ-ｸ');
    expect(toZenginKana('ｶﾞｯｺｳ')).toBe('ｶﾞﾂｺｳ');
    expect(toZenginKana('ＡＢＣ　ｄｅ１')).toBe('ABC DE1');
  });

  it('refuses a name it cannot write and names the characters', () => {
    expect(toZenginKana('山田 タロウ')).toBeNull();
    expect(toZenginKana('   ')).toBeNull();
    expect(unconvertibleCharacters('山田 タロウ')).toEqual(['山', '田']);
  });
});
