import { z } from 'zod';
import { isoDate } from './properties';

/** GET /api/holidays?from=YYYY-MM-DD&to=YYYY-MM-DD: Japan's national holidays in a window (both days included). */
export const HOLIDAYS_MAX_DAYS = 400;

export const holidaysQuerySchema = z.object({
  from: isoDate.describe('最初の日（この日を含む）'),
  to: isoDate.describe(`最後の日（この日を含む）。from から${HOLIDAYS_MAX_DAYS}日以内`),
});
export type HolidaysQuery = z.infer<typeof holidaysQuerySchema>;

/** One national holiday (振替休日 and 国民の休日 included), e.g. { date: '2027-01-11', name: '成人の日' }. */
export const holidaySchema = z.object({ date: isoDate, name: z.string() });
export type Holiday = z.infer<typeof holidaySchema>;
export const holidaysSchema = z.array(holidaySchema);
