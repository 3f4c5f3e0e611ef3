import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { authDialog } from './support/auth-dialog';
import { goTo, reloadPage } from './support/browser';
import { useApp } from './support/fixture';

// The demo data: the demo guest 山田 花子 has confirmed stays at the demo host 佐藤 健一's (京の古民家 佐藤) houses.
const app = useApp({ SEED: 'demo' });
const SHOTS = process.env.E2E_SHOTS_DIR;
/** The demo host's display name, as bookings and conversations show it. */
const DEMO_HOST_NAME = '京の古民家 佐藤';

async function guestLogin(page: Page) {
  const { loginForm, open } = authDialog(page);
  await open();
  await loginForm.getByLabel('メールアドレス').fill('guest@example.jp');
  await loginForm.getByLabel('パスワード', { exact: true }).fill('kominka123');
  await loginForm.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.getByRole('banner').getByRole('link', { name: '山田 花子' }).waitFor();
}

async function hostLogin(page: Page) {
  await goTo(page, '/host/login');
  const login = page.getByRole('form', { name: 'ホストログイン' });
  await login.getByLabel('メールアドレス').fill('host@example.jp');
  await login.getByLabel('パスワード', { exact: true }).fill('kominka123');
  await login.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.waitForURL('**/host/dashboard');
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^通知/ });
const conversation = (page: Page) => page.getByRole('list', { name: 'メッセージ' });

