import type { z } from 'zod';
import type {
  AdminPayout,
  AdminPayoutBatch,
  AdminPayoutCounts,
  adminPayoutsQuerySchema,
  CreatePayoutBatchBody,
  CreatePayoutBatchResult,
} from '@/contract/admin-payouts';
import type { ListPage } from '@/contract/list';
import type { Database } from '@/db/client';
import { addDays, formatJapaneseDate, isValidIsoDate, japanDate } from '@/domain/japan-date';
import { isBankBusinessDay } from '@/domain/bank-days';
import { japanMonthOf } from '@/domain/payouts';
import { toZenginKana, unconvertibleCharacters } from '@/domain/zengin-kana';
import { audit, type AuditContext } from '../../audit/audit';
import { notifyPayoutOutcome } from '../../notifications/notify';
import type { AppConfig } from '../../config';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { FieldCipher } from '../../lib/field-cipher';
import { pageWindow } from '../../lib/list-page';
import type { MailService } from '../../mail/mail-service';
import { zenginFile, type ZenginAccountType, type ZenginTransfer } from '../../payouts/zengin-file';
import { loadBanks } from '../bank-lookup/service';
import * as repo from './repository';

type PayoutsQuery = z.output<typeof adminPayoutsQuerySchema>;

export const PAYOUT_NOT_FOUND = '送金が見つかりません';
export const BATCH_NOT_FOUND = '送金バッチが見つかりません';
/** How far ahead a transfer may be asked for: banks take a file up to about a month before. */
const TRANSFER_DAYS_AHEAD = 60;
const RECENT_BATCHES = 12;

const ACCOUNT_TYPES: Record<string, ZenginAccountType> = { 普通: '1', 当座: '2' };

/** What a transfer needs from the host's profile: codes, type, number and holder. */
function bankReady(row: repo.PayoutRow): boolean {
  return (
    /^\d{4}$/.test(row.bankCode ?? '') &&
    /^\d{3}$/.test(row.branchCode ?? '') &&
    ACCOUNT_TYPES[row.accountType ?? ''] !== undefined &&
    row.accountNumberCipher !== null &&
    (row.accountHolder ?? '').trim() !== ''
  );
}

function toPayout(row: repo.PayoutRow): AdminPayout {
  return {
    id: row.id,
    periodMonth: row.periodMonth ?? '',
    hostUserId: row.hostUserId,
    hostName: row.hostName,
    hostEmail: row.hostEmail,
    bankName: row.bankName,
    branchName: row.branchName,
    accountType: row.accountType,
    accountNumberMasked: row.accountNumberLast3 ? `****${row.accountNumberLast3}` : null,
    accountHolder: row.accountHolder,
    bankReady: bankReady(row),
    grossJpy: row.grossJpy,
    commissionJpy: row.commissionJpy,
    netJpy: row.netJpy,
    status: row.status,
    scheduledDate: row.scheduledDate,
    processedAt: row.processedAt?.toISOString() ?? null,
    failureReason: row.failureReason,
    batchId: row.batchId,
    transferDate: row.transferDate,
    itemCount: row.itemCount,
  };
}

