import { describe, expect, it } from 'vitest';
import { authDialog } from './support/auth-dialog';
import { goTo, toasts, uniqueEmail } from './support/browser';
import { useApp } from './support/fixture';

const app = useApp();

/** The guards sit on the router's layout routes (src/web/app/router.tsx); what a visitor sees is the pages' own. */
describe('route guards', () => {
  it('sends a signed-out visitor away from a guest page with the guard’s toast', async () => {
    const page = await app.visit('/bookings');
    await toasts(page).getByText('認証が必要です').waitFor();
    await toasts(page).getByText('この画面にアクセスするにはログインが必要です').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it.each([
    ['/favorites', 'ログインが必要です', 'お気に入りを確認するにはログインしてください'],
    ['/profile', '未認証', 'ログインが必要です。ログイン画面に移動します...'],
  ])('%s: a signed-out visitor gets the page’s own toast, then / with the login dialog', async (path, title, description) => {
    const page = await app.visit(path);
    await toasts(page).getByText(title, { exact: true }).waitFor();
    await toasts(page).getByText(description, { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await authDialog(page).loginForm.waitFor();
  });

  it('turns a host away from a guest page with the access toast', async () => {
    const page = await app.visit('/');
    const host = { fullName: '山田 花子', email: uniqueEmail('e2e-guard-host'), phone: '090-3333-4444', password: 'hostpass1' };
    expect((await page.request.post('/api/auth/register', { data: host })).status()).toBe(201);
    await goTo(page, '/review/00000000-0000-4000-8000-000000000000');
    await toasts(page).getByText('アクセス権限がありません').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('lets a signed-in guest through to the page', async () => {
    const page = await app.visit('/');
    const guest = { fullName: '田中 太郎', email: uniqueEmail('e2e-guard-guest'), password: 'guestpass1' };
    expect((await page.request.post('/api/auth/signup', { data: guest })).status()).toBe(201);
    await goTo(page, '/bookings');
    await page.getByRole('heading', { name: '予約管理', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/bookings');
  });

  it('leaves a booking page without its data to go home on its own, without the guard’s toast', async () => {
    const page = await app.visit('/booking-success');
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.waitForTimeout(500);
    expect(await toasts(page).getByText('認証が必要です').count()).toBe(0);
  });
});
