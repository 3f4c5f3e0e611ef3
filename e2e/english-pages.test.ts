import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, japanDate } from '@/domain/japan-date';
import { reloadPage } from './support/browser';
import { useApp } from './support/fixture';

// The demo data: houses, masters with their English names, the demo guest.
const app = useApp({ SEED: 'demo' });

const checkIn = addDays(japanDate(), 40);

/** The tests that open every English page one after another. */
const PAGES_TIMEOUT = 240_000;
const checkOut = addDays(checkIn, 2);

/**
 * Every English guest page converted so far (docs/decisions/0042-english-guest-pages.md): later
 * conversions add theirs. `japanese`: the same page in Japanese, where the switch leads.
 */
const ENGLISH_PAGES: { path: string; japanese: string; open?: (page: Page) => Promise<void> }[] = [
  { path: '/en', japanese: '/' },
  { path: '/en/search', japanese: '/search' },
  { path: `/en/search?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`, japanese: `/search?checkIn=${checkIn}&checkOut=${checkOut}&guests=2` },
  { path: '/en/no-such-page', japanese: '/no-such-page' },
  // The guest's account pages that anyone may open (src/web/features/contact, legal, password-reset, email-verification, review).
  { path: '/en/contact', japanese: '/contact' },
  { path: '/en/terms', japanese: '/terms' },
  { path: '/en/privacy', japanese: '/privacy' },
  { path: '/en/tokushoho', japanese: '/tokushoho' },
  { path: '/en/forgot-password', japanese: '/forgot-password' },
  { path: '/en/reset-password', japanese: '/reset-password' },
  { path: '/en/verify-email', japanese: '/verify-email' },
  { path: '/en/review-confirmation', japanese: '/review-confirmation' },
];

/**
 * The guest's own pages (bookings, a booking and its check-in and refund account, the review, favourites, the
 * profile): signed in with the demo guest, at a booking of theirs (`{booking}` a confirmed stay, `{review}` a stay to review).
 */
const ENGLISH_GUEST_PAGES = ['/bookings', '/bookings?tab=past', '/bookings?tab=cancelled', '/booking-check', '/booking/{booking}', '/booking/{booking}/check-in', '/booking/{booking}/refund-account', '/review/{review}', '/favorites', '/profile'];

/** Signed out, the sign-in and sign-up dialog, opened from the header. */
async function openSignIn(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog').getByRole('heading', { name: 'Log in' }).waitFor();
}

