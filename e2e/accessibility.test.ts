import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { matchPath, type RouteObject } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, CheckoutSession } from '@/contract/bookings';
import type { HostProperty } from '@/contract/host-properties';
import type { PricingResult, PropertyDetail, PropertyListItem } from '@/contract/properties';
import { addDays, japanDate } from '@/domain/japan-date';
import { HostLayout } from '@/web/app/host-layout';
import { areaRoutesOf, loadRoute } from '@/web/app/route-modules';
import { routes } from '@/web/app/router';
import { goTo, newVisitor } from './support/browser';
import { adminLogin } from './support/admin-login';
import { useApp } from './support/fixture';

// Every page of the router, checked by axe-core as the people who can open it, on the demo data.
const app = useApp({ SEED: 'demo' });

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const GUEST = { email: 'guest@example.jp', password: 'kominka123' };
const HOST = { email: 'host@example.jp', password: 'kominka123' };
const HOME_TITLE = '古民家ステイ | 日本の古民家に泊まる';
const WALK_TIMEOUT = 900_000;

/**
 * Moderate violations that cannot be fixed, each with its reason: `${pattern} ${rule id}`. Serious and
 * critical ones are never accepted.
 */
const ACCEPTED_MODERATE: Record<string, string> = {};

/** Pages of different code that are one screen to the guest, and so share a title. */
const SAME_SCREEN: string[][] = [
  // The saved booking's confirmation and a held booking's, by its id: both the seed's 予約内容の確認 step.
  ['/booking-confirmation', '/booking-confirmation/:bookingId'],
  // The saved booking's payment and an awaiting booking's payment: both the お支払い step.
  ['/payment', '/payment/:bookingId'],
  // The seed's alternate success page shows the booking as the success page does.
  ['/booking-success', '/booking-completion', '/booking-completion/:bookingId'],
];
/** The same screens in English (`/en/…`) are grouped as the Japanese ones. */
const withoutEnglishPrefix = (pattern: string) => pattern.replace(/^\/en(?=\/)/, '');
const sameScreen = (a: string, b: string) => SAME_SCREEN.some((group) => group.includes(withoutEnglishPrefix(a)) && group.includes(withoutEnglishPrefix(b)));

// ---------------------------------------------------------------------------------------------------
// The pages, from the router's own route objects.

type Area = 'public' | 'guest' | 'host' | 'admin';
type Role = 'visitor' | 'guest' | 'host' | 'admin';

interface RoutePage {
  /** The full path pattern, e.g. /property/:id/booking. */
  pattern: string;
  area: Area;
  /** The page's code (the lazy loader's source): two patterns with the same code are one screen. */
  screen: string;
}

const join = (parent: string, path: string) => `${parent.replace(/\/$/, '')}/${path}`;

/**
 * Walks the route tree: a route with `path: 'admin'` and children is the back office, one whose
 * Component is HostLayout the host area, and a pathless route that wraps its children in an element
 * or lazily loaded component (RequireAuth, the guest gate) a guard for signed-in guests. A leaf with
 * only an `element` is a redirect (Navigate), not a page. An area route (`host/*`, `admin/*`) brings
 * its own table (route-modules.ts, `AreaHandle`), walked from the top, once however many routes lead to it.
 */
async function pagesOf(list: RouteObject[], parent = '', area: Area = 'public', walkedAreas = new Set<RouteObject[]>()): Promise<RoutePage[]> {
  const pages: RoutePage[][] = [];
  for (const route of list) {
    const path = route.path ? join(parent, route.path) : parent || '/';
    let inner = area;
    if (route.path === 'admin' && route.children) inner = 'admin';
    else if (route.Component === HostLayout) inner = 'host';
    else if (!route.path && route.children && (route.element || route.lazy) && area === 'public') inner = 'guest';
    if (route.children) {
      pages.push(await pagesOf(route.children, path, inner, walkedAreas));
      continue;
    }
    const areaRoutes = route.lazy ? areaRoutesOf((await loadRoute(route)).handle) : undefined;
    if (areaRoutes) {
      if (!walkedAreas.has(areaRoutes)) pages.push(await pagesOf(areaRoutes, '', inner, walkedAreas.add(areaRoutes)));
      continue;
    }
    const code = route.lazy ?? route.Component;
    if (code) pages.push([{ pattern: path, area: inner, screen: String(code) }]);
  }
  return pages.flat();
}

