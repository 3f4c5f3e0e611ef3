import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PropertyListItem } from '@/contract/properties';
import { addDays, japanDate } from '@/domain/japan-date';
import { newVisitor, reloadPage } from './support/browser';
import { useApp } from './support/fixture';
import { japaneseOutsideJa } from './support/english';

// The demo data: houses, masters with their English names, the demo guest.
const app = useApp({ SEED: 'demo' });

const checkIn = addDays(japanDate(), 40);

/** The tests that open English pages one after another (five, or the guest's own pages). */
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
  { path: '/en/property/:house-with-english', japanese: '/property/:house-with-english' },
  { path: `/en/property/:house-with-english?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`, japanese: `/property/:house-with-english?checkIn=${checkIn}&checkOut=${checkOut}&guests=2` },
  { path: '/en/property/:house-without-english', japanese: '/property/:house-without-english' },
  // The guest's account pages that anyone may open (src/web/features/contact, legal, password-reset, email-verification, review).
  { path: '/en/contact', japanese: '/contact' },
  { path: '/en/terms', japanese: '/terms' },
  { path: '/en/privacy', japanese: '/privacy' },
  { path: '/en/tokushoho', japanese: '/tokushoho' },
  { path: '/en/forgot-password', japanese: '/forgot-password' },
  { path: '/en/reset-password', japanese: '/reset-password' },
  { path: '/en/verify-email', japanese: '/verify-email' },
  { path: '/en/review-confirmation', japanese: '/review-confirmation' },
  // What a kominka is (src/web/features/about).
  { path: '/en/about-kominka', japanese: '/about-kominka' },
];

/** The pages in groups of five, each group a test of its own (its own time limit on a busy machine): [its pages' paths, the pages]. */
const PAGE_GROUPS: [string, typeof ENGLISH_PAGES][] = Array.from({ length: Math.ceil(ENGLISH_PAGES.length / 5) }, (_, i) => {
  const pages = ENGLISH_PAGES.slice(i * 5, i * 5 + 5);
  return [pages.map((page) => page.path.split('?')[0]).join(', '), pages];
});

/** Demo houses the pages above open by a name: one whose host wrote English (src/db/seed/properties.ts), one without. */
const HOUSES: Record<string, string> = { ':house-with-english': '京町家 一棟貸し「紬」', ':house-without-english': '奈良町 格子戸の町家「萌黄」' };
const houseIds: Record<string, string> = {};
beforeAll(async () => {
  for (const [name, title] of Object.entries(HOUSES)) {
    const res = await fetch(`${app.server.url}/api/properties-with-booking-status?destination=${encodeURIComponent(title)}`);
    houseIds[name] = ((await res.json()) as PropertyListItem[]).find((house) => house.title === title)!.id;
  }
});

