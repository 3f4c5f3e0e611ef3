import { describe, expect, it, vi } from 'vitest';
import type { CalendarDaysBody } from '@/contract/host-calendar';
import { lazySchema } from './lazy-schema';

const body = { from: '2027-01-10', to: '2027-01-12', action: 'settings' };

describe('lazySchema', () => {
  it('loads the schema once, on the first check, and gives the first Japanese message per field', async () => {
    const load = vi.fn(() => import('@/contract/host-calendar').then((m) => m.calendarDaysBodySchema));
    const days = lazySchema<CalendarDaysBody>(load);
    expect(load).not.toHaveBeenCalled();
    days.preload();
    const refused = await days.validate({ ...body, priceOverrideJpy: 0, minNightsOverride: 1.5 });
    expect(refused).toEqual({
      ok: false,
      errors: { priceOverrideJpy: '特別料金は1円以上で入力してください', minNightsOverride: '最低宿泊数は整数で入力してください' },
    });
    const accepted = await days.validate({ ...body, priceOverrideJpy: 18000 });
    expect(accepted).toEqual({ ok: true, data: { ...body, priceOverrideJpy: 18000 } });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
