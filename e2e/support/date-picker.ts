import type { Locator } from 'playwright-core';
import { formatJapaneseDate, type IsoDate } from '@/domain/japan-date';

/** A day of the open date picker, by the start of its accessible name (2027年2月10日(水)…). */
export function pickerDay(scope: Locator, date: IsoDate): Locator {
  return scope
    .locator('[data-calendar-panel]')
    .getByRole('button', { name: new RegExp(`^${formatJapaneseDate(date).replace(/[()]/g, '\\$&')}`) });
}

/**
 * Chooses a stay with the site's date picker (src/web/components/date-range): opens チェックイン, pages
 * with 次の月 to each day and clicks it; the calendar closes once check-out is chosen.
 */
export async function chooseStayDates(scope: Locator, checkIn: IsoDate, checkOut: IsoDate): Promise<void> {
  await scope.getByRole('button', { name: /^チェックイン / }).click();
  const panel = scope.locator('[data-calendar-panel]');
  await panel.getByRole('grid').first().waitFor();
  for (const date of [checkIn, checkOut]) {
    const day = pickerDay(scope, date);
    for (let i = 0; i < 13 && (await day.count()) === 0; i++) await panel.getByRole('button', { name: '次の月' }).click();
    await day.click();
  }
  await panel.waitFor({ state: 'detached' });
}
