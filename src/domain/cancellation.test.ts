import { describe, expect, it } from 'vitest';
import { cancellationFee } from './cancellation';
import { japanInstant } from './japan-date';

// Check-in on 2027-03-10 at 15:00 in Japan; a stay of 40,001 yen whose first night is 18,000 yen.
const checkinAt = japanInstant('2027-03-10', '15:00');
const before = (hours: number, extraMs = 0) => new Date(checkinAt.getTime() - hours * 3_600_000 + extraMs);
const fee = (policy: 'flexible' | 'moderate' | 'strict', cancelAt: Date) => cancellationFee(policy, 40_001, 18_000, checkinAt, cancelAt);

describe('cancellation fee (PRODUCT.md §3, Japan time)', () => {
  it('flexible: free until 24 hours before check-in, then the first night', () => {
    expect(fee('flexible', before(24))).toBe(0);
    expect(fee('flexible', before(24, 1))).toBe(18_000);
    expect(fee('flexible', before(1))).toBe(18_000);
  });

  it('moderate: free until 3 days before, then half (rounded up to the guest\'s cost)', () => {
    expect(fee('moderate', before(72))).toBe(0);
    expect(fee('moderate', before(72, 1))).toBe(20_001);
  });

  it('strict: half until 7 days before, then all of it', () => {
    expect(fee('strict', before(168))).toBe(20_001);
    expect(fee('strict', before(168, 1))).toBe(40_001);
  });

  it('reads the check-in in Japan time, whatever the server\'s zone', () => {
    expect(checkinAt.toISOString()).toBe('2027-03-10T06:00:00.000Z');
  });

  it('never charges more than the total', () => {
    expect(cancellationFee('flexible', 10_000, 18_000, checkinAt, before(2))).toBe(10_000);
  });
});
