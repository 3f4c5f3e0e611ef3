import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PAYOUT_STATUSES } from '@/contract/enums';
import type { Database } from '@/db/client';
import { hostProfiles, payoutBatches, payoutCounts, payoutItems, payouts, users } from '@/db/schema';
import { countUpTo, pageIds, searchCondition, sumOfKeptCounts, type CappedCount } from '../../lib/list-page';

type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export interface PayoutListFilter {
  q?: string;
  status?: PayoutStatus;
  month?: string;
}

/**
 * The search matches the payout's kept search text (migration 0019: the host's names, e-mail, bank, branch
 * and holder, normalised the way the other back-office lists are).
 */
function whereOf(filter: PayoutListFilter): SQL | undefined {
  return and(
    searchCondition({ text: payouts.searchText, bigrams: payouts.searchBigrams }, filter.q),
    filter.status ? eq(payouts.status, filter.status) : undefined,
    filter.month ? eq(payouts.periodMonth, filter.month) : undefined,
  );
}

/** The orders, each walked by an index of `payouts` (the host's name is kept on the payout). */
function orderOf(sort: 'newest' | 'amount' | 'host'): SQL[] {
  switch (sort) {
    case 'newest':
      return [sql`${payouts.periodMonth} desc nulls last`, asc(payouts.hostName), asc(payouts.id)];
    case 'amount':
      return [desc(payouts.netAmountJpy), asc(payouts.id)];
    case 'host':
      return [asc(payouts.hostName), sql`${payouts.periodMonth} desc nulls last`, asc(payouts.id)];
  }
}

