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
import { addDays, formatJapaneseDate, isValidIsoDate, japanDate, japanInstant } from '@/domain/japan-date';
import { isBankBusinessDay } from '@/domain/bank-days';
import { japanMonthOf, TRANSFER_TIME } from '@/domain/payouts';
import { audit, type AuditContext } from '../../audit/audit';
import { notifyPayoutOutcome } from '../../notifications/notify';
import type { AppConfig } from '../../config';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { FieldCipher } from '../../lib/field-cipher';
import { pageWindow } from '../../lib/list-page';
import type { MailService } from '../../mail/mail-service';
import { bankReady, batchFileName, holderKana, keptFileBytes, makeBatchFile, sha256Of } from '../../payouts/batch-file';
import * as repo from './repository';

/** Why a verified-less host's transfer waits (the host's screens say the same, docs/product/accounts.md). */
export const PAYOUT_HELD_UNVERIFIED = 'ホストのメールアドレスが確認されていないため保留しています（確認後の送金処理に含まれます）';

type PayoutsQuery = z.output<typeof adminPayoutsQuerySchema>;

export const PAYOUT_NOT_FOUND = '送金が見つかりません';
export const BATCH_NOT_FOUND = '送金バッチが見つかりません';
/** How far ahead a transfer may be asked for: banks take a file up to about a month before. */
const TRANSFER_DAYS_AHEAD = 60;
const RECENT_BATCHES = 12;


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
    accommodationTaxJpy: row.accommodationTaxJpy,
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

/**
 * POST /api/admin/payout-batches: the month's payouts still to transfer (pending, or failed and tried
 * again) with a net above 0 and a complete bank account go into a new batch, become `processing` and are
 * scheduled for its transfer day; the others (a host whose address is not verified among them: held until
 * it is) stay as they are and are listed as skipped. The batch's
 * Zengin file is made here, from exactly those transfers, and kept: a holder name, bank or branch the
 * file cannot carry refuses the whole run, naming the host. Audited with each payout it took.
 */
