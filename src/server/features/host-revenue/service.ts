import { csvDocument } from '../../lib/csv';
import type { BookingStatus } from '@/contract/enums';
import {
  CSV_HEADERS,
  MAX_EXPORT_DAYS,
  PAYOUT_SCHEDULE_TEXT,
  TRANSACTION_STATUS_LABELS,
  type RevenueAnalytics,
  type RevenuePayout,
  type RevenueSettings,
  type RevenueSummary,
  type RevenueTotals,
  type RevenueTransaction,
  type TransactionStatus,
  type revenueTransactionsQuerySchema,
  type revenuePayoutsQuerySchema,
} from '@/contract/host-revenue';
import type { ListPage } from '@/contract/list';
import type { Database } from '@/db/client';
import { COMMISSION_RATE } from '@/domain/booking-state';
import { addDays, daysBetween, isValidIsoDate, japanDate, type IsoDate } from '@/domain/japan-date';
import { addMonths, earningOf, heldSplitOf, japanMonthOf, monthRange, payoutScheduleDate, refundSplitOf } from '@/domain/payouts';
import type { z } from 'zod';
import { badRequest, notFound } from '../../lib/app-error';
import { pageWindow } from '../../lib/list-page';
import { canReadPayout, visibleOr404, type Actor } from '../../policy';
import { monthSales, salesOfMonth, salesRows, type SalesFigures } from '../../revenue/sales';
import * as repo from './repository';
import { bookingNumber } from '@/domain/display-format';

type TransactionsQuery = z.output<typeof revenueTransactionsQuerySchema>;
type PayoutsQuery = z.output<typeof revenuePayoutsQuerySchema>;

const PAYOUT_NOT_FOUND = '送金が見つかりません';

function payoutStatusOf(status: string | null): TransactionStatus | null {
  if (status === 'paid') return 'paid';
  if (status === 'failed') return 'failed';
  if (status === 'pending' || status === 'processing') return 'processing';
  return null;
}

/**
 * The rows of the revenue (docs/product/money.md): a paid booking is one row of what the guest was
 * charged, each refund a row of minus what went back; the refund's commission is the commission given
 * back, so that the rows of a booking add up to the 15% (rounded down) of what the guest finally paid.
 * `sources` come each newest day first, then by booking number, as the repository gives them.
 */
export function transactionsOf(sources: { bookings: repo.BookingSourceRow[]; refunds: repo.RefundSourceRow[] }): RevenueTransaction[] {
  const bookingRows = sources.bookings.map((b): RevenueTransaction => {
    const split = heldSplitOf({ status: b.status as BookingStatus, accommodationTaxJpy: b.accommodationTaxJpy, cancelFeeJpy: b.cancelFeeJpy }, b.chargedJpy);
    const earning = earningOf({
      status: b.status as BookingStatus,
      captured: true,
      paidJpy: b.chargedJpy,
      refundedJpy: b.refundedJpy,
      cancelledBy: b.cancelledBy,
      cancelFeeJpy: b.cancelFeeJpy,
    });
    const status = payoutStatusOf(b.payoutStatus) ?? (b.status === 'cancelled' && !earning ? 'refunded' : 'processing');
    return {
      id: `booking:${b.id}`,
      kind: 'booking',
      date: b.date,
      bookingId: b.id,
      bookingNumber: bookingNumber(b.id),
      guestName: b.guestName,
      propertyId: b.propertyId,
      propertyTitle: b.propertyTitle,
      checkinDate: b.checkinDate,
      checkoutDate: b.checkoutDate,
      amountJpy: split.grossJpy,
      accommodationTaxJpy: split.accommodationTaxJpy,
      commissionJpy: split.commissionJpy,
      netJpy: split.netJpy,
      status,
    };
  });
  const refundRows = sources.refunds.map((r): RevenueTransaction => {
    const back = refundSplitOf(
      { status: r.status as BookingStatus, accommodationTaxJpy: r.accommodationTaxJpy, cancelFeeJpy: r.cancelFeeJpy },
      Math.max(0, r.chargedJpy - r.refundedBeforeJpy),
      r.refundJpy,
    );
    return {
      id: `refund:${r.id}`,
      kind: 'refund',
      date: r.date,
      bookingId: r.bookingId,
      bookingNumber: bookingNumber(r.bookingId),
      guestName: r.guestName,
      propertyId: r.propertyId,
      propertyTitle: r.propertyTitle,
      checkinDate: r.checkinDate,
      checkoutDate: r.checkoutDate,
      amountJpy: back.grossJpy,
      accommodationTaxJpy: back.accommodationTaxJpy,
      commissionJpy: back.commissionJpy,
      netJpy: back.netJpy,
      status: 'refunded',
    };
  });
  return mergeSorted(bookingRows, refundRows, newestFirst);
}