const rowColumns = {
  id: payouts.id,
  periodMonth: payouts.periodMonth,
  hostUserId: payouts.hostUserId,
  hostName: users.fullName,
  /** A host's transfer waits for a verified address (docs/product/accounts.md, "Verified address"). */
  hostEmailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`.mapWith(Boolean),
  hostEmail: users.email,
  bankName: hostProfiles.bankName,
  bankCode: hostProfiles.bankCode,
  branchName: hostProfiles.branchName,
  branchCode: hostProfiles.branchCode,
  accountType: hostProfiles.accountType,
  accountNumberLast3: hostProfiles.accountNumberLast3,
  accountNumberCipher: hostProfiles.accountNumberCipher,
  accountHolder: hostProfiles.accountHolder,
  grossJpy: payouts.amountJpy,
  accommodationTaxJpy: payouts.accommodationTaxJpy,
  commissionJpy: payouts.feeJpy,
  netJpy: payouts.netAmountJpy,
  status: payouts.status,
  scheduledDate: sql<string | null>`(${payouts.scheduledAt} at time zone 'Asia/Tokyo')::date::text`,
  processedAt: payouts.processedAt,
  failureReason: payouts.failureReason,
  batchId: payouts.batchId,
  transferDate: payoutBatches.transferDate,
  itemCount: sql<number>`(select count(*)::int from ${payoutItems} where ${payoutItems.payoutId} = ${payouts.id})`.mapWith(Number),
};

export type PayoutRow = Awaited<ReturnType<typeof findPayoutPage>>[number];

function selectPayouts(db: Pick<Database, 'select'>) {
  return db
    .select(rowColumns)
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.hostUserId))
    .leftJoin(hostProfiles, eq(hostProfiles.userId, payouts.hostUserId))
    .leftJoin(payoutBatches, eq(payoutBatches.id, payouts.batchId));
}

/** One page: its ids from `payouts` alone (an index gives them), then what the page shows for those rows. */
export function findPayoutPage(db: Database, filter: PayoutListFilter, sort: 'newest' | 'amount' | 'host', window: { limit: number; offset: number }) {
  const order = orderOf(sort);
  const page = pageIds(db, payouts.id, payouts, whereOf(filter), order, window);
  return selectPayouts(db)
    .innerJoin(page, eq(page.id, payouts.id))
    .orderBy(...order);
}

/** The payouts the filter matches: from the kept counts without a search, else counted by the search's index (up to the list kit's cap). */
export async function countPayouts(db: Database, filter: PayoutListFilter): Promise<CappedCount> {
  if (filter.q) return countUpTo(db, db.select({ one: sql`1` }).from(payouts).where(whereOf(filter)), { search: filter.q });
  const kept = and(
    filter.status ? eq(payoutCounts.status, filter.status) : undefined,
    filter.month ? eq(payoutCounts.periodMonth, filter.month) : undefined,
  );
  return { total: await sumOfKeptCounts(db, payoutCounts.n, kept), capped: false };
}

/** The counters over every payout, from the kept counts; `thisMonth` is the Japan month (`YYYY-MM`) whose paid payouts are summed. */
export async function payoutCounters(db: Database, thisMonth: string) {
  const [row] = await db
    .select({
      dueJpy: sql<number>`coalesce(sum(${payoutCounts.netJpy}) filter (where ${payoutCounts.status} = 'pending'), 0)`.mapWith(Number),
      dueCount: sql<number>`coalesce(sum(${payoutCounts.n}) filter (where ${payoutCounts.status} = 'pending'), 0)`.mapWith(Number),
      processing: sql<number>`coalesce(sum(${payoutCounts.n}) filter (where ${payoutCounts.status} = 'processing'), 0)`.mapWith(Number),
      paidThisMonthJpy: sql<number>`coalesce(sum(${payoutCounts.netJpy}) filter (where ${payoutCounts.status} = 'paid' and ${payoutCounts.paidMonth} = ${thisMonth}), 0)`.mapWith(Number),
      failed: sql<number>`coalesce(sum(${payoutCounts.n}) filter (where ${payoutCounts.status} = 'failed'), 0)`.mapWith(Number),
    })
    .from(payoutCounts);
  return row;
}

/** One payout with its host's bank details, locked until the transaction ends when `lock`. */
export async function findPayout(db: Database, id: string, lock = false) {
  const query = selectPayouts(db).where(eq(payouts.id, id)).limit(1);
  const [row] = lock ? await query.for('update', { of: payouts }) : await query;
  return row ?? null;
}

/** The month's payouts a transfer run may take (pending, or failed and to be tried again), locked. */
export function findTransferablePayouts(db: Database, periodMonth: string) {
  return selectPayouts(db)
    .where(and(eq(payouts.periodMonth, periodMonth), inArray(payouts.status, ['pending', 'failed'])))
    .orderBy(asc(payouts.hostName), asc(payouts.id))
    .for('update', { of: payouts });
}

export async function insertBatch(
  db: Database,
  values: { periodMonth: string; transferDate: string; createdByAdminId: string; payoutCount: number; totalJpy: number; fileCipher: string; fileSha256: string },
) {
  const [row] = await db.insert(payoutBatches).values(values).returning({ id: payoutBatches.id });
  return row;
}

/** The payouts taken by a batch: processing, in it, and scheduled for its transfer day (the one date host and admin read). */
export async function startTransfers(db: Database, ids: string[], batchId: string, scheduledAt: Date) {
  if (ids.length === 0) return;
  await db.update(payouts).set({ status: 'processing', batchId, scheduledAt, failureReason: null, processedAt: null }).where(inArray(payouts.id, ids));
}

/** Keeps the file made at the first download of a batch made before files were kept. */
export async function keepBatchFile(db: Database, id: string, file: { fileCipher: string; fileSha256: string }) {
  await db.update(payoutBatches).set(file).where(and(eq(payoutBatches.id, id), isNull(payoutBatches.fileCipher)));
}

export async function setOutcome(db: Database, id: string, outcome: { status: 'paid' | 'failed'; processedAt: Date; failureReason: string | null }) {
  await db.update(payouts).set(outcome).where(eq(payouts.id, id));
}

/** A batch as made (its transfers' count and sum, its file's checksum) and how many of its transfers still wait for an outcome. */
const batchColumns = {
  id: payoutBatches.id,
  periodMonth: payoutBatches.periodMonth,
  transferDate: payoutBatches.transferDate,
  createdAt: payoutBatches.createdAt,
  payoutCount: payoutBatches.payoutCount,
  totalJpy: payoutBatches.totalJpy,
  fileSha256: payoutBatches.fileSha256,
  processing: sql<number>`count(${payouts.id}) filter (where ${payouts.status} = 'processing')`.mapWith(Number),
};

/** The latest transfer runs. */
export function findBatches(db: Database, limit: number) {
  return db
    .select(batchColumns)
    .from(payoutBatches)
    .leftJoin(payouts, eq(payouts.batchId, payoutBatches.id))
    .groupBy(payoutBatches.id)
    .orderBy(desc(payoutBatches.createdAt), desc(payoutBatches.id))
    .limit(limit);
}

export async function findBatch(db: Database, id: string) {
  const [row] = await db.select(batchColumns).from(payoutBatches).leftJoin(payouts, eq(payouts.batchId, payoutBatches.id)).where(eq(payoutBatches.id, id)).groupBy(payoutBatches.id);
  return row ?? null;
}

/** A batch's kept file (null for a batch made before files were kept). */
export async function findBatchFile(db: Database, id: string) {
  const [row] = await db
    .select({ id: payoutBatches.id, periodMonth: payoutBatches.periodMonth, transferDate: payoutBatches.transferDate, fileCipher: payoutBatches.fileCipher, fileSha256: payoutBatches.fileSha256 })
    .from(payoutBatches)
    .where(eq(payoutBatches.id, id));
  return row ?? null;
}

/** The payouts of a batch, in the file's order. */
export function findBatchPayouts(db: Database, batchId: string) {
  return selectPayouts(db).where(eq(payouts.batchId, batchId)).orderBy(asc(payouts.hostName), asc(payouts.id));
}
