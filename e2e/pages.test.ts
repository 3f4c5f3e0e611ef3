import { describe, expect, it } from 'vitest';
import { useApp } from './support/fixture';

const app = useApp();

describe('the shell on a phone', () => {
  it('opens the slide-in menu with the same links and the 通知 button', async () => {
    const page = await app.visit('/', { mobile: true });
    await page.getByRole('button', { name: 'メニューを開く' }).click();
    const menu = page.getByRole('dialog');
    for (const name of ['ホーム', '古民家とは', '古民家を探す', 'お問い合わせ']) {
      await menu.getByRole('link', { name, exact: true }).waitFor();
    }
    await menu.getByRole('button', { name: /通知/ }).click();
    await page.getByText('お知らせはありません').waitFor();
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

  it('scrolls to the top on every route change', async () => {
    const page = await app.visit('/no/such/page');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'ホストになる' }).click();
    await page.waitForURL('**/host/register');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
