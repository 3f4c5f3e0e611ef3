import { formatDateWithWeekday } from '@/web/lib/format';
import { useLanguage } from '@/web/lib/i18n/use-t';

/**
 * 2027年2月2日(火) 〜 2027年2月5日(金) (Tue, 2 Feb 2027 – Fri, 5 Feb 2027): a stay's days, each kept whole on one line so that a narrow screen
 * breaks only between them, never inside 「2026年12月／9日」.
 */
export function DayRange({ from, to }: { from: string; to: string }) {
  const language = useLanguage();
  return (
    <>
      <span className="whitespace-nowrap">{formatDateWithWeekday(from, language)}</span> {language === 'en' ? '–' : '〜'}{' '}
      <span className="whitespace-nowrap">{formatDateWithWeekday(to, language)}</span>
    </>
  );
}
