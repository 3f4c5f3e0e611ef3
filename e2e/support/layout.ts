import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Nothing runs off the page or its boxes: the page is as wide as the window, and every visible table and
 * dialog fits its own box (a wider table scrolls inside a card, which cuts its last columns at 1,280 px).
 */
export async function expectNothingCut(page: Page): Promise<void> {
  const widths = await page.evaluate(() => {
    const visible = (el: Element) => (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === 'fixed';
    const cut = [...document.querySelectorAll('table, [role="dialog"]')]
      .filter(visible)
      .flatMap((el) => {
        const box = el.tagName === 'TABLE' ? el.parentElement! : el;
        return el.scrollWidth > box.clientWidth + 1 ? [`${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.querySelector('caption, h2')?.textContent ?? ''}: ${el.scrollWidth} in ${box.clientWidth}`] : [];
      });
    return { page: document.documentElement.scrollWidth, window: window.innerWidth, cut };
  });
  expect(widths).toEqual({ page: widths.window, window: widths.window, cut: [] });
}