/** A pattern once: the host area's 404 route (`*`) is the guest area's, walked there. */
const onePerPattern = (page: RoutePage, index: number, all: RoutePage[]) => all.findIndex((other) => other.pattern === page.pattern) === index;

// ---------------------------------------------------------------------------------------------------
// How to open a page that needs ids, a query or earlier steps. A page missing here whose pattern has a
// parameter fails the test with its name; a page that sends the visitor elsewhere is reported.

interface DemoIds {
  houseId: string;
  stay: { checkIn: string; checkOut: string };
  /** A 30-minute hold of the demo guest, waiting for the card. */
  hold: CheckoutSession;
  /** A booking of the demo guest paid during the walk, and its checkout session. */
  paid: { bookingId: string; sessionId: string };
  /** A completed stay of the demo guest that can be reviewed. */
  reviewableBookingId: string;
  hostPropertyId: string;
  hostBookingId: string;
  hostUserId: string;
}

interface Sample {
  open: (page: Page, ids: DemoIds) => Promise<void>;
  /** Where the page leads on its own (a page that only passes the visitor on). */
  landsOn?: string;
}

const at = (url: (ids: DemoIds) => string): Sample => ({ open: (page, ids) => goTo(page, url(ids)) });

/** The guest form filled from the profile and sent: the saved booking the next pages show. */
async function saveBookingThroughForm(page: Page, ids: DemoIds) {
  await goTo(page, `/property/${ids.houseId}/booking?checkIn=${ids.stay.checkIn}&checkOut=${ids.stay.checkOut}&guests=2`);
  const form = page.getByRole('form', { name: 'ゲスト情報' });
  // Prefilled from the profile.
  await page.waitForFunction(() => (document.querySelector<HTMLInputElement>('input[name="guestName"]')?.value ?? '') !== '');
  await form.getByRole('button', { name: '予約内容の確認へ進む' }).click();
  await page.waitForURL('**/booking-confirmation');
}

const SAMPLES: Record<string, Sample> = {
  '/property/:id': at((ids) => `/property/${ids.houseId}`),
  '/en/property/:id': at((ids) => `/en/property/${ids.houseId}`),
  '/property/:id/booking': at((ids) => `/property/${ids.houseId}/booking?checkIn=${ids.stay.checkIn}&checkOut=${ids.stay.checkOut}&guests=2`),
  '/booking-confirmation': { open: saveBookingThroughForm },
  '/payment': {
    open: async (page, ids) => {
      await saveBookingThroughForm(page, ids);
      await goTo(page, '/payment');
    },
  },
  '/booking-confirmation/:bookingId': at((ids) => `/booking-confirmation/${ids.paid.bookingId}`),
  // The checkout only passes the guest on to the card page.
  '/checkout': { open: (page, ids) => goTo(page, `/checkout?bookingId=${ids.hold.bookingId}`), landsOn: '/checkout/local/:sessionId' },
  '/payment/:bookingId': at((ids) => `/payment/${ids.hold.bookingId}`),
  '/booking-form': at((ids) => `/booking-form?bookingId=${ids.hold.bookingId}`),
  '/booking-success': at((ids) => `/booking-success?session_id=${ids.paid.sessionId}`),
  '/booking-completion': at((ids) => `/booking-completion?bookingId=${ids.paid.bookingId}`),
  '/booking-completion/:bookingId': at((ids) => `/booking-completion/${ids.paid.bookingId}`),
  '/booking/:id': at((ids) => `/booking/${ids.paid.bookingId}`),
  '/booking/:id/check-in': at((ids) => `/booking/${ids.paid.bookingId}/check-in`),
  // A card payment's refund goes back to the card: the page says there is no transfer to give an account for.
  '/booking/:id/refund-account': at((ids) => `/booking/${ids.paid.bookingId}/refund-account`),
  '/review/:bookingId': at((ids) => `/review/${ids.reviewableBookingId}`),
  '/en/booking/:id': at((ids) => `/en/booking/${ids.paid.bookingId}`),
  '/en/booking/:id/check-in': at((ids) => `/en/booking/${ids.paid.bookingId}/check-in`),
  '/en/booking/:id/refund-account': at((ids) => `/en/booking/${ids.paid.bookingId}/refund-account`),
  '/en/review/:bookingId': at((ids) => `/en/review/${ids.reviewableBookingId}`),
  '/booking-failed': at((ids) => `/booking-failed?bookingId=${ids.hold.bookingId}&propertyId=${ids.houseId}`),
  '/*': at(() => '/no/such/page'),
  '/host/properties/:id/edit': at((ids) => `/host/properties/${ids.hostPropertyId}/edit`),
  '/host/properties/:id/preview': at((ids) => `/host/properties/${ids.hostPropertyId}/preview`),
  '/host/bookings/:id': at((ids) => `/host/bookings/${ids.hostBookingId}`),
  '/owner/:ownerId': at((ids) => `/owner/${ids.hostUserId}`),
  '/admin/*': at(() => '/admin/no/such/page'),
  '/checkout/local/:sessionId': at((ids) => new URL(ids.hold.url, app.server.url).pathname),
};

