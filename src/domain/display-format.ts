/**
 * How money and booking numbers are written, everywhere a person reads them: the web app's screens and
 * the e-mails (docs/product/README.md, "Formats"). One format each.
 */

/** A whole number with a comma every three digits (1,234,567), rounded half away from zero. Not Intl: it is slow to make on a phone. */
export function groupDigits(value: number): string {
  const rounded = Math.round(Math.abs(value));
  const digits = String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 && rounded !== 0 ? `-${digits}` : digits;
}

/** Whole yen, tax included, with the yen sign and thousands separators: ¥123,700 (-¥5,000 for money going back). */
export function formatYen(amount: number): string {
  const sign = amount < 0 && Math.round(Math.abs(amount)) !== 0 ? '-' : '';
  return `${sign}¥${groupDigits(Math.abs(amount))}`;
}

/** A month `YYYY-MM` as people read it: 2026年11月 (add 分 for a month's statement or payout). */
export function monthLabel(month: string): string {
  return `${Number(month.slice(0, 4))}年${Number(month.slice(5, 7))}月`;
}

/** A booking's number as guests, hosts and admins read it: the first 8 characters of its id, in capitals (3F6C2A1E). */
export function bookingNumber(id: string): string {
  return id.slice(0, 8).toUpperCase();
}
