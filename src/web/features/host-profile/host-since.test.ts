import { describe, expect, it } from 'vitest';
import { hostSinceLabel } from './host-since';

describe('hostSinceLabel', () => {
  const now = new Date('2025-06-15T12:00:00+09:00');
  it.each([
    ['2025-06-01T00:00:00+09:00', '1か月未満'],
    ['2025-05-20T00:00:00+09:00', '1か月未満'],
    ['2025-05-15T00:00:00+09:00', '1か月'],
    ['2025-03-10T00:00:00+09:00', '3か月'],
    ['2024-07-01T00:00:00+09:00', '11か月'],
    ['2024-06-15T00:00:00+09:00', '1年'],
    ['2023-01-01T00:00:00+09:00', '2年'],
  ])('%s → %s', (since, label) => expect(hostSinceLabel(since, now)).toBe(label));
  it('answers nothing for a bad date', () => expect(hostSinceLabel('nope', now)).toBe(''));
});
