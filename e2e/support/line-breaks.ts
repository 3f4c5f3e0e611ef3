import type { Locator } from 'playwright-core';

/**
 * The words among `words` that the browser broke across two lines inside `locator`'s text: each
 * character's line is read from its box on screen, so this sees what a reader sees.
 */
export async function wordsBrokenAcrossLines(locator: Locator, words: readonly string[]): Promise<string[]> {
  return locator.evaluate((root, wanted) => {
    const chars: { char: string; top: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (rect) chars.push({ char: text[i], top: Math.round(rect.top) });
      }
    }
    const all = chars.map((c) => c.char).join('');
    return wanted.filter((word) => {
      const at = all.indexOf(word);
      if (at < 0) return true;
      const tops = new Set(chars.slice(at, at + word.length).map((c) => c.top));
      return tops.size > 1;
    });
  }, words);
}