async function openSignUp(page: Page) {
  await openSignIn(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Sign up' }).click();
  await page.getByRole('dialog').getByRole('heading', { name: 'Sign up' }).waitFor();
}

/** Text on the page in Japanese script outside an element marked `lang="ja"` (a house's own text). */
function japaneseOutsideJa(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const japanese = /\p{Script=Hiragana}|\p{Script=Katakana}|\p{Script=Han}/u;
    const found: string[] = [];
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

async function expectEnglishPage(page: Page, path: string, japanese: string) {
  expect(await page.locator('html').getAttribute('lang')).toBe('en');
  expect(await japaneseOutsideJa(page)).toEqual([]);
  const alternates = await page.locator('head link[rel="alternate"]').evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href') ?? '').pathname]));
  const plain = japanese.split('?')[0];
  expect(alternates).toEqual([
    ['ja', plain],
    ['en', path.split('?')[0]],
    ['x-default', plain],
  ]);
  expect(await page.locator('head link[rel="canonical"]').count()).toBe(1);
}

async function signIn(page: Page) {
  const res = await page.request.post('/api/auth/login', { data: { email: 'guest@example.jp', password: 'kominka123' } });
  expect(res.status()).toBe(200);
  await reloadPage(page);
  await page.getByRole('banner').getByRole('link', { name: '山田 花子' }).waitFor();
}

describe('the English guest pages', () => {
  it('are in English signed out, with the language links, and the switch leads to the same page in Japanese', async () => {
    for (const { path, japanese } of ENGLISH_PAGES) {
      const page = await app.visit(path);
      await page.getByRole('main').waitFor();
      await expectEnglishPage(page, path, japanese);
      if (path === '/en') {
        await openSignIn(page);
        expect(await japaneseOutsideJa(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await openSignUp(page);
        expect(await japaneseOutsideJa(page)).toEqual([]);
        await page.keyboard.press('Escape');
      }
      const toJapanese = page.getByRole('banner').locator('a[hreflang="ja"]');
      expect(await toJapanese.textContent()).toBe('日本語');
      await toJapanese.click();
      await page.waitForURL((url) => `${url.pathname}${url.search}` === japanese);
      expect(await page.locator('html').getAttribute('lang')).toBe('ja');
      // The choice is remembered.
      expect((await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('ja');
      await page.close();
    }
  }, PAGES_TIMEOUT);

  it('are in English signed in', async () => {
    const page = await app.visit('/en');
    await signIn(page);
    for (const { path, japanese } of ENGLISH_PAGES) {
      await page.goto(path);
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await page.getByRole('banner').getByRole('button', { name: 'Log out' }).waitFor();
      await expectEnglishPage(page, path, japanese);
    }
  }, PAGES_TIMEOUT);

  it('are in English on the guest’s own pages, at a booking of theirs, with its price, policy and messages', async () => {
    const page = await app.visit('/en');
    await signIn(page);
    const mine = (await (await page.request.get('/api/user/bookings')).json()) as { id: string; status: string; canReview: boolean }[];
    const booking = mine.find((b) => b.status === 'confirmed') ?? mine[0];
    const review = mine.find((b) => b.status === 'completed' && b.canReview)?.id ?? '';
    expect(review).not.toBe('');
    // Every page's Japanese text outside lang="ja" at once, so that one failure names every page.
    const japaneseByPage: Record<string, string[]> = {};
    for (const path of ENGLISH_GUEST_PAGES.map((p) => p.replace('{booking}', booking.id).replace('{review}', review))) {
      await page.goto(`/en${path}`);
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await page.getByRole('main').getByRole('heading').first().waitFor();
      await page.waitForFunction(() => !document.querySelector('.animate-pulse, .animate-spin, [aria-busy="true"]'), undefined, { timeout: 8_000 }).catch(() => undefined);
      japaneseByPage[path] = await japaneseOutsideJa(page);
      if (japaneseByPage[path].length === 0) await expectEnglishPage(page, `/en${path}`, path);
    }
    expect(Object.fromEntries(Object.entries(japaneseByPage).filter(([, found]) => found.length > 0))).toEqual({});
    // A booking's page: its dates, the policy and what cancelling now would cost, in English.
    await page.goto(`/en/booking/${booking.id}`);
    await page.getByText('Cancellation policy').waitFor();
    await page.getByText(/Cancellation fee ¥[\d,]+ \/ refund ¥[\d,]+|cannot be cancelled/).first().waitFor();
    await page.getByText(/(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2} \d{4}, from \d{2}:\d{2}/).first().waitFor();
    // Cancelling shows the fee before the guest agrees.
    const cancel = page.getByRole('button', { name: /^Cancel booking/ }).first();
    if (await cancel.count()) {
      await cancel.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Cancellation fee', { exact: true }).waitFor();
      expect(await japaneseOutsideJa(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Back' }).click();
    }
    // A check-in guest with a Latin name needs no katakana.
    await page.goto(`/en/booking/${booking.id}/check-in`);
    await page.getByRole('heading', { name: 'Online check-in', level: 1 }).waitFor();
  }, PAGES_TIMEOUT);

  it('keep the language in their links and show the search in English, masters and counts included', async () => {
    const page = await app.visit(`/en/search?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
    const total = Number((await page.request.get(`/api/properties-with-booking-status?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`)).headers()['x-total-count']);
    await page.getByText(`${total.toLocaleString('en')} kominka found`).waitFor();
    await page.getByText('2 nights, 2 adults').first().waitFor();
    // Every house link stays English.
    const hrefs = await page.getByRole('main').locator('article a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.every((href) => href.startsWith('/en/property/'))).toBe(true);
    // The kominka features by their English names.
    await page.getByRole('button', { name: /More filters/ }).click();
    await page.getByLabel('Irori hearth').check();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/en\/search\?.*kominkaFeatures=irori/);
    expect(await japaneseOutsideJa(page)).toEqual([]);
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    await page.waitForURL((url) => url.pathname === '/en');
  });

  it('offer the English page to a browser that asks for English, without sending it there, until a choice is made', async () => {
    const context = await app.browser.newContext({ baseURL: app.server.url, locale: 'en-US', timezoneId: 'Asia/Tokyo' });
    const page = await context.newPage();
    await page.goto('/search');
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    expect(new URL(page.url()).pathname).toBe('/search');
    const offer = page.getByRole('link', { name: 'View this page in English?' });
    await offer.waitFor();
    await page.getByRole('button', { name: 'No thanks, stay in Japanese' }).click();
    await offer.waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    expect(await page.getByRole('link', { name: 'View this page in English?' }).count()).toBe(0);
    await context.close();
  });

  it('answer API refusals in English', async () => {
    const page = await app.visit('/en');
    await openSignIn(page);
    const dialog = page.getByRole('dialog');
    // Both forms stay in the dialog (the sign-up one hidden): the sign-in form's fields by their ids.
    await dialog.locator('#login-email').fill('guest@example.jp');
    await dialog.locator('#login-password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('The e-mail address or password is wrong').first().waitFor();
  });
});
