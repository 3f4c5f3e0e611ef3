import { HouseTitle } from '@/web/components/property/house-text';
import { useLanguage } from '@/web/lib/i18n/use-t';

/**
 * The house a button or link acts on, for screen readers only (「：古民家の名前」 / ": name"), since a
 * list repeats the same words on every card. In English the host's English title where written, else the
 * Japanese marked `lang="ja"`.
 */
export function HouseName({ house }: { house: { title: string; titleEn?: string | null } }) {
  const language = useLanguage();
  return (
    <span className="sr-only">
      {language === 'en' ? ': ' : '：'}
      <HouseTitle house={house} />
    </span>
  );
}
