import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { goTo, reloadPage, toasts } from './support/browser';
import { useApp } from './support/fixture';

// The demo data: the demo guest 山田 花子 and 81 published kominka.
const app = useApp({ SEED: 'demo' });

/** Console errors and page errors (a hydration mismatch is one). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * A public page is rendered the same for every visitor (docs/decisions/0024-shared-pages-for-signed-in-visitors.md):
 * a signed-in guest's header, bell and hearts are filled in by the browser after hydrating.
 */
describe('a public page for a signed-in guest', () => {
  it('comes without the guest in it, then shows their account and their hearts once the app runs', async () => {
    const page = await app.visit('/');
    const login = await page.request.post('/api/auth/login', { data: { email: 'guest@example.jp', password: 'kominka123' } });
    expect(login.status()).toBe(200);
    const houses: { id: string; title: string }[] = await page.request.get('/api/properties-with-booking-status?sort=price-high&pageSize=50').then((r) => r.json());
    const taken = new Set((await page.request.get('/api/user/favorites').then((r) => r.json())).map((f: { id: string }) => f.id));
    const [kept, added] = houses.filter((house) => !taken.has(house.id));
    expect((await page.request.post(`/api/favorites/${kept.id}`)).status()).toBe(201);

    // What the server sends: the page, neither the guest nor the "log in" button (the account area is a placeholder).
    const sent = await (await page.request.get(`/property/${kept.id}`)).text();
    expect(sent).toContain(kept.title);
    expect(sent).not.toContain('山田 花子');
    expect(sent).not.toContain('>ログイン</button>');

    const errors = errorsOf(page);
    await goTo(page, `/property/${kept.id}`);
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: '山田 花子' }).waitFor();
    await header.getByRole('link', { name: 'お気に入り' }).waitFor();
    const heart = page.getByRole('main').getByRole('button', { name: 'お気に入りから削除' });
    await heart.waitFor();
    expect(await heart.getAttribute('aria-pressed')).toBe('true');

    // A favourite added here shows filled again after a reload, once the page has hydrated.
    await goTo(page, `/property/${added.id}`);
    await page.getByRole('main').getByRole('button', { name: 'お気に入りに追加' }).click();
    await toasts(page).getByText('お気に入りに追加').waitFor();
    await reloadPage(page);
    await page.getByRole('main').getByRole('button', { name: 'お気に入りから削除' }).waitFor();

    // The search shows both hearts filled from one list of favourites.
    await goTo(page, '/search?sort=price-high');
    for (const house of [kept, added]) {
      await page.getByRole('main').locator('article').filter({ hasText: house.title }).getByRole('button', { name: 'お気に入りから削除' }).waitFor();
    }
    expect(errors).toEqual([]);
  });

  it('hydrates the home page without a mismatch when the code of its cards arrives after the session has answered', async () => {
    const page = await app.visit('/about-kominka');
    const login = await page.request.post('/api/auth/login', { data: { email: 'guest@example.jp', password: 'kominka123' } });
    expect(login.status()).toBe(200);
    // The top-rated cards' code (lazily loaded in a Suspense boundary, rendered on the server while the
    // session was unknown) comes late, after GET /api/auth/user has answered.
    let sessionAnswered: () => void = () => {};
    const answered = new Promise<void>((resolve) => (sessionAnswered = resolve));
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/auth/user') sessionAnswered();
    });
    await page.route(/\/assets\/top-rated-list-[^/]+\.js$/, async (route) => {
      await answered;
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    const errors = errorsOf(page);
    await goTo(page, '/');
    await page.getByRole('banner').getByRole('link', { name: '山田 花子' }).waitFor();
    // Signed in, each card links to its house and carries a heart.
    const card = page.getByRole('region', { name: '評価の高い古民家' }).getByRole('listitem').first();
    await card.getByRole('button', { name: /お気に入り(に追加|から削除)/ }).waitFor();
    expect(errors).toEqual([]);
  });

  it('shows a visitor whose session has ended as signed out', async () => {
    const page = await app.visit('/');
    await page.context().addCookies([{ name: 'kominka_sid', value: 'ended-session', url: app.server.url }]);
    const errors = errorsOf(page);
    await goTo(page, '/search');
    await page.getByRole('banner').getByRole('button', { name: 'ログイン', exact: true }).waitFor();
    // Only the browser's own note of the 401 when it asks who is signed in.
    expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
  });
});

/** The home page's cards hydrate when they come near the screen (docs/decisions/0022-first-page-javascript.md). */
describe("the home page's top-rated cards on a phone", () => {
  it('load no code until they come near, and a tap before their code has arrived still opens the login dialog', async () => {
    const page = await app.visit('/about-kominka', { mobile: true });
    const cardCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/top-rated-list-[^/]+\.js$/.test(new URL(request.url()).pathname)) cardCode.push(request.url());
    });
    const errors = errorsOf(page);
    await goTo(page, '/');
    await page.waitForLoadState('networkidle');
    // The server's cards are on the page, below the screen, without their code.
    const card = page.getByRole('region', { name: '評価の高い古民家' }).getByRole('listitem').first();
    await card.waitFor({ state: 'attached' });
    expect(cardCode).toEqual([]);

    // A tap on the first card, while its code is still on its way, is played again once it has arrived.
    await page.route(/\/assets\/top-rated-list-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await card.getByRole('button').first().click();
    await page.getByRole('dialog').getByRole('heading', { name: 'ログイン' }).waitFor();
    expect(cardCode).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});

/** A lazily imported page's preload names the page alone; the rest of its code comes from chunk-imports.json (docs/decisions/0022-first-page-javascript.md). */
describe("a page's code on the way to it", () => {
  it('is asked for all at once, from the list of what each chunk imports, once the visitor leaves the first page', async () => {
    const page = await app.visit('/contact');
    const asked = new Set<string>();
    page.on('request', (request) => asked.add(new URL(request.url()).pathname));
    await goTo(page, '/about-kominka');
    await page.waitForLoadState('networkidle');
    // The first page, rendered on the server, had its code listed by the server: no list was fetched.
    expect(asked.has('/chunk-imports.json')).toBe(false);

    await page.getByRole('banner').getByRole('link', { name: '古民家を探す' }).first().click();
    await page.waitForURL('**/search');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const chunkImports: Record<string, string[]> = await page.request.get('/chunk-imports.json').then((response) => response.json());
    const searchPage = [...asked].find((path) => /^\/assets\/search-page-[^/]+\.js$/.test(path));
    expect(searchPage).toBeDefined();
    const imports = chunkImports[searchPage!];
    expect(imports.length).toBeGreaterThan(3);
    // Every chunk the search page imports, all the way down, was preloaded beside it.
    const preloaded = await page.evaluate(() => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname));
    expect(imports.filter((file) => !preloaded.includes(file))).toEqual([]);
    expect(imports.filter((file) => !asked.has(file))).toEqual([]);
  });
});
