import { randomBytes } from 'node:crypto';
import type {
  CalendarBooking,
  CalendarDay,
  CalendarDaysBody,
  CalendarDaysResult,
  HostCalendar,
  HostCalendarQuery,
  IcalConflict,
  IcalImport,
  IcalImportBody,
} from '@/contract/host-calendar';
import { CALENDAR_RANGE_MAX_DAYS } from '@/contract/host-calendar';
import type { Database } from '@/db/client';
import { addDays, daysBetween, formatJapaneseDate, isValidIsoDate, japanDate, type IsoDate } from '@/domain/japan-date';
import { bookingNumber } from '@/domain/display-format';
import { isHolidayEve, isJapaneseHoliday, nightlyPrice } from '@/domain/pricing';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { canManageProperty, visibleOr404, type Actor } from '../../policy';
import { exportCalendar, FeedError, feedNights, fetchFeed } from './ical';
import * as repo from './repository';
import { hostMinpakuCounters } from '../minpaku-year/service';

export const PROPERTY_NOT_FOUND = '物件が見つかりません';
export const IMPORT_NOT_FOUND = 'カレンダー連携が見つかりません';
const UPCOMING_LIMIT = 10;
/** How far ahead an import blocks nights. */
export const IMPORT_DAYS_AHEAD = 365;

/** The house, when the actor may manage it (the policy's rule); otherwise the 404 of a missing one. */
async function managedProperty(db: Database, actor: Actor, propertyId: string) {
  return visibleOr404(await repo.findManagedProperty(db, propertyId), (p) => canManageProperty(actor, p), PROPERTY_NOT_FOUND);
}

// --- the month ---------------------------------------------------------------------------------

/**
 * A month of the host's houses (or of one), each day with its nightly price (the guest's pricing rules:
 * src/domain/pricing.ts), its settings and the bookings that hold its night; and the next bookings.
 * Four queries whatever the number of houses, plus one for the list of houses. The dates, their
 * holidays and each booking's answer object are made once; each house-day is priced once.
 */
export async function getMonth(db: Database, actor: Extract<Actor, { kind: 'user' }>, query: HostCalendarQuery, now: Date = new Date()): Promise<HostCalendar> {
  const from = `${query.month}-01`;
  if (!isValidIsoDate(from)) throw badRequest('月が正しくありません', 'month');
  const to = addDays(from, 32).slice(0, 8) + '01';
  const today = japanDate(now);
  const houses = await repo.hostHouses(db, actor.id);
  let chosen = houses;
  if (query.propertyId) {
    const property = await managedProperty(db, actor, query.propertyId);
    chosen = [{ id: property.id, title: property.title }];
  }
  const ids = chosen.map((h) => h.id);
  const [pricing, rows, bookings, upcoming, counters] = await Promise.all([
    repo.housePricing(db, ids, from, to),
    repo.calendarRows(db, ids, from, to),
    repo.holdingBookings(db, ids, from, to),
    repo.upcomingBookings(db, ids, today, UPCOMING_LIMIT),
    hostMinpakuCounters(db, actor.id, now),
  ]);
  const dates = Array.from({ length: daysBetween(from, to) }, (_, i) => addDays(from, i));
  const holidays = dates.map(isJapaneseHoliday);
  const holidayEves = dates.map(isHolidayEve);
  const indexOf = new Map(dates.map((date, i) => [date, i]));
  const pricingOf = new Map(pricing.map((p) => [p.id, p]));
  // Each house's rows by the day's index in the month, and each night's bookings, in one pass over each list.
  const rowsOf = new Map<string, (repo.CalendarRow | undefined)[]>(ids.map((id) => [id, new Array<repo.CalendarRow | undefined>(dates.length)]));
  for (const row of rows) rowsOf.get(row.propertyId)![indexOf.get(row.date)!] = row;
  const nightsOf = new Map<string, CalendarBooking[][]>(ids.map((id) => [id, dates.map(() => [])]));
  for (const { id, propertyId, guestName, status, checkinDate, checkoutDate } of bookings) {
    const booking: CalendarBooking = { id, guestName, status, checkinDate, checkoutDate };
    const nights = nightsOf.get(propertyId)!;
    const first = checkinDate < from ? 0 : indexOf.get(checkinDate)!;
    const end = checkoutDate >= to ? dates.length : indexOf.get(checkoutDate)!;
    for (let i = first; i < end; i++) nights[i].push(booking);
  }
  return {
    month: query.month,
    today,
    houses,
    properties: chosen.map((house) => {
      const houseRows = rowsOf.get(house.id)!;
      const nights = nightsOf.get(house.id)!;
      // The calendar's special prices only (a few a month), so each night's lookup is cheap.
      const input = { ...pricingOf.get(house.id)!, calendar: houseRows.filter((r): r is repo.CalendarRow => r !== undefined && r.priceOverrideJpy !== null) };
      const prices = dates.map((date) => nightlyPrice(input, date));
      const days: CalendarDay[] = dates.map((date, i) => {
        const row = houseRows[i];
        return {
          date,
          price: prices[i].price,
          priceSource: prices[i].source,
          isHoliday: holidays[i],
          isHolidayEve: holidayEves[i],
          isAvailable: row?.isAvailable ?? true,
          blockReason: row?.blockReason ?? null,
          source: row?.source ?? null,
          priceOverrideJpy: row?.priceOverrideJpy ?? null,
          minNightsOverride: row?.minNightsOverride ?? null,
          closedToArrival: row?.closedToArrival ?? false,
          closedToDeparture: row?.closedToDeparture ?? false,
          bookings: nights[i],
        };
      });
      return { id: house.id, title: house.title, days, minpakuCounter: counters.find((c) => c.propertyId === house.id) ?? null };
    }),
    upcomingBookings: upcoming,
  };
}

