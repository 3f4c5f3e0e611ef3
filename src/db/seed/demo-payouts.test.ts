import { describe, expect, it } from 'vitest';
import { japanInstant } from '@/domain/japan-date';
import { addMonths } from '@/domain/payouts';
import { buildDemoData } from './build-demo-data';
import { DEMO_ACCOUNTS, type PasswordHashes } from './build-users';

const hashes: PasswordHashes = { user: 'hash', admin: 'hash' };

/**
 * The demo is built around the day it is written: whatever that day, the demo host has last month's
 * payout waiting (送金履歴's run, the host's 売上管理), and the months before it paid.
 */
describe('the demo host’s payouts', () => {
  const days = ['2026-12-01', '2026-12-04', '2027-01-01', '2027-02-28', '2027-03-31', '2027-04-15', '2027-07-31'];
  it.each(days)('has last month’s payout pending on %s', (day) => {
    const data = buildDemoData(japanInstant(day, '01:20'), hashes, (plain) => plain);
    const host = data.users.find((u) => u.email === DEMO_ACCOUNTS.host.email)!;
    const lastMonth = addMonths(day.slice(0, 7), -1);
    const own = data.payouts.filter((p) => p.hostUserId === host.id);
    expect(own.filter((p) => p.status === 'pending').map((p) => p.periodMonth)).toEqual([lastMonth]);
    expect(own.every((p) => p.periodMonth !== null && p.periodMonth !== undefined && p.periodMonth <= lastMonth && (p.status === 'paid') === (p.periodMonth < lastMonth))).toBe(true);
  });
});