/** The guest form in English, sent with its prefilled details: the saved booking the English pages show. */
async function saveBookingThroughEnglishForm(page: Page, ids: DemoIds) {
  await goTo(page, `/en/property/${ids.houseId}/booking?checkIn=${ids.stay.checkIn}&checkOut=${ids.stay.checkOut}&guests=2`);
  await page.waitForFunction(() => (document.querySelector<HTMLInputElement>('input[name="guestName"]')?.value ?? '') !== '');
  await page.getByRole('form', { name: 'Guest details' }).getByRole('button', { name: 'Continue to review' }).click();
  await page.waitForURL('**/en/booking-confirmation');
}

// The booking and payment flow's English pages (ENGLISH_WALKED), with the same data as the Japanese ones.
Object.assign(SAMPLES, {
  '/en/property/:id/booking': at((ids) => `/en/property/${ids.houseId}/booking?checkIn=${ids.stay.checkIn}&checkOut=${ids.stay.checkOut}&guests=2`),
  '/en/booking-confirmation': { open: saveBookingThroughEnglishForm },
  '/en/payment': {
    open: async (page: Page, ids: DemoIds) => {
      await saveBookingThroughEnglishForm(page, ids);
      await goTo(page, '/en/payment');
    },
  },
  '/en/booking-confirmation/:bookingId': at((ids) => `/en/booking-confirmation/${ids.paid.bookingId}`),
  '/en/checkout': { open: (page: Page, ids: DemoIds) => goTo(page, `/en/checkout?bookingId=${ids.hold.bookingId}`), landsOn: '/checkout/local/:sessionId' },
  '/en/payment/:bookingId': at((ids) => `/en/payment/${ids.hold.bookingId}`),
  '/en/booking-form': at((ids) => `/en/booking-form?bookingId=${ids.hold.bookingId}`),
  '/en/booking-success': at((ids) => `/en/booking-success?session_id=${ids.paid.sessionId}`),
  '/en/booking-completion': at((ids) => `/en/booking-completion?bookingId=${ids.paid.bookingId}`),
  '/en/booking-completion/:bookingId': at((ids) => `/en/booking-completion/${ids.paid.bookingId}`),
  '/en/booking-failed': at((ids) => `/en/booking-failed?bookingId=${ids.hold.bookingId}&propertyId=${ids.houseId}`),
} satisfies Record<string, Sample>);

/** Opens the page, then waits for its data: the network quiet and no skeleton, spinner or busy list left. */
async function openPage(page: Page, target: RoutePage, ids: DemoIds) {
  const sample = SAMPLES[target.pattern];
  if (!sample && /[:*]/.test(target.pattern)) throw new Error(`${target.pattern}: add a sample with real ids to SAMPLES in e2e/accessibility.test.ts`);
  await (sample ? sample.open(page, ids) : goTo(page, target.pattern));
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  // A lazily loaded page (the local card page) may still be an empty root once the network is quiet on a busy
  // machine: the check waits for the page itself (every page has its main landmark), then for its data.
  await page.waitForFunction(() => document.querySelector('main'), undefined, { timeout: 20_000 }).catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('.animate-pulse, .animate-spin, [aria-busy="true"]'), undefined, { timeout: 8_000 })
    .catch(() => undefined);
  const landed = new URL(page.url()).pathname;
  return { landed, reached: matchPath(sample?.landsOn ?? target.pattern, landed) !== null };
}

