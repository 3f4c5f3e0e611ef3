import { JapaneseData } from '@/web/components/japanese-data';
import { useLanguage } from '@/web/lib/i18n/use-t';

/**
 * The house a button or link acts on, for screen readers only (「：古民家の名前」 / ": name"), since a
 * list repeats the same words on every card. The house's own name stays Japanese.
 */
export function HouseName({ title }: { title: string }) {
  const language = useLanguage();
  return (
    <span className="sr-only">
      {language === 'en' ? ': ' : '：'}
      <JapaneseData>{title}</JapaneseData>
    </span>
  );
}