/** Newest day first, then by booking number, a booking before its refunds. */
function newestFirst(a: RevenueTransaction, b: RevenueTransaction): number {
  return byCodeUnits(b.date, a.date) || byCodeUnits(a.bookingNumber, b.bookingNumber) || byCodeUnits(a.kind, b.kind);
}

/** Two lists each already in `order` (the database's), as one list in that order. */
function mergeSorted<T>(a: T[], b: T[], order: (x: T, y: T) => number): T[] {
  const merged: T[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) merged.push(order(a[i], b[j]) <= 0 ? a[i++] : b[j++]);
  while (i < a.length) merged.push(a[i++]);
  while (j < b.length) merged.push(b[j++]);
  return merged;
}

/** Plain ordering of ISO dates and ids (localeCompare asks the locale for every pair: slow over a year's rows). */
function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function totalsOf(rows: RevenueTransaction[]): RevenueTotals {
  return rows.reduce(
    (t, r) => ({
      grossJpy: t.grossJpy + r.amountJpy,
      accommodationTaxJpy: t.accommodationTaxJpy + r.accommodationTaxJpy,
      commissionJpy: t.commissionJpy + r.commissionJpy,
      netJpy: t.netJpy + r.netJpy,
      count: t.count + 1,
    }),
    { grossJpy: 0, accommodationTaxJpy: 0, commissionJpy: 0, netJpy: 0, count: 0 },
  );
}

async function transactionsBetween(db: Database, hostId: string, range: { from: IsoDate; to: IsoDate }, propertyId?: string) {
  return transactionsOf(await repo.findTransactionSources(db, hostId, range, propertyId));
}

/** GET /api/host/revenue/transactions: a month's rows (this month in Japan by default), a page of them, the month's totals. */
export async function listTransactions(
  db: Database,
  hostId: string,
  query: TransactionsQuery,
  now = new Date(),
): Promise<ListPage<RevenueTransaction, RevenueTotals>> {
  const month = query.month ?? japanMonthOf(now);
  const rows = await transactionsBetween(db, hostId, monthRange(month), query.propertyId);
  if (query.sort === 'oldest') rows.reverse();
  const { limit, offset } = pageWindow(query);
  return { items: rows.slice(offset, offset + limit), total: rows.length, counts: totalsOf(rows) };
}

/** GET /api/host/revenue/summary: this month's チェックアウト分の売上, the next payout, the host's houses. */
export async function getSummary(db: Database, hostId: string, now = new Date()): Promise<RevenueSummary> {
  const month = japanMonthOf(now);
  const [sales, next, houses] = await Promise.all([monthSales(db, { hostId }, month), repo.findNextPayout(db, hostId), repo.findHostProperties(db, hostId)]);
  const thisMonth = hostTotalsOf(sales);
  return {
    month,
    thisMonth,
    nextPayout: next
      ? { date: next.scheduledDate ?? payoutScheduleDate(next.periodMonth), amountJpy: next.netJpy, periodMonth: next.periodMonth, estimated: false }
      : { date: payoutScheduleDate(month), amountJpy: thisMonth.netJpy, periodMonth: month, estimated: true },
    properties: houses.map((h) => ({ id: h.id, title: h.title })),
  };
}

/** The commission in whole percent (docs/product/money.md). */
const COMMISSION_PERCENT = Math.round(COMMISSION_RATE * 100);