// --- changing days -----------------------------------------------------------------------------

function checkRange(body: CalendarDaysBody, today: IsoDate): void {
  if (!isValidIsoDate(body.from)) throw badRequest('開始日が正しい日付ではありません', 'from');
  if (!isValidIsoDate(body.to)) throw badRequest('終了日が正しい日付ではありません', 'to');
  if (body.to < body.from) throw badRequest('終了日は開始日以降の日付を指定してください', 'to');
  if (daysBetween(body.from, body.to) + 1 > CALENDAR_RANGE_MAX_DAYS) throw badRequest(`一度に変更できるのは${CALENDAR_RANGE_MAX_DAYS}日までです`, 'to');
  if (body.from < today) throw badRequest('過去の日付は変更できません', 'from');
}

/**
 * Blocks, unblocks or sets the days [from, to] of a house, in one transaction. Blocking nights that a
 * booking holds is refused (409) naming the bookings; unblocking frees the host's own blocks only.
 */
export async function updateDays(db: Database, actor: Actor, propertyId: string, body: CalendarDaysBody, now: Date = new Date()): Promise<CalendarDaysResult> {
  await managedProperty(db, actor, propertyId);
  checkRange(body, japanDate(now));
  const changes: repo.DayChanges = {
    block: body.action === 'block' ? { reason: body.reason?.trim() || null } : body.action === 'unblock' ? false : undefined,
    priceOverrideJpy: body.priceOverrideJpy,
    minNightsOverride: body.minNightsOverride,
    closedToArrival: body.closedToArrival,
    closedToDeparture: body.closedToDeparture,
  };
  const nothing =
    changes.block === undefined &&
    changes.priceOverrideJpy === undefined &&
    changes.minNightsOverride === undefined &&
    changes.closedToArrival === undefined &&
    changes.closedToDeparture === undefined;
  if (nothing) throw badRequest('変更する設定を指定してください', 'action');

  return db.transaction(async (tx) => {
    if (body.action === 'block') {
      const held = await repo.holdingBookings(tx, [propertyId], body.from, addDays(body.to, 1));
      if (held.length > 0) {
        const named = held
          .slice(0, 3)
          .map((b) => `予約（ゲスト ${b.guestName}様、${formatJapaneseDate(b.checkinDate)}〜${formatJapaneseDate(b.checkoutDate)}、予約番号 ${bookingNumber(b.id)}）`)
          .join('、');
        const more = held.length > 3 ? `ほか${held.length - 3}件の予約` : '';
        throw new AppError('CONFLICT', 409, `${named}${more}がある日はブロックできません`, 'from');
      }
    }
    const keptIcal = body.action === 'unblock' ? await repo.icalBlockedDates(tx, propertyId, body.from, body.to) : [];
    const changedDays = await repo.upsertDays(tx, propertyId, body.from, body.to, changes);
    let message = 'カレンダーを更新しました';
    if (keptIcal.length > 0) {
      const names = [...new Set(keptIcal.map((k) => k.importName ?? 'iCal連携'))].join('、');
      message = `カレンダーを更新しました。iCal連携（${names}）でブロックされた${keptIcal.length}日は解除されません。連携先のカレンダーで空けてください`;
    }
    return { message, changedDays, keptIcalDates: keptIcal.map((k) => k.date) };
  });
}

// --- iCal export -------------------------------------------------------------------------------

const newToken = () => randomBytes(32).toString('hex');
export const icalPath = (token: string) => `/api/ical/${token}.ics`;

/** The house's export address, making its secret token on first need. */
export async function icalExport(db: Database, actor: Actor, propertyId: string, origin: string) {
  const property = await managedProperty(db, actor, propertyId);
  const token = property.icalExportToken ?? (await repo.ensureExportToken(db, propertyId, newToken()));
  return { exportUrl: `${origin}${icalPath(token)}` };
}

/** A new secret: the old address answers 404 at once. */
export async function renewIcalExport(db: Database, actor: Actor, propertyId: string, origin: string) {
  await managedProperty(db, actor, propertyId);
  const token = newToken();
  await repo.replaceExportToken(db, propertyId, token);
  return { exportUrl: `${origin}${icalPath(token)}` };
}