// ---------------------------------------------------------------------------------------------------
// The demo data the samples need, found or made through the API.

async function apiJson<T>(page: Page, path: string, init: { method?: 'GET' | 'POST'; data?: unknown } = {}): Promise<T> {
  const res = init.method === 'POST' ? await page.request.post(path, { data: init.data }) : await page.request.get(path);
  if (!res.ok()) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Two free two-night stays in one instant-booking house for two. */
async function freeStays(page: Page) {
  const checkIn = addDays(japanDate(), 200);
  const list = await apiJson<PropertyListItem[]>(page, `/api/properties-with-booking-status?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&guests=2&hideBooked=true&pageSize=50`);
  for (const item of list) {
    const house = await apiJson<PropertyDetail>(page, `/api/properties/${item.id}`);
    if (house.requiresApproval || house.minNights > 2 || house.maxGuests < 2) continue;
    const stays: { checkIn: string; checkOut: string }[] = [];
    for (let ahead = 200; stays.length < 3 && ahead < 300; ahead += 5) {
      const stay = { checkIn: addDays(japanDate(), ahead), checkOut: addDays(japanDate(), ahead + 2) };
      const price = await apiJson<PricingResult>(page, `/api/properties/${house.id}/calendar/calculate-pricing`, {
        method: 'POST',
        data: { checkinDate: stay.checkIn, checkoutDate: stay.checkOut },
      });
      if (price.available) stays.push(stay);
    }
    if (stays.length === 3) return { house, stays };
  }
  throw new Error('no instant-booking house with three free stays');
}

async function holdStay(page: Page, houseId: string, stay: { checkIn: string; checkOut: string }) {
  return apiJson<CheckoutSession>(page, '/api/create-checkout-session', {
    method: 'POST',
    data: {
      propertyId: houseId,
      checkinDate: stay.checkIn,
      checkoutDate: stay.checkOut,
      guestsAdults: 2,
      guestName: '山田 花子',
      guestEmail: GUEST.email,
      guestPhone: '090-1234-5678',
    },
  });
}

async function demoIds(guest: Page, host: Page): Promise<DemoIds> {
  const { house, stays } = await freeStays(guest);
  const hold = await holdStay(guest, house.id, stays[1]);
  const toPay = await holdStay(guest, house.id, stays[2]);
  await apiJson(guest, `/api/payments/local/${toPay.sessionId}/complete`, { method: 'POST', data: { cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' } });
  const mine = await apiJson<Booking[]>(guest, '/api/user/bookings');
  let reviewableBookingId = '';
  for (const booking of mine.filter((b) => b.status === 'completed')) {
    if ((await guest.request.get(`/api/bookings/${booking.id}/review-details`)).ok()) {
      reviewableBookingId = booking.id;
      break;
    }
  }
  if (!reviewableBookingId) throw new Error('the demo guest has no stay to review');
  const hostHouses = await apiJson<HostProperty[]>(host, '/api/host/properties?pageSize=100');
  const hostBookings = await apiJson<{ id: string }[]>(host, '/api/host/bookings?pageSize=100');
  const hostUser = await apiJson<{ id: string }>(host, '/api/auth/user');
  return {
    houseId: house.id,
    stay: stays[0],
    hold,
    paid: { bookingId: toPay.bookingId, sessionId: toPay.sessionId },
    reviewableBookingId,
    hostPropertyId: hostHouses[0].id,
    hostBookingId: hostBookings[0].id,
    hostUserId: hostUser.id,
  };
}

// ---------------------------------------------------------------------------------------------------
// The walk: one browser context per role, the pages one after another.

interface Violation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

interface Checked {
  role: Role;
  pattern: string;
  url: string;
  title: string;
  screen: string;
  /** Opening the page, and axe's analysis. */
  ms: [number, number];
  violations: Violation[];
}

const checked: Checked[] = [];
const unreached: string[] = [];
const contexts: BrowserContext[] = [];
/** Every error a page of the walks logged in the console, or threw. */
const consoleErrors: string[] = [];

async function signedIn(role: Role): Promise<Page> {
  const context = await newVisitor(app.browser, app.server.url);
  contexts.push(context);
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The not-found page is answered with a 404 on purpose: the browser names that answer, nothing else may be named.
    if (message.location().url === page.url() && message.text().includes('status of 404')) return;
    consoleErrors.push(`${role} ${new URL(page.url()).pathname}: ${message.text()}`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`${role} ${new URL(page.url()).pathname}: ${error.message}`));
  // What the Content-Security-Policy refused (a script's eval, an inline style or image from elsewhere) counts as an error too:
  // Chromium reports some refusals only as an issue, not in the console.
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP refused ${event.violatedDirective}: ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`)),
  );
  await goTo(page, '/about-kominka');
  if (role === 'guest' || role === 'host') {
    const res = await page.request.post('/api/auth/login', { data: role === 'guest' ? GUEST : HOST });
    expect(res.status()).toBe(200);
  }
  if (role === 'admin') await adminLogin(page);
  return page;
}

async function check(page: Page, role: Role, target: RoutePage, ids: DemoIds) {
  const started = Date.now();
  const { landed, reached } = await openPage(page, target, ids);
  if (!reached) {
    // A public page may send a signed-in guest on (the host's and the back office's sign-in pages).
    if (!(target.area === 'public' && role === 'guest')) unreached.push(`${role} ${target.pattern} → ${landed}`);
    return;
  }
  const analyzed = Date.now();
  // Legacy mode: axe runs in the page itself. The default runs each frame's part there and then finishes in a
  // blank page it opens for each analysis (for cross-origin frames, which the site has none of): the same
  // findings at about three times the cost (3.4–3.8 s against 8.5–10.8 s for `/` on a loaded machine).
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  checked.push({
    role,
    pattern: target.pattern,
    url: new URL(page.url()).pathname + new URL(page.url()).search,
    title: await page.title(),
    screen: target.screen,
    ms: [analyzed - started, Date.now() - analyzed],
    violations: result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    })),
  });
  for (const v of result.violations) console.info(`${role} ${target.pattern}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/**
 * The guest pages are mounted again under /en (docs/decisions/0042-english-guest-pages.md): the same
 * screens, walked once in Japanese; of the English ones, those converted so far.
 */
const ENGLISH_WALKED = [
  '/en',
  '/en/search',
  '/en/property/:id',
  // The booking flow (src/web/features/booking, payment).
  '/en/property/:id/booking',
  '/en/booking-confirmation',
  '/en/payment',
  '/en/booking-confirmation/:bookingId',
  '/en/checkout',
  '/en/payment/:bookingId',
  '/en/booking-form',
  '/en/booking-success',
  '/en/booking-completion',
  '/en/booking-completion/:bookingId',
  '/en/booking-failed',
  // The guest's own pages (src/web/features/bookings, check-in, review, favorites, profile, contact, legal, password-reset, email-verification).
  '/en/bookings',
  '/en/booking-check',
  '/en/booking/:id',
  '/en/booking/:id/check-in',
  '/en/booking/:id/refund-account',
  '/en/review/:bookingId',
  '/en/review-confirmation',
  '/en/favorites',
  '/en/profile',
  '/en/contact',
  '/en/terms',
  '/en/privacy',
  '/en/tokushoho',
  '/en/forgot-password',
  '/en/reset-password',
  '/en/verify-email',
  // What a kominka is (src/web/features/about).
  '/en/about-kominka',
];
const pages = (await pagesOf(routes)).filter(onePerPattern).filter((p) => !/^\/en(\/|$)/.test(p.pattern) || ENGLISH_WALKED.includes(p.pattern));

/**
 * The public pages a signed-in guest walks too: those whose content changes for a signed-in guest (the
 * header's account menu, the favourite buttons, the booking box). Every other public page is the
 * visitor's page with the same header, which the visitor's walk and these already check.
 */
const GUEST_PUBLIC_PAGES = ['/', '/search', '/property/:id', '/contact'];

/** The walks run side by side, each in its own browser context, its pages one after another. */
const WALKS: { role: Role; areas: Area[]; only?: string[] }[] = [
  { role: 'visitor', areas: ['public'] },
  { role: 'guest', areas: ['public'], only: GUEST_PUBLIC_PAGES },
  { role: 'guest', areas: ['guest'] },
  { role: 'host', areas: ['host'] },
  { role: 'admin', areas: ['admin'] },
];

async function walk(role: Role, areas: Area[], ids: DemoIds, only?: string[]) {
  const page = await signedIn(role);
  for (const target of pages.filter((p) => areas.includes(p.area) && (!only || only.includes(p.pattern)))) await check(page, role, target, ids);
}

describe('accessibility of every page', () => {
  beforeAll(async () => {
    const [guest, host] = await Promise.all([signedIn('guest'), signedIn('host')]);
    const ids = await demoIds(guest, host);
    await Promise.all(WALKS.map((w) => walk(w.role, w.areas, ids, w.only)));
  }, WALK_TIMEOUT);

  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
  });

  it('finds every page of the router, in each area', () => {
    const areas = new Set(pages.map((p) => p.area));
    expect([...areas].sort()).toEqual(['admin', 'guest', 'host', 'public']);
    expect(pages.map((p) => p.pattern)).toContain('/property/:id/booking');
  });

  it('opens every page as the role that may open it', () => {
    expect(unreached).toEqual([]);
    const seen = new Set(checked.map((c) => c.pattern));
    expect(pages.map((p) => p.pattern).filter((p) => !seen.has(p))).toEqual([]);
    console.info(`axe checked ${checked.length} page visits:\n${checked.map((c) => `  ${c.role.padEnd(7)} ${c.url} (${c.ms[0]} + ${c.ms[1]} ms)`).join('\n')}`);
  });

  it('has no serious, critical or moderate WCAG 2.2 A/AA violation on any page', () => {
    const lines: string[] = [];
    for (const page of checked) {
      for (const v of page.violations) {
        if (v.impact === 'minor') continue;
        if (v.impact === 'moderate' && ACCEPTED_MODERATE[`${page.pattern} ${v.id}`]) continue;
        lines.push(`${page.role} ${page.url}: ${v.id} (${v.impact}) ${v.help} — ${v.targets.join(' | ')}`);
      }
    }
    const minor = checked.flatMap((p) => p.violations.filter((v) => v.impact === 'minor').map((v) => `${p.url}: ${v.id}`));
    if (minor.length) console.info(`minor findings:\n${minor.join('\n')}`);
    expect(lines).toEqual([]);
  });

  it('logs no error in the console and meets no refusal of the Content-Security-Policy on any page, for any role', () => {
    console.info(`console errors over ${checked.length} page visits: ${consoleErrors.length}`);
    expect(consoleErrors).toEqual([]);
  });

  it('gives every page its own meaningful title', () => {
    const problems: string[] = [];
    const screenOfTitle = new Map<string, { screen: string; pattern: string }>();
    // A page that only passes the visitor on is judged where it lands.
    for (const page of checked.filter((c) => !SAMPLES[c.pattern]?.landsOn)) {
      if (page.pattern !== '/' && page.title === HOME_TITLE) problems.push(`${page.url}: the home page's title`);
      if (!/古民家ステイ|Kominka Stay/.test(page.title) || page.title.replace(/古民家ステイ|Kominka Stay|管理画面|[|｜\s]/g, '') === '') problems.push(`${page.url}: 「${page.title}」`);
      const other = screenOfTitle.get(page.title);
      if (other && other.screen !== page.screen && !sameScreen(other.pattern, page.pattern)) problems.push(`${page.url}: 「${page.title}」 is also the title of ${other.pattern}`);
      screenOfTitle.set(page.title, { screen: page.screen, pattern: page.pattern });
    }
    expect([...new Set(problems)]).toEqual([]);
  });
});