/**
 * The host's words for the shared sales figures (src/server/revenue/sales.ts): 売上 is チェックアウト分の売上
 * (what guests finally paid), 受取額 what the host keeps, and the count the bookings.
 */
function hostTotalsOf(sales: SalesFigures): RevenueTotals {
  return { grossJpy: sales.salesJpy, accommodationTaxJpy: sales.accommodationTaxJpy, commissionJpy: sales.commissionJpy, netJpy: sales.hostShareJpy, count: sales.bookingCount };
}

function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 100);
}

/** GET /api/host/revenue/analytics: the last 12 months (Japan time) and each house's occupancy and nightly price. */
export async function getAnalytics(db: Database, hostId: string, propertyId: string | undefined, now = new Date()): Promise<RevenueAnalytics> {
  const thisMonth = japanMonthOf(now);
  const first = addMonths(thisMonth, -11);
  const today = japanDate(now);
  // The month before the first is read too, for the first month's change.
  const [rows, houses, figures] = await Promise.all([
    salesRows(db, { hostId, propertyId }, addMonths(first, -1), thisMonth),
    repo.findHostProperties(db, hostId),
    repo.findHouseStayFigures(db, hostId, { from: monthRange(first).from, to: addDays(today, 1) }),
  ]);
  const months: RevenueAnalytics['months'] = [];
  let previous = salesOfMonth(rows, addMonths(first, -1)).salesJpy;
  for (let i = 0; i < 12; i++) {
    const month = addMonths(first, i);
    const t = hostTotalsOf(salesOfMonth(rows, month));
    months.push({
      month,
      grossJpy: t.grossJpy,
      accommodationTaxJpy: t.accommodationTaxJpy,
      commissionJpy: t.commissionJpy,
      netJpy: t.netJpy,
      changePercent: percentChange(t.grossJpy, previous),
    });
    previous = t.grossJpy;
  }
  const periodFrom = monthRange(first).from;
  const figureOf = new Map(figures.map((f) => [f.propertyId, f]));
  return {
    months,
    period: { from: periodFrom, to: today },
    properties: houses
      .filter((h) => !propertyId || h.id === propertyId)
      .map((h) => {
        const f = figureOf.get(h.id);
        const start = h.createdDate > periodFrom ? h.createdDate : periodFrom;
        const availableNights = Math.max(0, daysBetween(start, addDays(today, 1)));
        const bookedNights = f?.bookedNights ?? 0;
        return {
          id: h.id,
          title: h.title,
          bookedNights,
          availableNights,
          occupancyPercent: availableNights === 0 ? 0 : Math.min(100, Math.round((bookedNights / availableNights) * 1000) / 10),
          averageNightlyJpy: f && f.nights > 0 ? Math.round(f.nightsTotalJpy / f.nights) : null,
        };
      }),
  };
}

function toPayout(row: repo.PayoutRow): RevenuePayout {
  const processedAt = row.processedAt === null ? null : new Date(row.processedAt).toISOString();
  return {
    id: row.id,
    periodMonth: row.periodMonth,
    grossJpy: row.grossJpy,
    accommodationTaxJpy: row.accommodationTaxJpy,
    commissionJpy: row.commissionJpy,
    netJpy: row.netJpy,
    status: row.status,
    failureReason: row.failureReason,
    scheduledDate: row.scheduledDate,
    processedAt,
    itemCount: row.itemCount,
  };
}

/** GET /api/host/revenue/payouts: the host's monthly payouts, newest first; counts per status (pending and processing as 処理中). */
export async function listPayouts(db: Database, hostId: string, query: PayoutsQuery): Promise<ListPage<RevenuePayout>> {
  const { rows, counts } = await repo.findPayoutPage(db, hostId, query.status, pageWindow(query));
  const n = (s: string) => counts.find((c) => c.status === s)?.n ?? 0;
  const all = counts.reduce((t, c) => t + c.n, 0);
  return {
    items: rows.map(toPayout),
    total: query.status ? n(query.status) : all,
    counts: { total: all, processing: n('pending') + n('processing'), paid: n('paid'), failed: n('failed') },
  };
}

