import type { ReactNode } from 'react';
import { useLanguage } from '@/web/lib/i18n/use-t';

/**
 * Data that stays in Japanese (the operator's name, a registration number): marked `lang="ja"` on an
 * English page; on a Japanese page the text alone (docs/decisions/0042-english-guest-pages.md).
 */
export function JapaneseData({ children }: { children: ReactNode }) {
  return useLanguage() === 'en' ? <span lang="ja">{children}</span> : children;
}

const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

/** Whether a text holds Japanese (kana or kanji): a text that may be either language, such as a label with or without its English. */
export function hasJapanese(text: string): boolean {
  return JAPANESE.test(text);
}

/** A text that may be English or Japanese (a payment's description naming a house): marked `lang="ja"` on an English page only when it holds Japanese. */
export function MixedData({ text }: { text: string }) {
  return useLanguage() === 'en' && hasJapanese(text) ? <span lang="ja">{text}</span> : text;
}