/** The .ics of an export token, or 404. Past stays and blocks of more than 30 days ago are left out. */
export async function icalFeed(db: Database, token: string, now: Date = new Date()): Promise<string> {
  const property = /^[0-9a-f]{64}$/.test(token) ? await repo.propertyByExportToken(db, token) : null;
  if (!property) throw notFound('カレンダーが見つかりません');
  const events = await repo.exportEvents(db, property.id, addDays(japanDate(now), -30));
  return exportCalendar(property, events, now);
}

// --- iCal imports ------------------------------------------------------------------------------

function toImport(row: repo.IcalImportRow | (Awaited<ReturnType<typeof repo.findImport>> & object)): IcalImport {
  const conflicts = Array.isArray(row.conflicts) ? (row.conflicts as IcalConflict[]) : [];
  const lastSyncedAt = row.lastSyncedAt ? new Date(row.lastSyncedAt).toISOString() : null;
  return { id: row.id, name: row.name, url: row.url, lastSyncedAt, lastError: row.lastError, conflicts, blockedDays: 'blockedDays' in row ? row.blockedDays : 0 };
}

export async function listImports(db: Database, actor: Actor, propertyId: string): Promise<IcalImport[]> {
  await managedProperty(db, actor, propertyId);
  return (await repo.listImports(db, propertyId)).map(toImport);
}

export async function addImport(db: Database, actor: Actor, propertyId: string, body: IcalImportBody, options: SyncOptions): Promise<IcalImport> {
  await managedProperty(db, actor, propertyId);
  let id: string;
  try {
    id = await repo.insertImport(db, propertyId, body);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 409, 'このURLはすでに連携しています', 'url');
    throw error;
  }
  // The first sync at once, so the host sees its blocks (or its error) straight away.
  await syncImport(db, id, options);
  return importAnswer(db, propertyId, id);
}

async function importAnswer(db: Database, propertyId: string, importId: string): Promise<IcalImport> {
  const found = (await repo.listImports(db, propertyId)).find((i) => i.id === importId);
  if (!found) throw notFound(IMPORT_NOT_FOUND);
  return toImport(found);
}

export async function removeImport(db: Database, actor: Actor, propertyId: string, importId: string): Promise<void> {
  await managedProperty(db, actor, propertyId);
  const found = await repo.findImport(db, propertyId, importId);
  if (!found) throw notFound(IMPORT_NOT_FOUND);
  await db.transaction((tx) => repo.deleteImport(tx, importId));
}

export async function syncImportNow(db: Database, actor: Actor, propertyId: string, importId: string, options: SyncOptions): Promise<IcalImport> {
  await managedProperty(db, actor, propertyId);
  if (!(await repo.findImport(db, propertyId, importId))) throw notFound(IMPORT_NOT_FOUND);
  await syncImport(db, importId, options);
  return importAnswer(db, propertyId, importId);
}

export interface SyncOptions {
  allowPrivate: boolean;
  now?: Date;
}

/**
 * One sync of an import: fetch and parse the feed, block the nights it lists in the next 365 days
 * (source ical, blockReason = the feed's name), free the nights it blocked that it no longer lists.
 * A night a booking here holds is never touched: it is recorded as a conflict. A failure is stored in
 * lastError and the earlier blocks stay. Answers false when the sync failed.
 */
export async function syncImport(db: Database, importId: string, { allowPrivate, now = new Date() }: SyncOptions): Promise<boolean> {
  const row = await repo.findImportById(db, importId);
  if (!row) return false;
  const from = japanDate(now);
  const to = addDays(from, IMPORT_DAYS_AHEAD);
  let nights: IsoDate[];
  try {
    nights = feedNights(await fetchFeed(row.url, { allowPrivate }), from, to);
  } catch (error) {
    const message = error instanceof FeedError ? error.message : 'カレンダーを読み込めませんでした';
    await repo.recordSync(db, importId, { lastError: message });
    return false;
  }
  await db.transaction(async (tx) => {
    const held = await repo.heldNights(tx, row.propertyId, from, to);
    const bookingOf = new Map<IsoDate, repo.HoldingBooking>();
    for (const booking of held) {
      for (let d = booking.checkinDate; d < booking.checkoutDate; d = addDays(d, 1)) bookingOf.set(d, booking);
    }
    const conflicts: IcalConflict[] = [];
    const toBlock: IsoDate[] = [];
    for (const night of nights) {
      const booking = bookingOf.get(night);
      if (booking) conflicts.push({ date: night, bookingId: booking.id, guestName: booking.guestName });
      else toBlock.push(night);
    }
    // Nights before today are history: only today on are freed.
    await repo.freeImportNights(tx, importId, toBlock, from);
    await repo.blockImportNights(tx, row.propertyId, importId, row.name, toBlock);
    await repo.recordSync(tx, importId, { lastSyncedAt: now, lastError: null, conflicts });
  });
  return true;
}

/** Every import, one after another (the timed job); answers how many synced. */
export async function syncAllImports(db: Database, options: SyncOptions, log?: { warn: (obj: object, msg: string) => void }): Promise<number> {
  let synced = 0;
  for (const row of await repo.allImports(db)) {
    try {
      if (await syncImport(db, row.id, options)) synced += 1;
    } catch (error) {
      log?.warn({ err: error, importId: row.id }, 'iCal import failed');
    }
  }
  return synced;
}
