import { describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/browser';
import { useApp } from './support/fixture';
import { registerHostThroughPage } from './support/host-register';

const app = useApp();

describe('the shell on a phone', () => {
  it('opens the slide-in menu with the same links, and 通知 only for a signed-in user', async () => {
    const page = await app.visit('/', { mobile: true });
    await page.getByRole('button', { name: 'メニューを開く' }).click();
    const menu = page.getByRole('dialog');
    for (const name of ['ホーム', '古民家とは', '古民家を探す', 'お問い合わせ']) {
      await menu.getByRole('link', { name, exact: true }).waitFor();
    }
    await menu.getByRole('button', { name: 'ログイン' }).waitFor();
    expect(await menu.getByRole('button', { name: /通知/ }).count()).toBe(0);
  });
});

describe('the session in the shell', () => {
  it('lets a signed-out visitor open the browser-rendered pages and the back office without a 401 or any console error', async () => {
    const page = await app.visit('/contact');
    const errors: string[] = [];
    const askedUser: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/user') askedUser.push(page.url());
    });
    // Pages for signed-in visitors send a stranger home with a notice; the others show themselves.
    for (const path of ['/contact', '/bookings', '/favorites', '/profile', '/host/login', '/admin/login', '/admin/dashboard']) {
      await page.goto(`${app.server.url}${path}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading').first().waitFor();
    }
    expect(errors).toEqual([]);
    expect(askedUser).toEqual([]);
  });
});

describe('the way into the host area', () => {
  it('leads a visitor to host sign-up from the header and the footer alike, and a host to the host area', async () => {
    const page = await app.visit('/about-kominka');
    const header = page.getByRole('banner');
    const footer = page.getByRole('contentinfo');
    expect(await header.getByRole('link', { name: 'ホストになる' }).getAttribute('href')).toBe('/host/register');
    expect(await footer.getByRole('link', { name: 'ホストになる' }).getAttribute('href')).toBe('/host/register');

    await page.goto(`${app.server.url}/host/register`);
    await registerHostThroughPage(page, { fullName: '山田 花子', email: uniqueEmail('entry-host'), phone: '090-1234-5678', password: 'host-pass-123' });
    // The page's code comes late (held back here, as on a slow phone), and the visitor scrolls down before it
    // has: the page stays where the visitor scrolled (no jump to the top when it hydrates) …
    await page.route('**/assets/start-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${app.server.url}/about-kominka`);
    await footer.scrollIntoViewIfNeeded();
    // … and the footer, rendered for everyone, shows who is signed in once it has hydrated there, near the screen.
    await footer.getByRole('link', { name: 'ホスト管理画面' }).waitFor();
    expect(await footer.getByRole('link', { name: 'ホスト管理画面' }).getAttribute('href')).toBe('/host/dashboard');
    expect(await header.getByRole('link', { name: 'ホスト管理画面' }).getAttribute('href')).toBe('/host/dashboard');
    expect(await footer.getByRole('link', { name: 'ホストになる' }).count()).toBe(0);
  });

  it('shows the same support hours on the contact page and the booking help', async () => {
    const page = await app.visit('/contact');
    await page.getByText('平日 10:00〜18:00（土日祝を除く）').waitFor();
  });
});

describe('unknown pages', () => {
  it('shows the 404 page for an unknown path and links home', async () => {
    const page = await app.visit('/no/such/page');
    await page.getByText('404 Page Not Found').waitFor();
    await page.getByText('ページが見つかりません').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'ホームに戻る' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('answers 404 for an unknown path and an unknown house, rendered on the server and hydrated without a console error', async () => {
    const page = await app.visit('/');
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    for (const [path, heading] of [
      ['/no/such/page', 'ページが見つかりません'],
      // The host area's routes load with its first page (src/web/app/host-area.tsx): an unknown path there is unknown too.
      ['/host/no/such/page', 'ページが見つかりません'],
      ['/property/00000000-0000-4000-8000-000000000000', '物件が見つかりません'],
    ] as const) {
      const response = await page.goto(`${app.server.url}${path}`);
      expect(response?.status(), path).toBe(404);
      expect(await response?.text()).toContain(heading);
      await page.getByRole('heading', { name: heading }).waitFor();
      // Hydrated: the link home works in the browser.
      await page.getByRole('main').getByRole('link', { name: /ホーム|トップ|探す/ }).first().waitFor();
      await expect.poll(() => page.title()).toContain(heading === 'ページが見つかりません' ? 'ページが見つかりません' : '物件が見つかりません');
    }
    // The not-found answers themselves are the only failed loads the console may name.
    expect(errors.filter((text) => !/status of 404/.test(text))).toEqual([]);
  });

  it("shows a page whose code cannot load as the error page, in the page's language, with a way back", async () => {
    const page = await app.visit('/en');
    // The contact page's code fails to arrive (a dropped connection, a deploy that removed it).
    await page.route(/\/assets\/contact-page-[^/]+\.js$/, (route) => route.abort());
    await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await alert.waitFor();
    await alert.getByText('This page could not be shown.', { exact: false }).waitFor();
    await alert.getByRole('button', { name: 'Reload' }).waitFor();
    expect(await alert.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/en');
    // Back home, the next page works again.
    await alert.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL(/\/en$/);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Something went wrong' }).count()).toBe(0);
  });

  it('scrolls to the top on every route change', async () => {
    const page = await app.visit('/no/such/page');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // The page is taller than the window (the footer's legal links), so the scroll is real.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'ホストになる' }).click();
    await page.waitForURL('**/host/register');
    // Once the new page shows, it is read from its top.
    await page.getByRole('heading', { name: 'ホスト新規登録' }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
