import { Fragment, type ReactNode } from 'react';
import { useT } from '@/web/lib/i18n/use-t';
import { JAPANESE_WORDS } from '../japanese-words';

const WORDS: Record<string, ReactNode> = Object.fromEntries(
  Object.entries(JAPANESE_WORDS).map(([name, word]) => [
    name,
    <span key={name} lang="ja" className="whitespace-nowrap">
      {word}
    </span>,
  ]),
);

const PLACEHOLDER = /\{(\w+)\}/;

/**
 * A text of the page in the page's language. Its English writes a Japanese word in romaji with the word
 * beside it, marked `lang="ja"` (`Irori {irori}`: JAPANESE_WORDS); `parts` fill the text's other
 * placeholders with elements (a <strong> inside a sentence). A Japanese page shows its source as written.
 * Each placeholder is kept as written by `t` and replaced here: the shared rich-text helper
 * (src/web/lib/i18n/rich-text.tsx) lives in the home page's shared chunk, which this page would then load.
 */
export function Glossed({ source, parts = {} }: { source: string; parts?: Record<string, ReactNode> }) {
  const t = useT();
  const elements = { ...WORDS, ...parts };
  const text = t(source, Object.fromEntries(Object.keys(elements).map((name) => [name, `{${name}}`])));
  return text.split(PLACEHOLDER).map((piece, i) => (i % 2 === 1 ? <Fragment key={i}>{elements[piece] ?? `{${piece}}`}</Fragment> : piece));
}
