import { useLanguage } from '@/web/lib/i18n/use-t';

/**
 * A master's name (a kominka feature, an amenity, a category) in the page's language: its English on an
 * English page, else its Japanese, marked `lang="ja"` where it shows in Japanese on an English page
 * (docs/decisions/0042-english-guest-pages.md).
 */
export function MasterName({ japanese, english, as: Tag = 'span', className }: { japanese: string; english?: string | null; as?: 'span' | 'legend' | 'p' | 'h3'; className?: string }) {
  const language = useLanguage();
  if (language === 'en' && english) return <Tag className={className}>{english}</Tag>;
  return (
    <Tag className={className} lang={language === 'en' ? 'ja' : undefined}>
      {japanese}
    </Tag>
  );
}
