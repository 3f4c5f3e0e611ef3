/**
 * Text on the page in Japanese script outside an element marked `lang="ja"` (a house's own text, a name
 * in Japanese): what an English page must not show (docs/decisions/0042-english-guest-pages.md). Each
 * as "tag: text". A playwright-core page; shared by the browser tests (e2e/support/english.ts) and the
 * English screenshots (scripts/screenshots-en.mjs).
 */
export function japaneseOutsideJa(page) {
  return page.evaluate(() => {
    const japanese = /\p{Script=Hiragana}|\p{Script=Katakana}|\p{Script=Han}/u;
    const found = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template')) continue;
      if (!japanese.test(node.textContent ?? '')) continue;
      if (parent.closest('[lang]')?.getAttribute('lang')?.startsWith('ja')) continue;
      found.push(`${parent.tagName.toLowerCase()}: ${(node.textContent ?? '').trim()}`);
    }
    return found;
  });
}
