import { describe, expect, it } from 'vitest';
import { cancellationLines } from './cancellation-text';

const NOW = new Date('2026-11-01T00:00:00Z');

describe('cancellationLines', () => {
  it('gives the moderate policy its free deadline three days before check-in, in Japan time', () => {
    expect(cancellationLines('moderate', '2026-12-24', '15:00', NOW)).toEqual([
      '2026年12月21日(月) 15:00 まで無料でキャンセルできます。',
      'それ以降のキャンセルは、合計金額の50%がキャンセル料としてかかります。',
    ]);
  });

  it('counts the flexible policy 24 hours back from the house’s own check-in time', () => {
    expect(cancellationLines('flexible', '2026-12-01', '16:30', NOW)[0]).toBe('2026年11月30日(月) 16:30 まで無料でキャンセルできます。');
  });

  it('gives the strict policy a half refund until seven days before', () => {
    expect(cancellationLines('strict', '2026-12-08', '15:00', NOW)).toEqual([
      '2026年12月1日(火) 15:00 までのキャンセルは、合計金額の50%が返金されます。',
      'それ以降のキャンセルは返金されません。',
    ]);
  });

  it('says so when the deadline has already passed', () => {
    expect(cancellationLines('moderate', '2026-11-02', '15:00', NOW)).toEqual([
      '無料キャンセルの期限を過ぎています。キャンセルすると合計金額の50%がかかります。',
    ]);
  });
});

describe('cancellationLines in English', () => {
  it('writes the deadline as an English page reads it', () => {
    const english = (source: string, values?: Record<string, string | number>) =>
      source === '{until} まで無料でキャンセルできます。' ? `Free cancellation until ${values?.until}.` : source;
    expect(cancellationLines('moderate', '2026-12-24', '15:00', NOW, { t: english, language: 'en' })[0]).toBe('Free cancellation until Mon, 21 Dec 2026, 15:00.');
  });
});
