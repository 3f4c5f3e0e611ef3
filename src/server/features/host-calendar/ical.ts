import type { IncomingMessage } from 'node:http';
import ical, { ICalCalendarMethod } from 'ical-generator';
import nodeIcal, { type VEvent } from 'node-ical';
import { nightsOf } from '@/domain/availability';
import { addDays, japanDate, type IsoDate } from '@/domain/japan-date';
import { guardedGet } from '../../lib/guarded-get';
import { isPublicAddress } from '../../lib/public-address';

/**
 * iCal for the host calendar: the house's export (its stays and blocked days, for Airbnb, Booking.com,
 * Google …) and the reading of an imported feed (fetch with limits, parse, the nights it covers).
 */

export const ICAL_PRODID = { company: 'kominka-stay', product: 'host-calendar', language: 'JA' } as const;

/** Runs of consecutive dates: [first, last] pairs, both included. */
export function dateRuns(dates: readonly IsoDate[]): { first: IsoDate; last: IsoDate }[] {
  const sorted = [...new Set(dates)].sort();
  const runs: { first: IsoDate; last: IsoDate }[] = [];
  for (const date of sorted) {
    const run = runs.at(-1);
    if (run && addDays(run.last, 1) === date) run.last = date;
    else runs.push({ first: date, last: date });
  }
  return runs;
}

/**
 * The export: one all-day event per stay (予約済み, nothing about the guest) and per run of blocked days
 * (ブロック). DTEND is the day after the last night, as iCal's all-day events end. UIDs are stable: the
 * booking's id, and the house and the run's first day for a block.
 */
export function exportCalendar(
  property: { id: string; title: string },
  events: { stays: { id: string; checkinDate: IsoDate; checkoutDate: IsoDate }[]; blockedDates: IsoDate[] },
  now: Date = new Date(),
): string {
  const calendar = ical({ name: property.title, prodId: ICAL_PRODID, method: ICalCalendarMethod.PUBLISH, ttl: 15 * 60 });
  for (const stay of events.stays) {
    calendar.createEvent({ id: `booking-${stay.id}@kominka-stay`, start: stay.checkinDate, end: stay.checkoutDate, allDay: true, summary: '予約済み', stamp: now });
  }
  for (const run of dateRuns(events.blockedDates)) {
    calendar.createEvent({
      id: `block-${property.id}-${run.first}@kominka-stay`,
      start: run.first,
      end: addDays(run.last, 1),
      allDay: true,
      summary: 'ブロック',
      stamp: now,
    });
  }
  return calendar.toString();
}

// --- reading a feed ----------------------------------------------------------------------------

export const FEED_TIMEOUT_MS = 10_000;
export const FEED_MAX_BYTES = 2 * 1024 * 1024;
export const FEED_MAX_REDIRECTS = 3;

/** A feed that could not be read, with the Japanese message stored in lastError. */
export class FeedError extends Error {}

/**
 * The one message for a feed whose address is refused (loopback, private, reserved …) or cannot be
 * reached (no such name, connection refused or reset): the host learns nothing about what answers,
 * or does not, inside a network.
 */
export const FEED_UNREACHABLE = 'カレンダーに接続できませんでした。インターネットに公開されている http:// または https:// のURLか確認してください';

/**
 * Fetches a feed's text: http(s) only, at most 3 redirects (each through the same address check),
 * 10 seconds, 2 MB. Only public addresses are connected to (lib/public-address.ts, checked where the
 * connection is made by lib/guarded-get.ts) unless `allowPrivate` (tests, ICAL_ALLOW_PRIVATE_URLS=on).
 */
export async function fetchFeed(
  url: string,
  { allowPrivate, allowAddress = allowPrivate ? () => true : isPublicAddress }: { allowPrivate: boolean; allowAddress?: (address: string) => boolean },
): Promise<string> {
  const signal = AbortSignal.timeout(FEED_TIMEOUT_MS);
  let current: URL;
  try {
    current = new URL(url);
  } catch {
    throw new FeedError(FEED_UNREACHABLE);
  }
  try {
    for (let hop = 0; ; hop++) {
      if (current.protocol !== 'http:' && current.protocol !== 'https:') throw new FeedError('URLは http:// または https:// のみ連携できます');
      const response = await guardedGet(current, { allowAddress, signal, headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'kominka-stay-ical/1.0' } });
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.destroy();
        if (hop >= FEED_MAX_REDIRECTS) throw new FeedError(`転送が${FEED_MAX_REDIRECTS}回を超えたため読み込めませんでした`);
        current = new URL(location, current);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        throw new FeedError(`カレンダーを取得できませんでした（HTTP ${status}）`);
      }
      if (Number(response.headers['content-length'] ?? 0) > FEED_MAX_BYTES) {
        response.destroy();
        throw new FeedError('カレンダーが大きすぎます（2MBまで）');
      }
      return await readLimited(response);
    }
  } catch (error) {
    if (error instanceof FeedError) throw error;
    if (signal.aborted) throw new FeedError('カレンダーの取得が時間切れになりました（10秒）');
    throw new FeedError(FEED_UNREACHABLE);
  }
}

async function readLimited(response: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > FEED_MAX_BYTES) {
      response.destroy();
      throw new FeedError('カレンダーが大きすぎます（2MBまで）');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The calendar day of a parsed iCal date: its own date when all-day, else its day in Japan. */
function dayOf(date: Date & { dateOnly?: boolean }, allDay: boolean): IsoDate {
  if (allDay || date.dateOnly) {
    // node-ical makes an all-day date at local midnight.
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  }
  return japanDate(date);
}

/** The nights an event covers: all-day [start, end), timed from its start's day to its end's day (at least one). */
function eventNights(start: Date, end: Date | undefined, allDay: boolean): IsoDate[] {
  const first = dayOf(start, allDay);
  const last = end ? dayOf(end, allDay) : addDays(first, 1);
  const nights = nightsOf(first, last);
  return nights.length > 0 ? nights : [first];
}

/**
 * The nights of [from, to) that a feed's events cover (repeating events expanded), in date order.
 * Refuses text that is not an iCalendar.
 */
export function feedNights(text: string, from: IsoDate, to: IsoDate): IsoDate[] {
  if (!/BEGIN:VCALENDAR/i.test(text)) throw new FeedError('iCal形式のカレンダーではありません');
  let parsed: ReturnType<typeof nodeIcal.sync.parseICS>;
  try {
    parsed = nodeIcal.sync.parseICS(text);
  } catch {
    throw new FeedError('iCal形式のカレンダーを読み取れませんでした');
  }
  const nights = new Set<IsoDate>();
  const add = (start: Date, end: Date | undefined, allDay: boolean) => {
    for (const night of eventNights(start, end, allDay)) if (night >= from && night < to) nights.add(night);
  };
  const windowStart = new Date(`${addDays(from, -1)}T00:00:00+09:00`);
  const windowEnd = new Date(`${to}T00:00:00+09:00`);
  for (const component of Object.values(parsed)) {
    if (!component || component.type !== 'VEVENT') continue;
    const event = component as VEvent;
    if (!event.start || (event as { status?: string }).status === 'CANCELLED') continue;
    const allDay = event.datetype === 'date' || Boolean((event.start as { dateOnly?: boolean }).dateOnly);
    const duration = event.end ? event.end.getTime() - event.start.getTime() : undefined;
    if (event.rrule) {
      for (const start of event.rrule.between(windowStart, windowEnd, true)) {
        add(start, duration === undefined ? undefined : new Date(start.getTime() + duration), allDay);
      }
    } else {
      add(event.start, event.end, allDay);
    }
  }
  return [...nights].sort();
}
