import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '@/db/schema';
import { addDays, japanDate } from '@/domain/japan-date';
import { dehydratedAnswers, type ServerRenderedState } from '@/web/app/server-rendered-state';
import { insertCatalog, insertHost, insertProperty } from './testing/fixtures';
import { createTestApp, signUpGuest, type TestApp } from './testing/test-app';
import { createTestWebDist } from './testing/web-dist';
import { renderWebPage } from './web-render';
import { keptPartsStats } from '@/web/server-kept-parts';

/**
 * The server renders the guest's public pages the same for every visitor, with nobody's data
 * (src/web/server-render.tsx, docs/decisions/0024-shared-pages-for-signed-in-visitors.md).
 */
let t: TestApp;
let dist: ReturnType<typeof createTestWebDist>;
let houseId: string;
let draftId: string;
let catalog: Awaited<ReturnType<typeof insertCatalog>>;

beforeAll(async () => {
  dist = createTestWebDist();
  t = await createTestApp({}, { webDistDir: dist.dir });
  catalog = await insertCatalog(t.db);
  const host = await insertHost(t.db);
  houseId = await insertProperty(t.db, catalog, { hostId: host.id, title: '美山 茅葺きの一棟宿', prefecture: '京都府', city: '南丹市', features: ['irori'] });
  draftId = await insertProperty(t.db, catalog, { hostId: host.id, title: '下書きの古民家', status: 'draft' });
});
afterAll(async () => {
  await t?.close();
  dist.remove();
});

async function page(url: string, cookie?: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, res.body).toBe(200);
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="server-state">([^<]*)<\/script>/.exec(res.body);
  return { res, html: root?.[1] ?? '', state: root ? (JSON.parse(root[2]) as ServerRenderedState) : null };
}

/** The URLs of the answers a page carries (a query key's segments joined, as the API client asks them). */
const answered = (state: ServerRenderedState | null) => (state ? dehydratedAnswers(state.answers).queries.map((q) => q.queryKey.join('/')) : []);

