import { describe, expect, it } from 'vitest';
import { pastSeasonIndex } from './season-prices';

const today = '2026-11-29';

describe('pastSeasonIndex', () => {
  it('finds a new season that has ended', () => {
    expect(pastSeasonIndex([{ dateFrom: '2026-12-01', dateTo: '2026-12-31' }, { dateFrom: '2026-08-01', dateTo: '2026-08-31' }], [], today)).toBe(1);
  });

  it('accepts a season that ends today or later, even one that began earlier', () => {
    expect(pastSeasonIndex([{ dateFrom: '2026-11-01', dateTo: today }], [], today)).toBeNull();
  });

  it('keeps a stored season that has since passed, but not one moved into the past', () => {
    const stored = [{ id: 'a', dateFrom: '2026-08-01', dateTo: '2026-08-31' }];
    expect(pastSeasonIndex(stored, stored, today)).toBeNull();
    expect(pastSeasonIndex([{ id: 'a', dateFrom: '2026-08-01', dateTo: '2026-09-30' }], stored, today)).toBe(0);
  });
});
