import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PAYOUT_STATUSES } from '@/contract/enums';
import type { Database } from '@/db/client';
import { hostProfiles, payoutBatches, payoutItems, payouts, users } from '@/db/schema';
import { containsPattern, normalizeListSearch } from '@/domain/list-search';

type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** Searched the way the other back-office lists are (NFKC, lower case): the host's names and the bank's. */
const PAYOUT_SEARCH_TEXT = sql`lower(normalize(
  ${users.fullName} || ' ' || coalesce(${hostProfiles.displayName}, '') || ' ' || ${users.email} || ' ' ||
  coalesce(${hostProfiles.bankName}, '') || ' ' || coalesce(${hostProfiles.branchName}, '') || ' ' || coalesce(${hostProfiles.accountHolder}, ''), NFKC))`;

export interface PayoutListFilter {
  q?: string;
  status?: PayoutStatus;
  month?: string;
}

function whereOf(filter: PayoutListFilter): SQL | undefined {
  const needle = filter.q ? normalizeListSearch(filter.q) : '';
  return and(
    needle ? sql`${PAYOUT_SEARCH_TEXT} like ${containsPattern(needle)}` : undefined,
    filter.status ? eq(payouts.status, filter.status) : undefined,
    filter.month ? eq(payouts.periodMonth, filter.month) : undefined,
  );
}

function orderOf(sort: 'newest' | 'amount' | 'host'): SQL[] {
  switch (sort) {
    case 'newest':
      return [sql`${payouts.periodMonth} desc nulls last`, asc(users.fullName), asc(payouts.id)];
    case 'amount':
      return [desc(payouts.netAmountJpy), asc(payouts.id)];
    case 'host':
      return [asc(users.fullName), sql`${payouts.periodMonth} desc`, asc(payouts.id)];
  }
}

const rowColumns = {
  id: payouts.id,
  periodMonth: payouts.periodMonth,
  hostUserId: payouts.hostUserId,
  hostName: users.fullName,
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

export function findPayoutPage(db: Database, filter: PayoutListFilter, sort: 'newest' | 'amount' | 'host', window: { limit: number; offset: number }) {
  return selectPayouts(db)
    .where(whereOf(filter))
    .orderBy(...orderOf(sort))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countPayouts(db: Database, filter: PayoutListFilter): Promise<number> {
  // Without a search the joins are left out: every payout has its host (foreign key, not null) and at most one profile.
  const base = db.select({ n: count() }).from(payouts);
  const [row] = filter.q
    ? await base.innerJoin(users, eq(users.id, payouts.hostUserId)).leftJoin(hostProfiles, eq(hostProfiles.userId, payouts.hostUserId)).where(whereOf(filter))
    : await base.where(whereOf(filter));
  return Number(row.n);
}

/** The counters over every payout; "this month" is [from, to) of the Japan month. */
export async function payoutCounters(db: Database, thisMonth: { from: Date; to: Date }) {
  const [row] = await db
    .select({
      dueJpy: sql<number>`coalesce(sum(${payouts.netAmountJpy}) filter (where ${payouts.status} = 'pending'), 0)`.mapWith(Number),
      dueCount: sql<number>`count(*) filter (where ${payouts.status} = 'pending')`.mapWith(Number),
      processing: sql<number>`count(*) filter (where ${payouts.status} = 'processing')`.mapWith(Number),
      paidThisMonthJpy: sql<number>`coalesce(sum(${payouts.netAmountJpy}) filter (where ${payouts.status} = 'paid'
        and ${payouts.processedAt} >= ${thisMonth.from} and ${payouts.processedAt} < ${thisMonth.to}), 0)`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${payouts.status} = 'failed')`.mapWith(Number),
    })
    .from(payouts);
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
    .orderBy(asc(users.fullName), asc(payouts.id))
    .for('update', { of: payouts });
}

export async function insertBatch(db: Database, values: { periodMonth: string; transferDate: string; createdByAdminId: string }) {
  const [row] = await db.insert(payoutBatches).values(values).returning();
  return row;
}

export async function startTransfers(db: Database, ids: string[], batchId: string) {
  if (ids.length === 0) return;
  await db.update(payouts).set({ status: 'processing', batchId, failureReason: null, processedAt: null }).where(inArray(payouts.id, ids));
}

export async function setOutcome(db: Database, id: string, outcome: { status: 'paid' | 'failed'; processedAt: Date; failureReason: string | null }) {
  await db.update(payouts).set(outcome).where(eq(payouts.id, id));
}

const batchColumns = {
  id: payoutBatches.id,
  periodMonth: payoutBatches.periodMonth,
  transferDate: payoutBatches.transferDate,
  createdAt: payoutBatches.createdAt,
  payoutCount: sql<number>`count(${payouts.id})`.mapWith(Number),
  totalJpy: sql<number>`coalesce(sum(${payouts.netAmountJpy}), 0)`.mapWith(Number),
  processing: sql<number>`count(${payouts.id}) filter (where ${payouts.status} = 'processing')`.mapWith(Number),
};

/** The latest transfer runs with their payouts' count and total. */
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

/** The payouts of a batch, in the file's order. */
export function findBatchPayouts(db: Database, batchId: string) {
  return selectPayouts(db).where(eq(payouts.batchId, batchId)).orderBy(asc(users.fullName), asc(payouts.id));
}
