import type { ReactNode } from 'react';
import { richText, slot } from '@/web/lib/i18n/rich-text';
import { useT } from '@/web/lib/i18n/use-t';
import { JAPANESE_WORDS } from '../japanese-words';

const WORDS = Object.entries(JAPANESE_WORDS);

/**
 * A text of the page in the page's language. Its English writes a Japanese word in romaji with the word
 * beside it, marked `lang="ja"` (`Irori {irori}`: JAPANESE_WORDS); `parts` fill the text's other
 * placeholders with elements (a <strong> inside a sentence). A Japanese page shows its source as written.
 */
export function Glossed({ source, parts = {} }: { source: string; parts?: Record<string, ReactNode> }) {
  const t = useT();
  const names = [...WORDS.map(([name]) => name), ...Object.keys(parts)];
  const elements = [
    ...WORDS.map(([name, word]) => (
      <span key={name} lang="ja">
        {word}
      </span>
    )),
    ...Object.values(parts),
  ];
  return richText(t(source, Object.fromEntries(names.map((name, i) => [name, slot(i)]))), elements);
}