function toBatch(row: NonNullable<Awaited<ReturnType<typeof repo.findBatch>>>): AdminPayoutBatch {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** GET /api/admin/payouts: one page, searched and filtered in SQL, with the counters over every payout. */
export async function listPayouts(db: Database, query: PayoutsQuery, now = new Date()): Promise<ListPage<AdminPayout, AdminPayoutCounts>> {
  const filter: repo.PayoutListFilter = { q: query.q, status: query.status, month: query.month };
  const [rows, total, counts] = await Promise.all([
    repo.findPayoutPage(db, filter, query.sort, pageWindow(query)),
    repo.countPayouts(db, filter),
    repo.payoutCounters(db, japanMonthOf(now)),
  ]);
  return { items: rows.map(toPayout), total: total.total, totalCapped: total.capped, counts };
}

/** GET /api/admin/payout-batches: the latest runs. */
export async function listBatches(db: Database): Promise<AdminPayoutBatch[]> {
  return (await repo.findBatches(db, RECENT_BATCHES)).map(toBatch);
}

/** Why a transfer day is refused, or null: a bank business day in Japan, from today to 60 days ahead. */
export function transferDateRefusal(date: string, today: string): string | null {
  if (!isValidIsoDate(date)) return '振込指定日を入力してください';
  if (date < today) return '振込指定日には今日以降の日付を指定してください';
  if (date > addDays(today, TRANSFER_DAYS_AHEAD)) return `振込指定日は${TRANSFER_DAYS_AHEAD}日以内の日付を指定してください`;
  if (!isBankBusinessDay(date)) return '振込指定日には銀行の営業日（土日祝日・12月31日〜1月3日以外）を指定してください';
  return null;
}

/** The holder name in the file's half-width katakana, or a refusal naming the host. */
function holderKana(row: repo.PayoutRow): string {
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

/**
 * POST /api/admin/payout-batches: the month's payouts still to transfer (pending, or failed and tried
 * again) with a net above 0 and a complete bank account go into a new batch and become `processing`;
 * the others stay as they are and are listed as skipped. A holder name that cannot be written in
 * half-width katakana refuses the whole run, naming the host. Audited with each payout it took.
 */
export async function createBatch(db: Database, context: AuditContext, body: CreatePayoutBatchBody, now = new Date()): Promise<CreatePayoutBatchResult> {
  const refusal = transferDateRefusal(body.transferDate, japanDate(now));
  if (refusal) throw badRequest(refusal, 'transferDate');
  const { batchId, skipped } = await db.transaction(async (tx) => {
    const rows = await repo.findTransferablePayouts(tx, body.periodMonth);
    const taken: repo.PayoutRow[] = [];
    const skipped: CreatePayoutBatchResult['skipped'] = [];
    for (const row of rows) {
      if (row.netJpy <= 0) skipped.push({ payoutId: row.id, hostName: row.hostName, reason: '送金額が0円です' });
      else if (!bankReady(row)) skipped.push({ payoutId: row.id, hostName: row.hostName, reason: '振込先の口座情報（金融機関コード・支店コードなど）が不足しています' });
      else {
        holderKana(row);
        taken.push(row);
      }
    }
    if (taken.length === 0) {
      throw new AppError(
        'CONFLICT',
        409,
        rows.length === 0 ? `${body.periodMonth.replace('-', '年')}月分の送金待ちはありません` : `${body.periodMonth.replace('-', '年')}月分に送金できるものがありません（口座情報の不足など）`,
      );
    }
    const batch = await repo.insertBatch(tx, { periodMonth: body.periodMonth, transferDate: body.transferDate, createdByAdminId: context.adminId });
    await repo.startTransfers(tx, taken.map((r) => r.id), batch.id);
    const totalJpy = taken.reduce((sum, r) => sum + r.netJpy, 0);
    await audit(tx, context, {
      entityType: 'payout_batch',
      entityId: batch.id,
      action: 'create',
      newValues: { periodMonth: body.periodMonth, transferDate: body.transferDate, payoutCount: taken.length, totalJpy, skipped: skipped.length },
    });
    for (const row of taken) {
      await audit(tx, context, {
        entityType: 'payout',
        entityId: row.id,
        action: 'start_transfer',
        oldValues: { status: row.status, batchId: row.batchId, failureReason: row.failureReason },
        newValues: { status: 'processing', batchId: batch.id, failureReason: null, netAmountJpy: row.netJpy },
      });
    }
    return { batchId: batch.id, skipped };
  });
  const batch = await repo.findBatch(db, batchId);
  return { batch: toBatch(batch!), skipped };
}

/**
 * GET /api/admin/payout-batches/{id}/zengin: the batch's transfer file (the payouts still processing, or
 * every payout of the batch when none is left to record). Bank and branch names in half-width katakana
 * come from the Zengin master; account numbers are decrypted only here. Audited as a download.
 */
export async function transferFile(
  db: Database,
  cipher: FieldCipher,
  account: AppConfig['payoutAccount'],
  context: AuditContext,
  batchId: string,
): Promise<{ fileName: string; bytes: Buffer }> {
  const batch = await repo.findBatch(db, batchId);
  if (!batch) throw notFound(BATCH_NOT_FOUND);
  const all = await repo.findBatchPayouts(db, batchId);
  const open = all.filter((r) => r.status === 'processing');
  const rows = open.length > 0 ? open : all;
  if (rows.length === 0) throw new AppError('CONFLICT', 409, 'このバッチには送金がありません');
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
    batch.transferDate,
    transfers,
  );
  await db.transaction((tx) =>
    audit(tx, context, {
      entityType: 'payout_batch',
      entityId: batchId,
      action: 'download_transfer_file',
      newValues: { records: transfers.length, totalJpy: transfers.reduce((s, t) => s + t.amountJpy, 0), transferDate: batch.transferDate },
    }),
  );
  return { fileName: `zengin-${batch.periodMonth}-${batch.transferDate.replaceAll('-', '')}.txt`, bytes };
}

/**
 * POST /api/admin/payouts/{id}/paid and /failed: records a processing payout's outcome (a payout already
 * paid or failed, or not in a run, is refused with a 409), audits it in the same transaction and
 * e-mails the host. The host's revenue page shows the same status.
 */
export async function recordOutcome(
  db: Database,
  mail: MailService,
  context: AuditContext,
  id: string,
  outcome: { paid: true } | { paid: false; reason: string },
  now = new Date(),
): Promise<AdminPayout> {
  const reason = outcome.paid ? null : outcome.reason.trim();
  const before = await db.transaction(async (tx) => {
    const row = await repo.findPayout(tx, id, true);
    if (!row) throw notFound(PAYOUT_NOT_FOUND);
    if (row.status === 'paid') throw new AppError('CONFLICT', 409, 'この送金はすでに送金済みです');
    if (row.status === 'failed') throw new AppError('CONFLICT', 409, 'この送金はすでに失敗として記録されています');
    if (row.status !== 'processing') throw new AppError('CONFLICT', 409, '送金バッチに含まれていない送金です。先に送金を作成してください');
    const after = { status: outcome.paid ? ('paid' as const) : ('failed' as const), processedAt: now, failureReason: reason };
    await repo.setOutcome(tx, id, after);
    await audit(tx, context, {
      entityType: 'payout',
      entityId: id,
      action: outcome.paid ? 'mark_paid' : 'mark_failed',
      oldValues: { status: row.status, processedAt: row.processedAt, failureReason: row.failureReason },
      newValues: { ...after, netAmountJpy: row.netJpy, account: row.accountNumberLast3 ? `****${row.accountNumberLast3}` : null },
    });
    await notifyPayoutOutcome(tx, { id: row.hostUserId }, { periodMonth: row.periodMonth ?? '', netJpy: row.netJpy, ...(outcome.paid ? { paid: true as const } : { paid: false as const, reason: reason ?? '' }) });
    return row;
  });
  const after = await repo.findPayout(db, id);
  await mail.sendPayoutOutcome(
    { id: before.hostUserId, fullName: before.hostName, email: before.hostEmail },
    {
      payoutId: id,
      periodMonth: before.periodMonth ?? '',
      netJpy: before.netJpy,
      transferDate: before.transferDate ? formatJapaneseDate(before.transferDate) : formatJapaneseDate(japanDate(now)),
      ...(outcome.paid ? { paid: true as const } : { paid: false as const, reason: reason ?? '' }),
    },
  );
  return toPayout(after!);
}
