import iconv from 'iconv-lite';

/**
 * The Zengin (全銀協) total-transfer file (総合振込, 種別コード 21) that Japanese banks accept for a batch
 * of transfers (docs/decisions/0017-zengin-transfer-file.md): Shift_JIS, fixed-width records of 120
 * bytes each ending in CRLF — one header record (1), one data record (2) per transfer, the trailer (8)
 * with the count and the total, and the end record (9). Numbers are right-aligned and padded with 0;
 * text (half-width katakana, upper-case letters, digits) is left-aligned and padded with spaces.
 */

export const ZENGIN_RECORD_BYTES = 120;

/** 1 普通 (ordinary), 2 当座 (current). */
export type ZenginAccountType = '1' | '2';

export interface ZenginRequester {
  /** 振込依頼人コード: the company code the bank gave, up to 10 digits. */
  code: string;
  /** 振込依頼人名 in half-width katakana. */
  name: string;
  bankCode: string;
  bankName: string;
  branchCode: string;
  branchName: string;
  accountType: ZenginAccountType;
  accountNumber: string;
}

export interface ZenginTransfer {
  bankCode: string;
  bankName: string;
  branchCode: string;
  branchName: string;
  accountType: ZenginAccountType;
  accountNumber: string;
  /** 受取人名 in half-width katakana. */
  holderName: string;
  amountJpy: number;
  /** 顧客コード1: the payee's reference at the company (up to 10 digits), optional. */
  customerCode?: string;
}

export class ZenginFormatError extends Error {}

/** A numeric field: digits only, right-aligned, padded with 0; refuses a value that does not fit. */
function numeric(value: string | number, width: number, what: string): string {
  const text = String(value);
  if (!/^\d*$/.test(text) || text.length > width) throw new ZenginFormatError(`${what} は${width}桁以内の数字にしてください: ${text}`);
  return text.padStart(width, '0');
}

/** A text field: half-width characters only (one byte each in Shift_JIS), left-aligned, padded with spaces, cut to the width. */
function alpha(value: string, width: number, what: string): string {
  if (!/^[\x20-\x7e\uff61-\uff9f¥]*$/.test(value)) throw new ZenginFormatError(`${what} に半角文字以外が含まれています: ${value}`);
  const cut = [...value].slice(0, width).join('');
  return cut.padEnd(width, ' ');
}

function record(fields: string[]): string {
  const line = fields.join('');
  const bytes = iconv.encode(line, 'Shift_JIS').length;
  if (bytes !== ZENGIN_RECORD_BYTES) throw new ZenginFormatError(`レコードが${bytes}バイトになりました（120バイトであること）`);
  return line;
}

/** The file's text, one record per line (CRLF), before the Shift_JIS encoding. */
export function zenginRecords(requester: ZenginRequester, transferDate: string, transfers: ZenginTransfer[]): string[] {
  const mmdd = transferDate.slice(5, 7) + transferDate.slice(8, 10);
  const header = record([
    '1', // データ区分: header
    '21', // 種別コード: 総合振込
    '0', // コード区分: JIS (Shift_JIS on a PC file)
    numeric(requester.code, 10, '振込依頼人コード'),
    alpha(requester.name, 40, '振込依頼人名'),
    numeric(mmdd, 4, '振込指定日'),
    numeric(requester.bankCode, 4, '仕向銀行番号'),
    alpha(requester.bankName, 15, '仕向銀行名'),
    numeric(requester.branchCode, 3, '仕向支店番号'),
    alpha(requester.branchName, 15, '仕向支店名'),
    numeric(requester.accountType, 1, '預金種目（依頼人）'),
    numeric(requester.accountNumber, 7, '口座番号（依頼人）'),
    ' '.repeat(17), // ダミー
  ]);
  const data = transfers.map((t) =>
    record([
      '2', // データ区分: data
      numeric(t.bankCode, 4, '被仕向銀行番号'),
      alpha(t.bankName, 15, '被仕向銀行名'),
      numeric(t.branchCode, 3, '被仕向支店番号'),
      alpha(t.branchName, 15, '被仕向支店名'),
      '0000', // 手形交換所番号: unused
      numeric(t.accountType, 1, '預金種目'),
      numeric(t.accountNumber, 7, '口座番号'),
      alpha(t.holderName, 30, '受取人名'),
      numeric(t.amountJpy, 10, '振込金額'),
      '0', // 新規コード: 0 (no new payee declared)
      numeric(t.customerCode ?? '', 10, '顧客コード1'),
      '0'.repeat(10), // 顧客コード2
      ' ', // 振込指定区分: the bank's default
      ' ', // 識別表示: no EDI
      ' '.repeat(7), // ダミー
    ]),
  );
  const total = transfers.reduce((sum, t) => sum + t.amountJpy, 0);
  const trailer = record([
    '8', // データ区分: trailer
    numeric(transfers.length, 6, '合計件数'),
    numeric(total, 12, '合計金額'),
    ' '.repeat(101),
  ]);
  const end = record(['9', ' '.repeat(119)]);
  return [header, ...data, trailer, end];
}

/** The file's bytes: Shift_JIS, each record followed by CRLF. */
export function zenginFile(requester: ZenginRequester, transferDate: string, transfers: ZenginTransfer[]): Buffer {
  return iconv.encode(zenginRecords(requester, transferDate, transfers).map((line) => `${line}\r\n`).join(''), 'Shift_JIS');
}