/** A payout the actor may read (its host, or an admin); another host's answers the same 404 as a missing one. */
export async function readablePayout(db: Database, actor: Actor, id: string): Promise<repo.PayoutRow> {
  const row = await repo.findPayout(db, id);
  return visibleOr404(row, (p) => canReadPayout(actor, { hostId: p.hostUserId }), PAYOUT_NOT_FOUND);
}

export interface Statement {
  payout: RevenuePayout;
  host: { name: string; bankAccount: RevenueSettings['bankAccount'] };
  items: repo.StatementItemRow[];
  /** The receipts issued as qualified invoices under the intermediary rule for these bookings: the host's copy. */
  receipts: repo.IntermediaryReceiptRow[];
}

export async function getStatement(db: Database, actor: Actor, id: string): Promise<Statement> {
  const row = await readablePayout(db, actor, id);
  const [items, bank, receipts] = await Promise.all([repo.findPayoutItems(db, row.id), repo.findHostBank(db, row.hostUserId), repo.findIntermediaryReceipts(db, row.id)]);
  if (!bank) throw notFound(PAYOUT_NOT_FOUND);
  return { payout: toPayout(row), host: { name: bank.displayName ?? bank.fullName, bankAccount: bankAccountOf(bank) }, items, receipts };
}

function bankAccountOf(bank: repo.BankRow): RevenueSettings['bankAccount'] {
  if (!bank.bankName && !bank.accountNumberLast3) return null;
  return {
    bankName: bank.bankName,
    branchName: bank.branchName,
    accountType: bank.accountType,
    accountNumberMasked: bank.accountNumberLast3 ? `****${bank.accountNumberLast3}` : null,
    accountHolder: bank.accountHolder,
  };
}

/** GET /api/host/revenue/settings */
export async function getSettings(db: Database, hostId: string, now = new Date()): Promise<RevenueSettings> {
  const [bank, next] = await Promise.all([repo.findHostBank(db, hostId), repo.findNextPayout(db, hostId)]);
  return {
    bankAccount: bank ? bankAccountOf(bank) : null,
    schedule: PAYOUT_SCHEDULE_TEXT,
    commissionPercent: COMMISSION_PERCENT,
    nextPayoutDate: next?.scheduledDate ?? payoutScheduleDate(japanMonthOf(now)),
  };
}

// --- CSV ---------------------------------------------------------------------------------------

/** The period's rows as CSV for Excel in Japan: UTF-8 with a BOM, CRLF, Japanese headers, plain integers. */
export async function exportCsv(db: Database, hostId: string, query: { from: string; to: string }): Promise<{ body: string; filename: string }> {
  if (!isValidIsoDate(query.from)) throw badRequest('開始日が正しい日付ではありません', 'from');
  if (!isValidIsoDate(query.to)) throw badRequest('終了日が正しい日付ではありません', 'to');
  if (query.to < query.from) throw badRequest('終了日は開始日以降の日付を指定してください', 'to');
  if (daysBetween(query.from, query.to) + 1 > MAX_EXPORT_DAYS) throw badRequest(`期間は${MAX_EXPORT_DAYS}日以内で指定してください`, 'to');
  // Nothing is earned further ahead than a stay can be booked (and a date past 9999 is no date at all).
  if (query.to > addDays(japanDate(), MAX_EXPORT_DAYS)) throw badRequest(`終了日は${MAX_EXPORT_DAYS}日先までの日付を指定してください`, 'to');
  const rows = (await transactionsBetween(db, hostId, { from: query.from, to: addDays(query.to, 1) })).reverse();
  const lines = rows.map((r) => [r.date, r.bookingNumber, r.guestName, r.propertyTitle, r.amountJpy, r.accommodationTaxJpy, r.commissionJpy, r.netJpy, TRANSACTION_STATUS_LABELS[r.status]]);
  const wholeMonth = query.from.endsWith('-01') && addDays(query.to, 1) === monthRange(query.from.slice(0, 7)).to;
  const filename = wholeMonth ? `revenue_${query.from.slice(0, 7)}.csv` : `revenue_${query.from}_${query.to}.csv`;
  return { body: csvDocument(CSV_HEADERS, lines), filename };
}