describe('messages between a guest and a host', () => {
  it('the guest writes on their booking, the host is notified, opens the notice and replies, and the guest sees the reply marked unread', async () => {
    const guest = await app.visit('/');
    await guestLogin(guest);
    const bookings = (await (await guest.request.get('/api/user/bookings')).json()) as { id: string; status: string; hostName: string | null; propertyTitle: string }[];
    const stay = bookings.find((b) => b.status === 'confirmed' && b.hostName === DEMO_HOST_NAME);
    expect(stay).toBeDefined();
    const { id, propertyTitle } = stay!;

    // The guest's booking page: the conversation under ホストへのメッセージ.
    await goTo(guest, `/booking/${id}`);
    const section = guest.getByRole('region', { name: 'ホストへのメッセージ' });
    await section.waitFor();
    const box = section.getByRole('textbox', { name: 'メッセージ' });
    await box.waitFor();
    await section.getByRole('button', { name: '送信' }).click();
    await section.getByRole('alert').getByText('メッセージを入力してください').waitFor();

    // Enter makes a new line; Ctrl+Enter sends.
    await box.fill('はじめまして。到着は18時頃の予定です。');
    await box.press('Enter');
    await box.pressSequentially('駐車場はありますか？');
    expect(await box.inputValue()).toBe('はじめまして。到着は18時頃の予定です。\n駐車場はありますか？');
    await box.press('Control+Enter');
    const mine = conversation(guest).getByRole('listitem').filter({ hasText: '駐車場はありますか？' });
    await mine.getByText('あなた').waitFor();
    await expect.poll(() => box.inputValue()).toBe('');
    if (SHOTS) await guest.screenshot({ path: `${SHOTS}/guest-conversation-1280.png`, fullPage: true });

    // The host sees the notice on the bell, opens it and lands on the booking with the message.
    const host = await app.visit('/');
    await hostLogin(host);
    await expect.poll(async () => (await bell(host).getAttribute('aria-label')) ?? '', { timeout: 10_000 }).toMatch(/^通知（未読\d+件）$/);
    await bell(host).click();
    const panel = host.getByRole('region', { name: 'お知らせ一覧' });
    const notice = panel.getByRole('button', { name: /山田 花子様からメッセージが届きました/ });
    await notice.getByText(propertyTitle, { exact: false }).waitFor();
    await notice.getByText(/たった今|\d+分前/).waitFor();
    if (SHOTS) await host.screenshot({ path: `${SHOTS}/host-notices-1280.png` });
    await notice.click();
    await host.waitForURL(`**/host/bookings/${id}`);
    const hostMessages = conversation(host);
    const received = hostMessages.getByRole('listitem').filter({ hasText: '駐車場はありますか？' });
    await received.getByText('未読').waitFor();
    await received.getByText('山田 花子').waitFor();

    // The host replies from the booking page.
    const reply = '山田様、ご予約ありがとうございます。駐車場は敷地内に2台分ございます。';
    await host.getByRole('textbox', { name: 'メッセージ' }).fill(reply);
    await host.getByRole('button', { name: '送信' }).click();
    await hostMessages.getByRole('listitem').filter({ hasText: reply }).getByText('あなた').waitFor();
    if (SHOTS) await host.screenshot({ path: `${SHOTS}/host-conversation-1280.png`, fullPage: true });

    // The guest's bell counts the reply (on the home page: opening the booking reads it at once); the
    // booking page shows it marked 未読, and their own message 既読.
    await goTo(guest, '/');
    await expect.poll(async () => (await bell(guest).getAttribute('aria-label')) ?? '', { timeout: 10_000 }).toMatch(/^通知（未読\d+件）$/);
    await goTo(guest, `/booking/${id}`);
    const answered = conversation(guest).getByRole('listitem').filter({ hasText: reply });
    await answered.getByText('未読').waitFor();
    await answered.getByText(DEMO_HOST_NAME).waitFor();
    await conversation(guest).getByRole('listitem').filter({ hasText: '駐車場はありますか？' }).getByText('既読').waitFor();
    // Opening the conversation read the reply: its notice is read too.
    await expect
      .poll(async () => ((await (await guest.request.get('/api/notifications')).json()) as { items: { kind: string; isRead: boolean }[] }).items.filter((n) => n.kind === 'message' && !n.isRead).length)
      .toBe(0);
    await reloadPage(guest);
    await conversation(guest).getByRole('listitem').filter({ hasText: reply }).waitFor();
    expect(await conversation(guest).getByText('未読').count()).toBe(0);
  });

  it('on a phone the bell and its notices fit the screen, and すべて既読にする clears the count', async () => {
    const guest = await app.visit('/', { mobile: true });
    // Signed out: no bell.
    expect(await bell(guest).count()).toBe(0);
    const response = await guest.request.post('/api/auth/login', { data: { email: 'guest@example.jp', password: 'kominka123' } });
    expect(response.ok()).toBe(true);
    const bookings = (await (await guest.request.get('/api/user/bookings')).json()) as { id: string; status: string; hostName: string | null }[];
    const stay = bookings.find((b) => b.status === 'confirmed' && b.hostName === DEMO_HOST_NAME)!;

    const host = await app.visit('/', { mobile: true });
    expect((await host.request.post('/api/auth/login', { data: { email: 'host@example.jp', password: 'kominka123' } })).ok()).toBe(true);
    expect((await host.request.post(`/api/bookings/${stay.id}/messages`, { data: { content: 'スマートフォンからのお知らせです。' } })).status()).toBe(201);

    // The home page (the booking page would read the message on opening).
    await goTo(guest, '/');
    await bell(guest).click();
    const panel = guest.getByRole('region', { name: 'お知らせ一覧' });
    await panel.getByRole('button', { name: new RegExp(`^未読: ${DEMO_HOST_NAME}様からメッセージが届きました.*スマートフォンからのお知らせです。`) }).waitFor();
    const box = await panel.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    if (SHOTS) await guest.screenshot({ path: `${SHOTS}/guest-notices-375.png` });
    await panel.getByRole('button', { name: 'すべて既読にする' }).click();
    await expect.poll(async () => bell(guest).getAttribute('aria-label')).toBe('通知');
    await guest.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    // The menu's 通知 lists the same notices, all read now.
    await guest.getByRole('button', { name: 'メニューを開く' }).click();
    const menu = guest.getByRole('dialog');
    await menu.getByRole('button', { name: '通知', exact: true }).click();
    await menu.getByRole('button', { name: /スマートフォンからのお知らせです。/ }).waitFor();
    expect(await menu.getByText('未読:').count()).toBe(0);
    await guest.keyboard.press('Escape');

    await goTo(guest, `/booking/${stay.id}`);
    await conversation(guest).getByRole('listitem').filter({ hasText: 'スマートフォンからのお知らせです。' }).waitFor();
    if (SHOTS) await guest.screenshot({ path: `${SHOTS}/guest-conversation-375.png`, fullPage: true });
  });
});
