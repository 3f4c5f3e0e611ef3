import type { ReactNode } from 'react';
import { useLanguage } from '@/web/lib/i18n/use-t';

/**
 * Data that stays in Japanese (the operator's name, a registration number): marked `lang="ja"` on an
 * English page; on a Japanese page the text alone (docs/decisions/0042-english-guest-pages.md).
 */
export function JapaneseData({ children }: { children: ReactNode }) {
  return useLanguage() === 'en' ? <span lang="ja">{children}</span> : children;
}
