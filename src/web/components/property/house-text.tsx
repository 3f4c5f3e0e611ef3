import type { ReactNode } from 'react';
import { prefectureInEnglish } from '@/domain/destination-search';
import { JapaneseData } from '@/web/components/japanese-data';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';

/**
 * A house's own words in the page's language (docs/product/english-house-text.md): on an English page the
 * host's English where written, else the Japanese inside `lang="ja"`; on a Japanese page the Japanese.
 */

/** The house's title as plain text (the page's title, a photo's description). */
export { houseTitle } from '@/domain/house-title';

/** The house's title as shown: its English, or its Japanese marked `lang="ja"` on an English page. */
export function HouseTitle({ house }: { house: { title: string; titleEn?: string | null } }) {
  const language = useLanguage();
  return language === 'en' && house.titleEn ? house.titleEn : <JapaneseData>{house.title}</JapaneseData>;
}

/** Kyoto City, Kyoto: the city (its romaji where kept, else its Japanese) and the prefecture, on an English page. */
export function EnglishPlace({ house, before }: { house: { prefecture: string; city: string; cityEn?: string | null }; before?: ReactNode }) {
  const prefecture = prefectureInEnglish(house.prefecture);
  // One text node where both are English: no separators between the parts in a rendered page's HTML (a page of 24 cards).
  if (house.cityEn && prefecture) return <>{before}{`${house.cityEn}, ${prefecture}`}</>;
  return (
    <>
      {before}
      {house.cityEn ?? <span lang="ja">{house.city}</span>}
      {', '}
      {prefecture ?? <span lang="ja">{house.prefecture}</span>}
    </>
  );
}

/**
 * Where the house is: on a Japanese page the Japanese the page has always shown (`japanese`: 京都府京都市東山区),
 * on an English page `EnglishPlace` (Higashiyama Ward, Kyoto City, Kyoto).
 */
export function HousePlace({ house, japanese }: { house: { prefecture: string; city: string; cityEn?: string | null }; japanese: ReactNode }) {
  return useLanguage() === 'en' ? <EnglishPlace house={house} /> : japanese;
}

/**
 * A longer text of the host's (the description, the access): its English on an English page, else the
 * Japanese inside `lang="ja"` with a short note that the host wrote it in Japanese. `as="span"` inside a paragraph.
 */
export function HouseText({ japanese, english, className, as: Tag = 'p' }: { japanese: string; english?: string | null; className?: string; as?: 'p' | 'span' }) {
  const language = useLanguage();
  const t = useT();
  if (language !== 'en') return <Tag className={className}>{japanese}</Tag>;
  if (english) return <Tag className={className}>{english}</Tag>;
  return (
    <>
      <Tag className={className} lang="ja">
        {japanese}
      </Tag>
      <Tag className="block text-xs text-muted-foreground">{t('ホストが日本語で書いた文章です。')}</Tag>
    </>
  );
}
