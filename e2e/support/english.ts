/**
 * Text on the page in Japanese script outside an element marked `lang="ja"`: what an English page must
 * not show. One home for the walk, shared with the English screenshots: scripts/lib/japanese-outside-ja.mjs.
 */
export { japaneseOutsideJa } from '../../scripts/lib/japanese-outside-ja.mjs';