export async function createBatch(
  db: Database,
  cipher: FieldCipher,
  account: AppConfig['payoutAccount'],
  context: AuditContext,
  body: CreatePayoutBatchBody,
  now = new Date(),
): Promise<CreatePayoutBatchResult> {
  const refusal = transferDateRefusal(body.transferDate, japanDate(now));
  if (refusal) throw badRequest(refusal, 'transferDate');
  const { batchId, skipped } = await db.transaction(async (tx) => {
    const rows = await repo.findTransferablePayouts(tx, body.periodMonth);
    const taken: repo.PayoutRow[] = [];
    const skipped: CreatePayoutBatchResult['skipped'] = [];
    for (const row of rows) {
      if (row.netJpy <= 0) skipped.push({ payoutId: row.id, hostName: row.hostName, reason: '送金額が0円です' });
      // Held, not dropped: the payout stays pending and goes in a later run once the host has verified.
      else if (!row.hostEmailVerified) skipped.push({ payoutId: row.id, hostName: row.hostName, reason: PAYOUT_HELD_UNVERIFIED });
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
    const file = await makeBatchFile(cipher, account, body.transferDate, taken);
    const totalJpy = taken.reduce((sum, r) => sum + r.netJpy, 0);
    const batch = await repo.insertBatch(tx, {
      periodMonth: body.periodMonth,
      transferDate: body.transferDate,
      createdByAdminId: context.adminId,
      payoutCount: taken.length,
      totalJpy,
      fileCipher: file.cipherText,
      fileSha256: file.sha256,
    });
    await repo.startTransfers(tx, taken.map((r) => r.id), batch.id, japanInstant(body.transferDate, TRANSFER_TIME));
    await audit(tx, context, {
      entityType: 'payout_batch',
      entityId: batch.id,
      action: 'create',
      newValues: { periodMonth: body.periodMonth, transferDate: body.transferDate, payoutCount: taken.length, totalJpy, skipped: skipped.length, fileSha256: file.sha256 },
    });
    for (const row of taken) {
      await audit(tx, context, {
        entityType: 'payout',
        entityId: row.id,
        action: 'start_transfer',
        oldValues: { status: row.status, batchId: row.batchId, failureReason: row.failureReason, scheduledDate: row.scheduledDate },
        newValues: { status: 'processing', batchId: batch.id, failureReason: null, netAmountJpy: row.netJpy, scheduledDate: body.transferDate },
      });
    }
    return { batchId: batch.id, skipped };
  });
  const batch = await repo.findBatch(db, batchId);
  return { batch: toBatch(batch!), skipped };
}

/**
 * GET /api/admin/payout-batches/{id}/zengin: the batch's transfer file as it was made with the batch,
 * byte for byte at every download. A batch made before files were kept gets its file from every payout
 * still in it at its first download, kept from then on. Audited as a download, with the file's checksum.
 */
export async function transferFile(
  db: Database,
  cipher: FieldCipher,
  account: AppConfig['payoutAccount'],
  context: AuditContext,
  batchId: string,
): Promise<{ fileName: string; bytes: Buffer; sha256: string }> {
  const batch = await repo.findBatchFile(db, batchId);
  if (!batch) throw notFound(BATCH_NOT_FOUND);
  let bytes: Buffer;
  if (batch.fileCipher) bytes = keptFileBytes(cipher, batch.fileCipher);
  else {
    const rows = await repo.findBatchPayouts(db, batchId);
    if (rows.length === 0) throw new AppError('CONFLICT', 409, 'このバッチには送金がありません');
    const made = await makeBatchFile(cipher, account, batch.transferDate, rows);
    await repo.keepBatchFile(db, batchId, { fileCipher: made.cipherText, fileSha256: made.sha256 });
    const kept = await repo.findBatchFile(db, batchId);
    bytes = keptFileBytes(cipher, kept!.fileCipher!);
  }
  const sha256 = sha256Of(bytes);
  await db.transaction((tx) =>
    audit(tx, context, { entityType: 'payout_batch', entityId: batchId, action: 'download_transfer_file', newValues: { transferDate: batch.transferDate, fileSha256: sha256 } }),
  );
  return { fileName: batchFileName(batch), bytes, sha256 };
}

/** Why marking a transfer paid before its transfer day is refused unless the admin confirms it (`early`). */
export function earlyTransferMessage(transferDate: string): string {
  return `振込指定日（${formatJapaneseDate(transferDate)}）より前です。銀行で振込が済んだことを確かめてから、前倒しで送金済みにしてください`;
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
  outcome: { paid: true; early?: boolean } | { paid: false; reason: string },
  now = new Date(),
): Promise<AdminPayout> {
  const reason = outcome.paid ? null : outcome.reason.trim();
  const before = await db.transaction(async (tx) => {
    const row = await repo.findPayout(tx, id, true);
    if (!row) throw notFound(PAYOUT_NOT_FOUND);
    if (row.status === 'paid') throw new AppError('CONFLICT', 409, 'この送金はすでに送金済みです');
    if (row.status === 'failed') throw new AppError('CONFLICT', 409, 'この送金はすでに失敗として記録されています');
    if (row.status !== 'processing') throw new AppError('CONFLICT', 409, '送金バッチに含まれていない送金です。先に送金を作成してください');
    if (outcome.paid && !outcome.early && row.scheduledDate && japanDate(now) < row.scheduledDate) {
      throw new AppError('CONFLICT', 409, earlyTransferMessage(row.scheduledDate));
    }
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
      transferDate: formatJapaneseDate(before.scheduledDate ?? japanDate(now)),
      ...(outcome.paid ? { paid: true as const } : { paid: false as const, reason: reason ?? '' }),
    },
  );
  return toPayout(after!);
}