describe('server-rendered pages', () => {
  it('renders each public page once, for a visitor and for a signed-in guest: its route says what to fetch first', async () => {
    const guest = await signUpGuest(t.app);
    // A house with the visitor's dates: its quote (a POST) is left to the browser, not asked and refused.
    const urls = ['/', '/search', `/search?destination=${encodeURIComponent('京都')}&sort=price-low`, `/property/${houseId}`, `/property/${houseId}?checkIn=2099-01-10&checkOut=2099-01-12&guests=2`, '/about-kominka', '/terms', '/privacy', '/tokushoho'];
    for (const cookie of [undefined, guest.cookie]) {
      for (const url of urls) {
        const request = { url, headers: cookie ? { cookie } : {}, log: t.app.log } as unknown as FastifyRequest;
        const page = await renderWebPage(t.app, request);
        expect(page?.status, url).toBe(200);
        expect(page?.renders, `${url} ${cookie ? 'signed in' : 'signed out'}`).toBe(1);
      }
    }
  });

  it('renders the English about page in English, with no Japanese outside the words marked lang="ja"', async () => {
    const { res, html } = await page('/en/about-kominka');
    expect(res.body).toMatch(/<html lang="en"/);
    expect(html).toMatch(/<h1 id="about-title"[^>]*>About kominka<\/h1>/);
    expect(html).toContain('Irori<!-- --> <span lang="ja">囲炉裏</span>');
    const outsideJa = html.replace(/<(\w+)[^>]*\slang="ja"[^>]*>[^<]*<\/\1>/g, '').replace(/<[^>]+>/g, ' ');
    expect(outsideJa.match(/[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]+/gu)).toBeNull();
    // Its <head> names it in English from the server, as the Japanese page's does in Japanese; so do the legal pages'.
    expect(res.body).toContain('<title>About kominka | Kominka Stay</title>');
    expect((await page('/about-kominka')).res.body).toContain('<title>古民家とは | 古民家ステイ</title>');
    expect((await page('/en/terms')).res.body).toContain('<title>Terms of Service | Kominka Stay</title>');
  });

  it("renders a house's page with its answers, for the browser to hydrate", async () => {
    const { res, html, state } = await page(`/property/${houseId}`);
    expect(html).toContain('美山 茅葺きの一棟宿</h1>');
    expect(html).toContain('京都府');
    expect(html).not.toContain('shell');
    // Only the rules its markup can use are inline: the whole stylesheet comes once the page is on screen.
    expect(html).toContain('font-bold');
    expect(res.body).toContain('<style>body{margin:0}.font-bold{font-weight:700}</style>');
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css" disabled>');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(state?.user).toBeNull();
    expect(answered(state)).toEqual(expect.arrayContaining(['/api/auth/user', `/api/properties/${houseId}`]));
  });

  it("states a house's beds and futons in 組 and its floor space as stored", async () => {
    await t.db.update(properties).set({ beds: 6, floorSpaceM2: '180.5' }).where(eq(properties.id, houseId));
    const { html } = await page(`/property/${houseId}`);
    expect(html).toContain('ベッド・布団 6組');
    expect(html).toContain('180.5㎡');
    expect(html).not.toContain('ベッド6台');
  });

  it("gives a house's page its own title, description, card for LINE and X, and schema.org data for a lodging", async () => {
    const { res } = await page(`/property/${houseId}`);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<title>美山 茅葺きの一棟宿｜古民家ステイ</title>');
    expect(head).not.toContain('サイトの説明');
    expect(head).toMatch(/<meta name="description" content="京都府南丹市の古民家。最大\d+名・1泊¥[\d,]+〜（税込）。/);
    expect(head).toContain(`<link rel="canonical" href="${t.app.config.siteUrl}/property/${houseId}">`);
    expect(head).toContain('<meta property="og:title" content="美山 茅葺きの一棟宿｜古民家ステイ">');
    expect(head).toContain(`<meta property="og:url" content="${t.app.config.siteUrl}/property/${houseId}">`);
    expect(head).toMatch(/<meta name="twitter:card" content="summary(_large_image)?">/);
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(head);
    expect(JSON.parse(jsonLd![1])).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LodgingBusiness',
      name: '美山 茅葺きの一棟宿',
      address: { '@type': 'PostalAddress', addressCountry: 'JP', addressRegion: '京都府', addressLocality: '南丹市' },
      priceRange: expect.stringMatching(/^1泊 ¥[\d,]+〜$/),
    });
    // An unknown house keeps the site's own head (and its 404).
    const missing = await t.app.inject({ method: 'GET', url: '/property/00000000-0000-4000-8000-000000000000' });
    expect(missing.body).toContain('<title>古民家ステイ | 日本の古民家に泊まる</title>');
    expect(missing.body).not.toContain('og:title');
  });

  it('renders the search with its results, and never a draft', async () => {
    const { html, state } = await page('/search?destination=%E4%BA%AC%E9%83%BD');
    expect(html).toContain('美山 茅葺きの一棟宿');
    expect(html).not.toContain('下書きの古民家');
    expect(answered(state).some((key) => key.startsWith('/api/properties-with-booking-status'))).toBe(true);
  });

  it('renders the same page for every signed-in visitor, with nothing of theirs in it: the browser fills in the personal parts', async () => {
    const first = await signUpGuest(t.app, { fullName: '森 葉子' });
    const second = await signUpGuest(t.app, { fullName: '林 健太' });
    // Different favourites: the first guest has the house among hers, the second none.
    const added = await t.app.inject({ method: 'POST', url: `/api/favorites/${houseId}`, headers: { cookie: first.cookie } });
    expect(added.statusCode).toBe(201);
    for (const url of ['/', `/property/${houseId}`, '/search', '/about-kominka', '/no-such-page']) {
      const visit = (cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
      const [hers, his] = [await visit(first.cookie), await visit(second.cookie)];
      expect(his.statusCode, url).toBe(hers.statusCode);
      // The same page, rendered for each (a page is kept from its second ask) but for the time of its answers.
      const renderedAtLeftOut = (body: string) => body.replace(/"answers":\{"at":\d+,/, '"answers":{');
      expect(renderedAtLeftOut(his.body), url).toBe(renderedAtLeftOut(hers.body));
      for (const personal of ['森 葉子', first.user.email, first.user.id, '林 健太', second.user.email, '/api/favorites', '/api/auth/user', 'isFavorited']) {
        expect(hers.body, `${url} ${personal}`).not.toContain(personal);
      }
      if (url === '/no-such-page') continue;
      const state = JSON.parse(/id="server-state">([^<]*)</.exec(hers.body)![1]) as ServerRenderedState;
      // The browser asks who is signed in after hydrating; until then the account area is a placeholder.
      expect(state, url).toMatchObject({ user: null, sessionPending: true });
      expect(hers.body, url).not.toContain('>ログイン</button>');
    }
    // A visitor without a session cookie gets the signed-out page, which needs no asking.
    const stranger = await page('/');
    expect(stranger.state?.user).toBeNull();
    expect(stranger.state?.sessionPending).toBeUndefined();
    expect(answered(stranger.state)).toContain('/api/auth/user');
    expect(stranger.html).toContain('ログイン');
  });

  it('sends no inline script, which the CSP would refuse, even where lazy parts (the favourite buttons) were waited for', async () => {
    const guest = await signUpGuest(t.app);
    for (const url of ['/search', `/property/${houseId}`]) {
      const { res, html } = await page(url, guest.cookie);
      expect(html, url).toContain('美山 茅葺きの一棟宿');
      const scripts = res.body.match(/<script[^>]*>/g) ?? [];
      // JSON and JSON-LD are data, never run.
      expect(scripts.filter((tag) => !tag.includes(' src=') && !/type="application\/(ld\+)?json"/.test(tag)), url).toEqual([]);
    }
  });

  it('renders the whole count and the pages of a search opened directly, as the browser-rendered one shows them', async () => {
    const host = await insertHost(t.db);
    for (let i = 0; i < 30; i++) await insertProperty(t.db, catalog, { hostId: host.id, title: `丹後 舟屋の宿 ${i + 1}`, prefecture: '京都府', city: '伊根町' });
    const { html } = await page('/search?destination=%E4%BC%8A%E6%A0%B9&sort=price-low');
    expect(html).toMatch(/>30<\/span>件の古民家が見つかりました/);
    expect(html).toContain('aria-label="検索結果のページ"');
    expect(html).toContain('aria-label="2ページ目"');
  });

  it('answers 404 with the not-found page for an unknown path and for an unknown or unpublished house', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('ページが見つかりません</h1>');
    for (const id of [draftId, '00000000-0000-4000-8000-000000000000', 'not-a-house']) {
      const res = await t.app.inject({ method: 'GET', url: `/property/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.body).not.toContain('下書きの古民家');
      expect(res.body).toMatch(/見つかりません/);
    }
    // An API path stays a JSON 404, and a known page a 200.
    expect((await t.app.inject({ method: 'GET', url: '/api/no-such-call' })).headers['content-type']).toMatch(/json/);
    expect((await t.app.inject({ method: 'GET', url: `/property/${houseId}` })).statusCode).toBe(200);
  });

  it("sends a house's photos and sections kept from other dates: the same page and answers as a whole rendering, and a change shows at once", async () => {
    const stayUrl = (checkIn: string, guests: number) => `/property/${houseId}?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&guests=${guests}`;
    await page(stayUrl(addDays(japanDate(), 30), 2));
    const sentBefore = keptPartsStats().sent;
    const url = stayUrl(addDays(japanDate(), 41), 3);
    const { res, html, state } = await page(url);
    // The page's kept parts (its top, its sections, the site's footer and the icons' sprite) came from the first dates' rendering.
    expect(keptPartsStats().sent - sentBefore).toBe(4);
    const whole = await renderWebPage(t.app, { url, headers: {}, log: t.app.log } as unknown as FastifyRequest);
    expect(html).toBe(whole!.html);
    expect(answered(state).sort()).toEqual(answered(whole!.state as ServerRenderedState).sort());
    expect(res.body).toContain('美山 茅葺きの一棟宿</h1>');

    // The search's cards too: each house's photo and facts, for the next dates' search.
    const searchUrl = (checkIn: string) => `/search?destination=${encodeURIComponent('京都')}&checkIn=${checkIn}&checkOut=${addDays(checkIn, 1)}&guests=2`;
    await page(searchUrl(addDays(japanDate(), 33)));
    const sentBeforeSearch = keptPartsStats().sent;
    const search = await page(searchUrl(addDays(japanDate(), 44)));
    expect(keptPartsStats().sent).toBeGreaterThan(sentBeforeSearch);
    const wholeSearch = await renderWebPage(t.app, { url: searchUrl(addDays(japanDate(), 44)), headers: {}, log: t.app.log } as unknown as FastifyRequest);
    expect(search.html).toBe(wholeSearch!.html);
    expect(search.html).toContain('class="property-card-place"');

    await t.db.update(properties).set({ title: '美山 茅葺きの一棟宿 離れ' }).where(eq(properties.id, houseId));
    expect((await page(stayUrl(addDays(japanDate(), 52), 2))).html).toContain('美山 茅葺きの一棟宿 離れ</h1>');
    await t.db.update(properties).set({ title: '美山 茅葺きの一棟宿' }).where(eq(properties.id, houseId));
  });

  it('leaves the other pages to the browser', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/bookings' });
    expect(res.body).toContain('<div>shell</div>');
    expect(res.body).not.toContain('server-state');
  });
});
