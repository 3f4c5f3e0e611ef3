import { randomUUID } from 'node:crypto';
import type { SeededProperty } from './build-properties';
import type { PricingInput, SeasonPrice } from '@/domain/pricing';
import { roundHundred } from './random';
import type { SeedContext } from './seed-context';
import { addDays, type IsoDate } from './seed-dates';
import type { CalendarRow, PricingRuleRow, SeasonPriceRow } from './seed-types';

export interface SeededPricing {
  rules: PricingRuleRow[];
  seasons: SeasonPriceRow[];
  calendar: CalendarRow[];
  /** The prices of each property as src/domain/pricing.ts reads them (the same rows as inserted). */
  setupByProperty: ReadonlyMap<string, PricingInput>;
  /** Nights closed on the calendar (not bookable), by property. */
  blockedByProperty: ReadonlyMap<string, ReadonlySet<IsoDate>>;
}

const SEASONS: readonly { note: string; from: string; to: string; crossesYear?: boolean; minNights?: number }[] = [
  { note: 'ゴールデンウィーク', from: '04-29', to: '05-05' },
  { note: '夏休み', from: '07-20', to: '08-31' },
  { note: '紅葉シーズン', from: '11-01', to: '11-30' },
  { note: '年末年始', from: '12-28', to: '01-03', crossesYear: true, minNights: 2 },
];

const BLOCK_REASONS = ['メンテナンス', 'オーナー利用', '茅葺き屋根の点検', '地域行事のため休業'] as const;

export function buildPricing(ctx: SeedContext, properties: readonly SeededProperty[]): SeededPricing {
  const { rng, today } = ctx;
  const rules: PricingRuleRow[] = [];
  const seasons: SeasonPriceRow[] = [];
  const calendar: CalendarRow[] = [];
  const setupByProperty = new Map<string, PricingInput>();
  const blockedByProperty = new Map<string, Set<IsoDate>>();
  const year = Number(today.slice(0, 4));
  const activeFrom = `${year - 2}-${today.slice(5, 7)}-01`;

  for (const p of properties) {
    const base = p.basePriceJpy;
    const weekdays = rng.chance(0.3) ? roundHundred(base * 0.95) : base;
    const fri = roundHundred(base * (1 + rng.int(10, 20) / 100));
    const sat = roundHundred(base * (1 + rng.int(20, 30) / 100));
    const holiday = Math.max(sat, roundHundred(base * (1 + rng.int(25, 40) / 100)));
    const sun = rng.chance(0.5) ? base : weekdays;
    const rule = {
      sunPrice: sun,
      monPrice: weekdays,
      tuePrice: weekdays,
      wedPrice: weekdays,
      thuPrice: weekdays,
      friPrice: fri,
      satPrice: sat,
      holidayPrice: holiday,
      // 休前日 (Saturdays and the nights before a holiday) at the Saturday's price: a Sunday before a
      // Monday holiday is priced as a Saturday, as Japanese inns do.
      holidayEvePrice: sat,
      activeFrom,
      activeTo: null,
      priority: 100,
    };
    rules.push({ id: randomUUID(), propertyId: p.id, ...rule, note: '通常料金（金・休前日・祝日は割増）' });

    const propertySeasons: SeasonPrice[] = [];
    if (p.status === 'published' && rng.chance(0.5)) {
      for (const season of rng.sample(SEASONS, rng.int(1, 2))) {
        const price = roundHundred(base * (1 + rng.int(25, 50) / 100));
        for (const y of [year, year + 1]) {
          const dateFrom = `${y}-${season.from}`;
          const dateTo = `${season.crossesYear ? y + 1 : y}-${season.to}`;
          seasons.push({ id: randomUUID(), propertyId: p.id, dateFrom, dateTo, pricePerNightJpy: price, minNightsOverride: season.minNights ?? null, note: season.note });
          propertySeasons.push({ dateFrom, dateTo, pricePerNightJpy: price });
        }
      }
    }

    const overrides: PricingInput['calendar'][number][] = [];
    const blocked = new Set<IsoDate>();
    if (p.status === 'published' && rng.chance(0.5)) {
      const wanted = rng.int(2, 6);
      const used = new Set<IsoDate>();
      while (used.size < wanted) {
        const start = addDays(today, rng.int(1, 118));
        if (rng.chance(0.5)) {
          // A short closure of one to three nights.
          const reason = rng.pick(BLOCK_REASONS);
          const length = Math.min(rng.int(1, 3), wanted - used.size);
          for (let i = 0; i < length; i++) {
            const date = addDays(start, i);
            if (used.has(date)) continue;
            used.add(date);
            blocked.add(date);
            calendar.push({ id: randomUUID(), propertyId: p.id, date, isAvailable: false, blockReason: reason, source: 'manual' });
          }
        } else if (!used.has(start)) {
          const price = roundHundred(base * (rng.chance(0.4) ? 0.85 : 1 + rng.int(20, 50) / 100));
          used.add(start);
          overrides.push({ date: start, priceOverrideJpy: price });
          calendar.push({ id: randomUUID(), propertyId: p.id, date: start, isAvailable: true, priceOverrideJpy: price, source: 'manual' });
        }
      }
    }

    setupByProperty.set(p.id, {
      basePriceJpy: base,
      cleaningFeeJpy: p.cleaningFeeJpy,
      rules: [rule],
      seasons: propertySeasons,
      calendar: overrides,
    });
    blockedByProperty.set(p.id, blocked);
  }
  return { rules, seasons, calendar, setupByProperty, blockedByProperty };
}
