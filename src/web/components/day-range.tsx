import { formatDateWithWeekday } from '@/web/lib/format';

/**
 * 2027年2月2日(火) 〜 2027年2月5日(金): a stay's days, each kept whole on one line so that a narrow screen
 * breaks only between them, never inside 「2026年12月／9日」.
 */
export function DayRange({ from, to }: { from: string; to: string }) {
  return (
    <>
      <span className="whitespace-nowrap">{formatDateWithWeekday(from)}</span> 〜 <span className="whitespace-nowrap">{formatDateWithWeekday(to)}</span>
    </>
  );
}
