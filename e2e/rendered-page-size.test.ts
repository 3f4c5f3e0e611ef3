import { describe, expect, it } from 'vitest';
import { SEARCH_PAGE_SIZE } from '@/contract/paging';
import { addDays, japanDate } from '@/domain/japan-date';
import { useApp } from './support/fixture';

const app = useApp({ SEED: 'demo' });

/** The ceiling for a rendered page's HTML, before compression (docs/performance/2026-11-29-rendered-pages.md). */
const MAX_HTML_BYTES = 100_000;

/** A page as a browser receives it: its HTML, decompressed (what the browser parses), and how it came. */
async function rendered(path: string) {
  const res = await fetch(`${app.server.url}${path}`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' } });
  expect(res.status).toBe(200);
  const html = await res.text();
  return { html, bytes: Buffer.byteLength(html), encoding: res.headers.get('content-encoding') };
}

describe('a rendered page’s size', () => {
  it('keeps the search with new dates and a page of 24 houses, and a house page, under 100 KB of HTML, in Japanese and in English', async () => {
    const checkIn = addDays(japanDate(), 45);
    const search = await rendered(`/search?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&guests=2`);
    // The page the server rendered, with a full page of houses, each card's icons drawn from the page's one sprite.
    expect(search.html).toContain('id="server-state"');
    expect(search.html.match(/<article/g)).toHaveLength(SEARCH_PAGE_SIZE);
    expect(search.html.match(/<symbol /g)?.length).toBeGreaterThan(0);
    expect(search.html.match(/<use href="#icon-/g)?.length).toBeGreaterThanOrEqual(SEARCH_PAGE_SIZE * 4);
    expect(search.bytes).toBeLessThanOrEqual(MAX_HTML_BYTES);
    expect(search.encoding).not.toBeNull();

    const houseId = /href="\/property\/([0-9a-f-]{36})/.exec(search.html)![1];
    const house = await rendered(`/property/${houseId}?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&guests=2`);
    expect(house.html).toContain('id="server-state"');
    expect(house.bytes).toBeLessThanOrEqual(MAX_HTML_BYTES);

    // The same pages in English: the longer English words and the houses' English titles stay under the ceiling too.
    const english = await rendered(`/en/search?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&guests=2`);
    expect(english.html).toContain('<html lang="en"');
    expect(english.html.match(/<article/g)).toHaveLength(SEARCH_PAGE_SIZE);
    expect(english.bytes).toBeLessThanOrEqual(MAX_HTML_BYTES);
    const englishHouse = await rendered(`/en/property/${houseId}?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&guests=2`);
    expect(englishHouse.bytes).toBeLessThanOrEqual(MAX_HTML_BYTES);
  });

  it('draws the cards’ icons from the sprite, hidden from assistive technology, and shows them on screen', async () => {
    const page = await app.visit('/search');
    const card = page.getByRole('article').first();
    await card.waitFor();
    // The sprite and every icon drawn from it are decorative.
    expect(await page.locator('svg:has(> symbol)').getAttribute('aria-hidden')).toBe('true');
    const icons = card.locator('svg:has(> use)');
    expect(await icons.count()).toBeGreaterThanOrEqual(3);
    for (const icon of await icons.all()) {
      expect(await icon.getAttribute('aria-hidden')).toBe('true');
      // Drawn at the card's icon size (16 px), not the empty box of a missing symbol.
      const box = await icon.boundingBox();
      expect(box?.width).toBe(16);
      expect(box?.height).toBe(16);
    }
  });
});