/** A page of ENGLISH_PAGES with its houses' ids. */
const withIds = ({ path, japanese }: { path: string; japanese: string }) => {
  const fill = (text: string) => text.replace(/:house-[a-z-]+/, (name) => houseIds[name]);
  return { path: fill(path), japanese: fill(japanese) };
};

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
  it.each(PAGE_GROUPS)('are in English signed out, with the language links, and the switch leads to the same page in Japanese (%s)', async (_name, pages) => {
    for (const { path, japanese } of pages.map(withIds)) {
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

  it("save a signed-in guest's choice from the header's switch as the language of their e-mails", async () => {
    const page = await app.visit('/');
    const signUp = await page.request.post('/api/auth/signup', { data: { fullName: 'Switch Tester', email: `switch-${Date.now()}@example.com`, password: 'password123' } });
    expect(signUp.status()).toBe(201);
    const { user } = (await signUp.json()) as { user: { id: string } };
    const emailLanguage = async () => ((await (await page.request.get(`/api/users/${user.id}`)).json()) as { language: string }).language;
    expect(await emailLanguage()).toBe('ja');
    await page.goto('/profile');
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.getByRole('banner').locator('a[hreflang="en"]').click();
    await page.waitForURL((url) => url.pathname === '/en/profile');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await emailLanguage()).toBe('en');
    await page.getByRole('banner').locator('a[hreflang="ja"]').click();
    await page.waitForURL((url) => url.pathname === '/profile');
    expect(await emailLanguage()).toBe('ja');
    await page.close();
  });

  it.each(PAGE_GROUPS)('are in English signed in (%s)', async (_name, pages) => {
    const page = await app.visit('/en');
    await signIn(page);
    for (const { path, japanese } of pages.map(withIds)) {
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
    // A stay held for payment: its review and payment pages show the guest's details in the guest's own
    // words (here a Japanese name and request, marked lang="ja"), the rest in English.
    const hold = await page.request.post('/api/bookings', {
      data: {
        propertyId: houseIds[':house-without-english'],
        checkIn: addDays(japanDate(), 150),
        checkOut: addDays(japanDate(), 152),
        guestsAdults: 2,
        guestName: '山田 花子',
        guestNameKana: 'ヤマダ ハナコ',
        guestEmail: 'guest@example.jp',
        guestPhone: '090-1234-5678',
        specialRequests: '到着は夕方になります',
      },
    });
    expect(hold.status(), await hold.text()).toBe(201);
    const held = ((await hold.json()) as { id: string }).id;
    for (const path of [`/booking-confirmation/${held}`, `/payment/${held}`]) {
      await page.goto(`/en${path}`);
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await page.getByRole('main').getByText('山田 花子').first().waitFor();
      await page.getByRole('main').getByText('到着は夕方になります').first().waitFor();
      japaneseByPage[path] = await japaneseOutsideJa(page);
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

  it('fit a phone’s screen: no English page, public or the guest’s own, runs off its side at 375 px', async () => {
    const page = await app.visit('/en', { mobile: true });
    // On a phone the account's link is in the menu: signed in through the API, the pages below show the guest's own.
    expect((await page.request.post('/api/auth/login', { data: { email: 'guest@example.jp', password: 'kominka123' } })).status()).toBe(200);
    const mine = (await (await page.request.get('/api/user/bookings')).json()) as { id: string; status: string; canReview: boolean }[];
    const booking = mine.find((b) => b.status === 'confirmed') ?? mine[0];
    const review = mine.find((b) => b.status === 'completed' && b.canReview)?.id ?? '';
    const paths = [
      ...ENGLISH_PAGES.map((p) => withIds(p).path),
      ...ENGLISH_GUEST_PAGES.map((p) => `/en${p.replace('{booking}', booking.id).replace('{review}', review)}`),
    ];
    // Every page's width at once, so that one failure names every page.
    const tooWide: Record<string, number> = {};
    for (const path of paths) {
      await page.goto(path);
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await page.getByRole('main').waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 375) tooWide[path] = width;
    }
    expect(tooWide).toEqual({});
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

  it('explain what a kominka is in English, its Japanese words in romaji with the Japanese beside them, and link to the English search and contact', async () => {
    const page = await app.visit('/en/about-kominka');
    await page.getByRole('heading', { level: 1, name: 'About kominka' }).waitFor();
    expect(await page.title()).toBe('About kominka | Kominka Stay');
    const contents = page.getByRole('navigation', { name: 'On this page' });
    expect(await contents.getByRole('link').allTextContents()).toEqual(['1.About kominka', '2.What to look for', '3.How to enjoy', '4.House etiquette', '5.Kominka across Japan']);
    const irori = page.getByRole('main').locator('dt').filter({ hasText: 'Irori' });
    expect(await irori.textContent()).toBe('Irori 囲炉裏Sunken hearth');
    expect(await irori.locator('[lang="ja"]').textContent()).toBe('囲炉裏');
    const callToAction = page.getByRole('region', { name: 'Plan your kominka stay' });
    expect(await callToAction.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/en/contact');
    await callToAction.getByRole('link', { name: 'Find a kominka' }).click();
    await page.waitForURL((url) => url.pathname === '/en/search');
    expect(await japaneseOutsideJa(page)).toEqual([]);
  });

  it('offer the English page to a browser that asks for English, without sending it there, until a choice is made', async () => {
    const context = await newVisitor(app.browser, app.server.url, false, 'en-US');
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

  it("show a house's own English where the host wrote it, and else its Japanese with a note", async () => {
    const english = await app.visit(withIds({ path: '/en/property/:house-with-english', japanese: '' }).path);
    await english.getByRole('heading', { level: 1, name: 'Tsumugi: a whole Kyoto machiya to yourself' }).waitFor();
    const overview = english.locator('#overview');
    await overview.getByText(/^A 1912 Kyoto townhouse/).waitFor();
    expect(await overview.getByText('The host wrote this in Japanese.').count()).toBe(0);
    await english.getByText('Higashiyama Ward, Kyoto City, Kyoto').waitFor();
    await english.getByTestId('lodging-basis').getByText(/^Legal basis: (Registered|Licensed|Certified) under the /).waitFor();

    const japanese = await app.visit(withIds({ path: '/en/property/:house-without-english', japanese: '' }).path);
    const title = japanese.getByRole('heading', { level: 1 });
    expect(await title.locator('[lang="ja"]').textContent()).toBe('奈良町 格子戸の町家「萌黄」');
    await japanese.locator('#overview').getByText('The host wrote this in Japanese.').waitFor();
    expect(await japaneseOutsideJa(japanese)).toEqual([]);
  });

  it("show the host's English title and the city in romaji on the guest's favourites, bookings and booking", async () => {
    const page = await app.visit('/en');
    await signIn(page);
    const houseId = houseIds[':house-with-english'];
    const title = 'Tsumugi: a whole Kyoto machiya to yourself';
    expect((await page.request.post(`/api/favorites/${houseId}`)).status()).toBe(201);
    // A hold on free nights far ahead: the lists show it until it is let go at the end.
    let bookingId = '';
    for (let ahead = 200; !bookingId && ahead < 260; ahead += 3) {
      const res = await page.request.post('/api/create-checkout-session', {
        data: { propertyId: houseId, checkinDate: addDays(japanDate(), ahead), checkoutDate: addDays(japanDate(), ahead + 2), guestsAdults: 2, guestName: 'Emma Clarke', guestEmail: 'guest@example.jp', guestPhone: '090-1234-5678', language: 'en' },
      });
      if (res.status() === 201) bookingId = ((await res.json()) as { bookingId: string }).bookingId;
    }
    expect(bookingId).not.toBe('');
    try {
      await page.goto('/en/favorites');
      const card = page.getByRole('article', { name: title });
      await card.getByText('Higashiyama Ward, Kyoto City, Kyoto').waitFor();
      expect(await japaneseOutsideJa(page)).toEqual([]);

      await page.goto('/en/bookings');
      const booking = page.getByRole('main').getByRole('heading', { level: 2, name: title });
      await booking.first().waitFor();
      await page.getByRole('main').getByText('Higashiyama Ward, Kyoto City, Kyoto').first().waitFor();
      expect(await japaneseOutsideJa(page)).toEqual([]);

      await page.goto(`/en/booking/${bookingId}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await japaneseOutsideJa(page)).toEqual([]);
      // The same house in Japanese keeps its Japanese title.
      await page.goto(`/booking/${bookingId}`);
      await page.getByRole('heading', { level: 1, name: '京町家 一棟貸し「紬」' }).waitFor();
    } finally {
      await page.request.put(`/api/bookings/${bookingId}/cancel`, { data: {} });
      await page.request.delete(`/api/favorites/${houseId}`);
    }
  });
});

/** A free two-night stay, `ahead` days from today on, in an instant-booking house for two (the demo data). */
async function freeStay(page: Page, ahead: number) {
  const from = addDays(japanDate(), ahead);
  const list = (await (await page.request.get(`/api/properties-with-booking-status?checkIn=${from}&checkOut=${addDays(from, 2)}&guests=2&hideBooked=true&pageSize=50`)).json()) as { id: string }[];
  for (const item of list) {
    const house = (await (await page.request.get(`/api/properties/${item.id}`)).json()) as { id: string; requiresApproval: boolean; minNights: number; maxGuests: number };
    if (!house.requiresApproval && house.minNights <= 2 && house.maxGuests >= 2) return { houseId: house.id, checkIn: from, checkOut: addDays(from, 2) };
  }
  throw new Error('no instant-booking house free for two');
}

/**
 * The booking and payment flow in English (issue 32): a signed-in guest from /en/property/{id} to the end,
 * every page under /en and in English, the local provider's card page in the session's language.
 */
describe('the English booking and payment pages', () => {
  it('take a guest from the guest form to the success page in English, a Latin name and no furigana', async () => {
    const page = await app.visit('/en');
    await signIn(page);
    const stay = await freeStay(page, 60);
    const formPath = `/en/property/${stay.houseId}/booking?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=2`;
    await page.goto(formPath);
    const form = page.getByRole('form', { name: 'Guest details' });
    await form.waitFor();
    await expectEnglishPage(page, formPath, formPath.slice(3));
    expect(await page.locator('#guest-name-kana').count()).toBe(0);
    await form.getByLabel('Lead guest’s name').fill('');
    await form.getByRole('button', { name: 'Continue to review' }).click();
    await form.getByText('This field is required').waitFor();
    await form.getByLabel('Lead guest’s name').fill('Emma Clarke');
    await form.getByRole('button', { name: 'Continue to review' }).click();
    await page.waitForURL((url) => url.pathname === '/en/booking-confirmation');
    await page.getByRole('heading', { name: 'Review your booking', level: 1 }).waitFor();
    await page.getByText('Emma Clarke').waitFor();
    // Reached inside the app: the document's head is still the form's.
    expect(await japaneseOutsideJa(page)).toEqual([]);

    await page.goto('/en/payment');
    await page.getByRole('heading', { name: 'Payment', level: 1 }).waitFor();
    await expectEnglishPage(page, '/en/payment', '/payment');
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await page.getByText('To book, please accept the cancellation policy and the Terms of Service').waitFor();
    await page.getByLabel(/I accept the cancellation policy/).check();
    await page.getByRole('button', { name: 'Confirm and pay' }).click();

    // The local provider's card page: one address, in the language of the page that opened it.
    await page.waitForURL(/\/checkout\/local\//);
    await page.getByRole('heading', { name: 'Payment method', level: 1 }).waitFor();
    await page.getByText('Choose how to pay').waitFor();
    expect(await japaneseOutsideJa(page)).toEqual([]);
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry date').fill('12/40');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: /^Pay ¥/ }).click();
    await page.waitForURL((url) => url.pathname === '/en/booking-failed');
    await page.getByRole('heading', { name: 'Payment not completed' }).waitFor();
    expect(await japaneseOutsideJa(page)).toEqual([]);

    // Again, from the review, with the test card that pays.
    await page.getByRole('link', { name: 'Try again' }).click();
    await page.waitForURL((url) => url.pathname === '/en/booking-confirmation');
    await page.getByLabel(/I accept the cancellation policy/).check();
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await page.waitForURL(/\/checkout\/local\//);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date').fill('12/40');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: /^Pay ¥/ }).click();
    await page.waitForURL((url) => url.pathname === '/en/booking-success');
    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
    expect(await japaneseOutsideJa(page)).toEqual([]);
    const successPath = new URL(page.url()).pathname + new URL(page.url()).search;
    await page.goto(successPath);
    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
    await expectEnglishPage(page, successPath, successPath.slice(3));
  });

  it('show a held booking, its payment and its outcome in English', async () => {
    const page = await app.visit('/en');
    await signIn(page);
    const stay = await freeStay(page, 90);
    const hold = (await (
      await page.request.post('/api/create-checkout-session', {
        data: { propertyId: stay.houseId, checkinDate: stay.checkIn, checkoutDate: stay.checkOut, guestsAdults: 2, guestName: 'Emma Clarke', guestEmail: 'guest@example.jp', guestPhone: '090-1234-5678', language: 'en' },
      })
    ).json()) as { bookingId: string; sessionId: string };
    for (const path of [`/en/payment/${hold.bookingId}`, `/en/booking-confirmation/${hold.bookingId}`, `/en/booking-form?bookingId=${hold.bookingId}`, `/en/booking-failed?bookingId=${hold.bookingId}&propertyId=${stay.houseId}`]) {
      await page.goto(path);
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForFunction(() => !document.querySelector('.animate-pulse, .animate-spin'));
      await expectEnglishPage(page, path, path.slice(3));
    }
    await page.goto(`/en/checkout?bookingId=${hold.bookingId}`);
    await page.waitForURL(/\/checkout\/local\//);
    await page.getByText('Choose how to pay').waitFor();
    // コンビニ払い: the voucher, and the test mode's "mark paid", in English.
    await page.getByLabel(/^Convenience store/).check();
    await page.getByRole('button', { name: /^Get a payment number/ }).click();
    await page.getByRole('heading', { name: 'Convenience store payment details' }).waitFor();
    expect(await japaneseOutsideJa(page)).toEqual([]);
    await page.getByRole('button', { name: 'Mark as paid' }).click();
    await page.waitForURL((url) => url.pathname === '/en/booking-success');
    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
    await page.goto(`/en/booking-completion/${hold.bookingId}`);
    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
    await expectEnglishPage(page, `/en/booking-completion/${hold.bookingId}`, `/booking-completion/${hold.bookingId}`);
  });
});
