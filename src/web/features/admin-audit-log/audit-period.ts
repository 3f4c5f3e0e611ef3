import { AUDIT_PERIOD_MESSAGES } from '@/contract/admin-audit-logs';
import { isCalendarDay } from '@/contract/month-pattern';

export interface AuditPeriod {
  /** `&from=…&to=…` for the list's query; empty while the period is wrong (the list is not asked). */
  query: string;
  /** What is wrong with the period in the URL, in the server's own words, under the field it names. */
  error: { field: 'from' | 'to'; message: string } | null;
}

/** The period of /admin/audit-log from the URL's `from` and `to` (days in Japan time, either may be blank). */
export function auditPeriod(from: string, to: string): AuditPeriod {
  if (from && !isCalendarDay(from)) return { query: '', error: { field: 'from', message: AUDIT_PERIOD_MESSAGES.from } };
  if (to && !isCalendarDay(to)) return { query: '', error: { field: 'to', message: AUDIT_PERIOD_MESSAGES.to } };
  if (from && to && from > to) return { query: '', error: { field: 'to', message: AUDIT_PERIOD_MESSAGES.order } };
  return { query: `${from ? `&from=${from}` : ''}${to ? `&to=${to}` : ''}`, error: null };
}
