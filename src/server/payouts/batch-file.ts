import { createHash } from 'node:crypto';
import { toZenginKana, unconvertibleCharacters } from '@/domain/zengin-kana';
import type { AppConfig } from '../config';
import { AppError } from '../lib/app-error';
import type { FieldCipher } from '../lib/field-cipher';
import { loadBanks } from '../features/bank-lookup/service';
import { zenginFile, type ZenginAccountType, type ZenginTransfer } from './zengin-file';

/**
 * A transfer batch's Zengin file (docs/product/money.md): made once, when the batch is made, from the
 * payouts it took, and kept encrypted beside the batch; every download answers those bytes.
 */

/** What a transfer needs of a payout and its host's bank account. */
export interface TransferRow {
  hostName: string;
  bankCode: string | null;
  branchCode: string | null;
  accountType: string | null;
  accountNumberCipher: string | null;
  accountHolder: string | null;
  netJpy: number;
}

const ACCOUNT_TYPES: Record<string, ZenginAccountType> = { 普通: '1', 当座: '2' };

/** Whether the host's profile has what a transfer needs: codes, type, number and holder. */
export function bankReady(row: TransferRow): boolean {
  return (
    /^\d{4}$/.test(row.bankCode ?? '') &&
    /^\d{3}$/.test(row.branchCode ?? '') &&
    ACCOUNT_TYPES[row.accountType ?? ''] !== undefined &&
    row.accountNumberCipher !== null &&
    (row.accountHolder ?? '').trim() !== ''
  );
}

/** The holder name in the file's half-width katakana, or a 409 naming the host. */
export function holderKana(row: TransferRow): string {
  const kana = toZenginKana(row.accountHolder ?? '');
  if (kana === null) {
    const bad = unconvertibleCharacters(row.accountHolder ?? '');
    throw new AppError(
      'CONFLICT',
      409,
      `${row.hostName}さんの口座名義「${row.accountHolder ?? ''}」は半角カナに変換できません${bad.length ? `（${bad.join('、')}）` : ''}。ホストに口座名義をカタカナで登録し直してもらってください`,
    );
  }
  return kana;
}

export interface KeptFile {
  /** `fileCipher` of payout_batches: the bytes' base64, encrypted. */
  cipherText: string;
  sha256: string;
  bytes: Buffer;
}

/**
 * The file of a batch's transfers (Shift_JIS bytes), encrypted for keeping, with its checksum. Bank and
 * branch names in half-width katakana come from the Zengin master; account numbers are decrypted only here.
 * Anything the bank would refuse (unknown codes, names it cannot write) is a 409 naming the host.
 */
export async function makeBatchFile(
  cipher: FieldCipher,
  account: AppConfig['payoutAccount'],
  transferDate: string,
  rows: readonly TransferRow[],
): Promise<KeptFile> {
  const banks = await loadBanks();
  const kanaOf = (text: string, what: string) => {
    const kana = toZenginKana(text);
    if (kana === null) throw new AppError('CONFLICT', 409, `${what}を半角カナにできません`);
    return kana;
  };
  const ownBank = banks[account.bankCode];
  const ownBranch = ownBank?.branches[account.branchCode];
  if (!ownBank || !ownBranch) throw new AppError('CONFLICT', 409, '送金元の金融機関コード・支店コード（PAYOUT_BANK_CODE / PAYOUT_BRANCH_CODE）が全銀協の一覧にありません');
  const transfers: ZenginTransfer[] = rows.map((row) => {
    if (!bankReady(row)) throw new AppError('CONFLICT', 409, `${row.hostName}さんの振込先の口座情報が不足しています`);
    const bank = banks[row.bankCode!];
    const branch = bank?.branches[row.branchCode!];
    if (!bank || !branch) throw new AppError('CONFLICT', 409, `${row.hostName}さんの金融機関コード・支店コード（${row.bankCode}-${row.branchCode}）が全銀協の一覧にありません`);
    return {
      bankCode: bank.code,
      bankName: kanaOf(bank.kana, `${row.hostName}さんの金融機関名`),
      branchCode: branch.code,
      branchName: kanaOf(branch.kana, `${row.hostName}さんの支店名`),
      accountType: ACCOUNT_TYPES[row.accountType!],
      accountNumber: cipher.decrypt(row.accountNumberCipher!),
      holderName: holderKana(row),
      amountJpy: row.netJpy,
    };
  });
  const bytes = zenginFile(
    {
      code: account.requesterCode,
      name: account.requesterName,
      bankCode: ownBank.code,
      bankName: kanaOf(ownBank.kana, '送金元の金融機関名'),
      branchCode: ownBranch.code,
      branchName: kanaOf(ownBranch.kana, '送金元の支店名'),
      accountType: account.accountType,
      accountNumber: account.accountNumber,
    },
    transferDate,
    transfers,
  );
  return { bytes, sha256: sha256Of(bytes), cipherText: cipher.encrypt(bytes.toString('base64')) };
}

/** The kept bytes of a batch's file. */
export function keptFileBytes(cipher: FieldCipher, cipherText: string): Buffer {
  return Buffer.from(cipher.decrypt(cipherText), 'base64');
}

export function sha256Of(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The download's name: month, transfer day and the batch's first eight characters (two runs a day differ). */
export function batchFileName(batch: { id: string; periodMonth: string; transferDate: string }): string {
  return `zengin-${batch.periodMonth}-${batch.transferDate.replaceAll('-', '')}-${batch.id.slice(0, 8)}.txt`;
}
