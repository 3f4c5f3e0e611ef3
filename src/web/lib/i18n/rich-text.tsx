import { Fragment, type ReactNode } from 'react';

/** A character no message holds. */
const MARK = '\u{E000}';
const SLOTS = new RegExp(`${MARK}(\\d+)${MARK}`);

/**
 * A message with elements in its placeholders (a person's name marked `lang="ja"` in an English
 * sentence): `t` fills each placeholder with `slot(i)`, and `richText` puts the i-th element there.
 */
export const slot = (index: number): string => `${MARK}${index}${MARK}`;

export function richText(text: string, elements: readonly ReactNode[]): ReactNode[] {
  return text.split(SLOTS).map((part, i) => (i % 2 === 1 ? <Fragment key={i}>{elements[Number(part)]}</Fragment> : part));
}
