import { describe, expect, it } from 'vitest';
import { auditPeriod } from './audit-period';

describe('auditPeriod', () => {
  it('passes real days (either blank) to the list', () => {
    expect(auditPeriod('2026-03-01', '2026-03-31')).toEqual({ query: '&from=2026-03-01&to=2026-03-31', error: null });
    expect(auditPeriod('', '2026-03-31')).toEqual({ query: '&to=2026-03-31', error: null });
    expect(auditPeriod('', '')).toEqual({ query: '', error: null });
  });

  it('names a malformed or impossible day in the URL with the validation message, and does not ask the list', () => {
    expect(auditPeriod('2026-02-30', '')).toEqual({ query: '', error: { field: 'from', message: '開始日は YYYY-MM-DD の正しい日付で指定してください' } });
    expect(auditPeriod('abc', '')).toEqual({ query: '', error: { field: 'from', message: '開始日は YYYY-MM-DD の正しい日付で指定してください' } });
    expect(auditPeriod('2026-03-01', '2026-13-01').error).toEqual({ field: 'to', message: '終了日は YYYY-MM-DD の正しい日付で指定してください' });
    expect(auditPeriod('2026-03-10', '2026-03-01').error).toEqual({ field: 'to', message: '終了日は開始日以降の日付を指定してください' });
  });
});
