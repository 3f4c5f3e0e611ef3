import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@/contract/bookings';
import { bookings as bookingsTable } from '@/db/schema';
import { addDays, japanDate } from '@/domain/japan-date';
import { insertHost, insertProperty } from '@/server/testing/fixtures';
import { goTo, newVisitor, reloadPage, toasts, uniqueEmail } from './support/browser';
import { startSmtpServer } from '@/server/testing/smtp-capture';
import { useApp, type MailCapture } from './support/fixture';
import { verifyEmailThroughLink } from './support/verify-email';
import { createServerDatabase, startServerOn, type RunningServer, type ServerDatabase } from './support/restartable-server';

// The lists use the demo data: the demo guest has bookings in every state.
const app = useApp({ SEED: 'demo' });

type Tab = 'upcoming' | 'past' | 'cancelled';
const TAB_LABELS: Record<Tab, string> = { upcoming: '今後の予約', past: '過去の予約', cancelled: 'キャンセル' };

/** The tabs' grouping (docs/product/guest-screens.md), written out again here so that the page is checked against the rule, not against itself. */
function expectedTab(booking: Booking, today: string): Tab {
  if (booking.status === 'cancelled' || booking.status === 'no_show') return 'cancelled';
  if (booking.status === 'completed' || booking.checkOut < today) return 'past';
  return 'upcoming';
}

const yen = (amount: number) => `¥${amount.toLocaleString('ja-JP')}`;
const number = (booking: Booking) => booking.id.slice(0, 8).toUpperCase();

async function signInAsDemoGuest(page: Page) {
  const res = await page.request.post('/api/auth/login', { data: { email: 'guest@example.jp', password: 'kominka123' } });
  expect(res.status()).toBe(200);
  await reloadPage(page);
  await page.getByRole('banner').getByRole('link', { name: '山田 花子' }).waitFor();
}

async function serverBookings(page: Page): Promise<Booking[]> {
  const res = await page.request.get('/api/user/bookings');
  expect(res.status()).toBe(200);
  return (await res.json()) as Booking[];
}

function tab(page: Page, which: Tab) {
  return page.getByRole('tab', { name: new RegExp(`^${TAB_LABELS[which]}`) });
}

describe("the guest's booking lists", () => {
  it('shows every booking on /booking-check and groups them into the three tabs of /bookings, with the detail dialog', async () => {
    const page = await app.visit('/');
    await signInAsDemoGuest(page);
    const bookings = await serverBookings(page);
    const today = japanDate();
    const counts: Record<Tab, number> = { upcoming: 0, past: 0, cancelled: 0 };
    for (const booking of bookings) counts[expectedTab(booking, today)]++;
    expect(counts.upcoming).toBeGreaterThan(0);
    expect(counts.past).toBeGreaterThan(0);
    expect(counts.cancelled).toBeGreaterThan(0);

    // 予約一覧: a card per booking with the simple list's labels, and the help texts.
    await goTo(page, '/booking-check');
    await page.getByRole('heading', { name: '予約一覧', level: 1 }).waitFor();
    const cards = page.getByRole('main').locator('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(bookings.length);
    await page.getByText('平日 10:00〜18:00（土日祝を除く）').waitFor();
    await page.getByText('キャンセルはチェックインまでお手続きいただけます', { exact: false }).waitFor();
    const confirmed = bookings.find((b) => b.status === 'confirmed')!;
    const cancelled = bookings.find((b) => b.status === 'cancelled')!;
    await cards.filter({ hasText: number(confirmed) }).getByText('予約確定', { exact: true }).waitFor();
    await cards.filter({ hasText: number(cancelled) }).getByText('キャンセル済み', { exact: true }).waitFor();

    // 予約管理: the tabs' counts follow the rule, and each tab shows its bookings.
    await goTo(page, '/bookings');
    await page.getByRole('heading', { name: '予約管理', level: 1 }).waitFor();
    for (const which of ['upcoming', 'past', 'cancelled'] as const) {
      await tab(page, which).click();
      expect(await tab(page, which).textContent()).toBe(`${TAB_LABELS[which]}${counts[which]}件`);
      const panel = page.getByRole('tabpanel');
      // The panel may still hold the tab before for a moment: wait for this tab's cards.
      await expect.poll(() => panel.locator('article').count()).toBe(counts[which]);
    }
    const completed = bookings.find((b) => b.status === 'completed')!;
    await tab(page, 'past').click();
    const completedCard = page.getByRole('tabpanel').locator('article').filter({ hasText: number(completed) });
    await completedCard.getByText('宿泊完了', { exact: true }).waitFor();
    expect(await completedCard.getByRole('link', { name: /物件を見る/ }).getAttribute('href')).toBe(`/property/${completed.propertyId}`);
    // The demo guest's latest stay is left unreviewed; the reviewed ones offer no review link.
    const reviewable = bookings.find((b) => b.status === 'completed' && b.canReview)!;
    expect(reviewable).toBeDefined();
    const pastCards = page.getByRole('tabpanel').locator('article');
    const link = pastCards.filter({ hasText: number(reviewable) }).getByRole('link', { name: /レビューを書く/ });
    expect(await link.getAttribute('href')).toBe(`/review/${reviewable.id}`);
    expect(await pastCards.getByRole('link', { name: /レビューを書く/ }).count()).toBe(bookings.filter((b) => b.status === 'completed' && b.canReview).length);

    // The detail dialog: everything in the booking.
    await tab(page, 'upcoming').click();
    const upcoming = bookings.filter((b) => expectedTab(b, today) === 'upcoming').sort((a, b) => a.checkIn.localeCompare(b.checkIn))[0];
    await page.getByRole('tabpanel').locator('article').filter({ hasText: number(upcoming) }).getByRole('button', { name: /^詳細/ }).click();
    const dialog = page.getByRole('dialog', { name: upcoming.propertyTitle });
    await dialog.getByText(`予約番号 ${number(upcoming)} の詳細`).waitFor();
    await dialog.getByText(`${upcoming.checkinFrom}以降`, { exact: false }).waitFor();
    await dialog.getByText(`${upcoming.checkoutUntil}まで`, { exact: false }).waitFor();
    await dialog.getByText(upcoming.guestName, { exact: true }).waitFor();
    expect(await dialog.getByRole('list', { name: '1泊ごとの料金' }).getByRole('listitem').count()).toBe(upcoming.dailyPrices.length);
    expect(await dialog.getByText('合計（税込）').locator('xpath=..').textContent()).toContain(yen(upcoming.totalPrice));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('cancels with the fee and refund shown first: on /bookings and on /booking-check, each with its own texts', async () => {
    const page = await app.visit('/');
    await signInAsDemoGuest(page);
    const today = japanDate();
    const cancellable = (await serverBookings(page))
      .filter((b) => b.status === 'confirmed' && b.cancellation.allowed && expectedTab(b, today) === 'upcoming')
      .slice(0, 2);
    expect(cancellable).toHaveLength(2);
    const [first, second] = cancellable;

    // 予約管理: the warning, the fee and the refund before agreeing; then the toast and the キャンセル tab.
    await goTo(page, '/bookings');
    await tab(page, 'cancelled').waitFor();
    const cancelledBefore = Number((await tab(page, 'cancelled').textContent())!.replace(/\D/g, ''));
    await page.getByRole('tabpanel').locator('article').filter({ hasText: number(first) }).getByRole('button', { name: /予約をキャンセル/ }).click();
    const confirm = page.getByRole('dialog', { name: '予約のキャンセル' });
    await confirm.getByText('本当に予約をキャンセルしますか？この操作は取り消せません。', { exact: false }).waitFor();
    await confirm.getByText('キャンセル料が発生する場合があります。', { exact: false }).waitFor();
    const amounts = confirm.getByRole('definition');
    expect(await amounts.nth(0).textContent()).toBe(yen(first.cancellation.feeJpy));
    expect(await amounts.nth(1).textContent()).toBe(yen(first.cancellation.refundJpy));
    await confirm.getByRole('button', { name: 'キャンセルを確定する' }).click();
    await toasts(page).getByText('キャンセル処理が完了しました').waitFor();
    await toasts(page).getByText(`返金額 ${yen(first.cancellation.refundJpy)}`, { exact: false }).waitFor();
    await page.waitForFunction(
      ([label, count]) => [...document.querySelectorAll('[role=tab]')].some((t) => t.textContent === `${label}${count}件`),
      [TAB_LABELS.cancelled, cancelledBefore + 1] as const,
    );
    const afterFirst = (await (await page.request.get(`/api/bookings/${first.id}`)).json()) as Booking;
    expect(afterFirst.status).toBe('cancelled');
    expect(afterFirst.cancelFeeJpy).toBe(first.cancellation.feeJpy);
    // The nights are free again.
    const free = await page.request.get(`/api/properties/${first.propertyId}/availability?from=${first.checkIn}&to=${addDays(first.checkOut, -1)}`);
    expect(((await free.json()) as { unavailableDates: string[] }).unavailableDates).not.toContain(first.checkIn);

    // 予約一覧: the same question without the fee warning, and its own toast; the card says キャンセル済み.
    await goTo(page, '/booking-check');
    const card = page.getByRole('main').locator('article').filter({ hasText: number(second) });
    await card.getByRole('button', { name: /予約をキャンセル/ }).click();
    const listConfirm = page.getByRole('dialog', { name: '予約のキャンセル' });
    await listConfirm.getByText('本当に予約をキャンセルしますか？この操作は取り消せません。', { exact: false }).waitFor();
    expect(await listConfirm.getByText('キャンセル料が発生する場合があります。', { exact: false }).count()).toBe(0);
    expect(await listConfirm.getByRole('definition').nth(1).textContent()).toBe(yen(second.cancellation.refundJpy));
    await listConfirm.getByRole('button', { name: 'キャンセルを確定する' }).click();
    await toasts(page).getByText('キャンセル確認メールをお送りしました').waitFor();
    await card.getByText('キャンセル済み', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: /予約をキャンセル/ }).count()).toBe(0);
  });
});

describe('on a fresh database: cancelling a paid stay, and reviewing one', () => {
  const title = '縁側のある茅葺きの家';
  const guest = { fullName: '森 さくら', email: uniqueEmail('review'), password: 'sakura-pass' };
  let database: ServerDatabase;
  let server: RunningServer | undefined;
  let propertyId: string;
  /** The guest's inbox (the address's confirmation link): the server's e-mail goes to an SMTP server of the test's own. */
  let smtp: MailCapture;
  const mailEnv = () => ({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await createServerDatabase();
    const setup = await database.open();
    const host = await insertHost(setup.db);
    propertyId = await insertProperty(setup.db, null, { hostId: host.id, title, photos: { count: 2, cover: 0 } });
    await setup.close();
    server = await startServerOn(database, mailEnv());
    const context = await newVisitor(app.browser, server.url);
    const page = await context.newPage();
    await goTo(page, '/');
    expect((await page.request.post('/api/auth/signup', { data: guest })).status()).toBe(201);
    // A booking needs a verified address: the guest opens the e-mail's link.
    await verifyEmailThroughLink(page, () => smtp, guest.email);
    await context.close();
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
    await smtp?.close();
  });

  /** The guest signed in (through the API) on a new page of the running server. */
  async function signedInPage(): Promise<Page> {
    const context = await newVisitor(app.browser, server!.url);
    const page = await context.newPage();
    await goTo(page, '/');
    expect((await page.request.post('/api/auth/login', { data: { email: guest.email, password: guest.password } })).status()).toBe(200);
    return page;
  }

  /** Books two nights from `checkinDate` and pays with the local provider's test card, as the booking pages do. */
  async function bookAndPay(page: Page, checkinDate: string): Promise<Booking> {
    const session = await page.request.post('/api/create-checkout-session', {
      data: {
        propertyId,
        checkinDate,
        checkoutDate: addDays(checkinDate, 2),
        guestsAdults: 2,
        guestName: guest.fullName,
        guestEmail: guest.email,
        guestPhone: '090-1234-5678',
      },
    });
    expect(session.status()).toBe(201);
    const { sessionId, bookingId } = (await session.json()) as { sessionId: string; bookingId: string };
    const paid = await page.request.post(`/api/payments/local/${sessionId}/complete`, {
      data: { cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' },
    });
    expect(paid.status()).toBe(200);
    const booking = (await (await page.request.get(`/api/bookings/${bookingId}`)).json()) as Booking;
    expect(booking.status).toBe('confirmed');
    return booking;
  }

  it("cancels a paid stay from the booking's own page: the fee and the refund first, then the refund is made", async () => {
    const page = await signedInPage();
    const booking = await bookAndPay(page, addDays(japanDate(), 30));
    // The moderate policy, a month ahead: nothing to pay, everything back.
    expect(booking.cancellation).toMatchObject({ allowed: true, feeJpy: 0, refundJpy: booking.totalPrice });

    await goTo(page, `/booking/${booking.id}`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.getByText(`予約番号 ${number(booking)}`).waitFor();
    await page.getByRole('button', { name: /予約をキャンセル/ }).click();
    const confirm = page.getByRole('dialog', { name: '予約のキャンセル' });
    await confirm.getByText('キャンセル料が発生する場合があります。', { exact: false }).waitFor();
    expect(await confirm.getByRole('definition').allTextContents()).toEqual([yen(0), yen(booking.totalPrice)]);
    await confirm.getByRole('button', { name: 'キャンセルを確定する' }).click();
    await toasts(page).getByText('キャンセル処理が完了しました').waitFor();
    await page.getByRole('main').getByText('キャンセル', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: /予約をキャンセル/ }).count()).toBe(0);

    const after = (await (await page.request.get(`/api/bookings/${booking.id}`)).json()) as Booking;
    expect(after).toMatchObject({ status: 'cancelled', cancelFeeJpy: 0, refundAmountJpy: booking.totalPrice, paymentStatus: 'refunded' });
    await page.getByRole('main').getByText('返金額').locator('xpath=following-sibling::dd[1]').getByText(yen(booking.totalPrice)).waitFor();
    await page.context().close();
  });

  // A real PNG of one pixel: its bytes, not its name, make it an image for the server.
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

  it('after a stay (moved in time by the test), write a review with a photo', async () => {
    let page = await signedInPage();
    const { id: bookingId } = await bookAndPay(page, addDays(japanDate(), 10));
    await page.context().close();
    await server!.stop();
    server = undefined;

    // The stay is over: it ended yesterday. The restarted server's jobs mark it completed.
    const moved = await database.open();
    await moved.db
      .update(bookingsTable)
      .set({ checkinDate: addDays(japanDate(), -3), checkoutDate: addDays(japanDate(), -1) })
      .where(eq(bookingsTable.id, bookingId));
    await moved.close();
    server = await startServerOn(database, mailEnv());

    page = await signedInPage();
    await expect
      .poll(async () => ((await (await page.request.get(`/api/bookings/${bookingId}`)).json()) as Booking).status, { timeout: 15_000 })
      .toBe('completed');

    // 予約管理 → 過去の予約 → レビューを書く.
    await goTo(page, '/bookings');
    await page.getByRole('banner').getByRole('link', { name: guest.fullName }).waitFor();
    await tab(page, 'past').click();
    const card = page.getByRole('tabpanel').locator('article').filter({ hasText: title });
    await card.getByText('宿泊完了', { exact: true }).waitFor();
    await card.getByRole('link', { name: /レビューを書く/ }).click();
    await page.waitForURL(`**/review/${bookingId}`);
    await page.getByRole('heading', { name: 'レビューを書く', level: 1 }).waitFor();
    await page.getByText('投稿期限：', { exact: false }).waitFor();
    // Nothing chosen: each group says what is missing.
    const form = page.getByRole('form', { name: 'レビュー' });
    await form.getByRole('button', { name: 'レビューを投稿' }).click();
    await form.getByText('総合評価を選択してください').waitFor();
    await form.getByText('ホストの対応を選択してください').waitFor();
    await form.getByText('コメントは10文字以上で入力してください').waitFor();

    // 総合評価 by keyboard: Space chooses the first star, the arrows move along.
    const overall = form.getByRole('group', { name: /総合評価/ });
    await overall.getByRole('radio', { name: '星1つ 悪い' }).focus();
    await page.keyboard.press('Space');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    expect(await overall.getByRole('radio', { name: '星5つ とても良い' }).isChecked()).toBe(true);
    for (const label of ['清潔さ', '正確さ', '立地', '価格に見合う価値', 'ホストの対応']) {
      await form.getByRole('group', { name: new RegExp(label) }).getByRole('radio', { name: '星4つ 良い' }).check();
    }
    await form.getByLabel('コメント').fill('囲炉裏を囲んだ夕食が忘れられません。');
    await form.getByText('18文字', { exact: false }).waitFor();

    // A file that only calls itself a PNG is refused by the server, by its bytes.
    const photoInput = form.getByLabel('写真を追加');
    await photoInput.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
    await toasts(page).getByText('写真アップロードエラー').waitFor();
    await toasts(page).getByText('画像ファイル（JPEG・PNG・WebP・GIF）のみアップロードできます').waitFor();
    await photoInput.setInputFiles({ name: 'engawa.png', mimeType: 'image/png', buffer: PNG });
    const thumbnail = form.getByRole('img', { name: '写真1' });
    // The thumbnail is the stored photo, served back by the site.
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

    await form.getByRole('button', { name: 'レビューを投稿' }).click();
    await page.waitForURL('**/review-confirmation');
    await toasts(page).getByText('レビューを投稿しました').waitFor();
    await page.getByRole('heading', { name: 'レビューありがとうございました' }).waitFor();
    await page.getByText('通常24時間以内', { exact: false }).waitFor();
    for (const [name, href] of [['予約管理へ', '/bookings?tab=past'], ['トップページへ', '/'], ['お問い合わせ', '/contact']]) {
      expect(await page.getByRole('main').getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    const reviewed = (await (await page.request.get(`/api/bookings/${bookingId}`)).json()) as Booking;
    expect(reviewed.hasReview).toBe(true);
    expect(reviewed.canReview).toBe(false);

    // A second visit: not reviewable any more, back to 予約管理.
    await goTo(page, `/review/${bookingId}`);
    await toasts(page).getByText('レビューできません').waitFor();
    await toasts(page).getByText('この予約はレビュー対象外です').waitFor();
    await page.waitForURL((url) => url.pathname === '/bookings');
    await page.context().close();
    // The server is stopped and started again inside the test: more than the default minute on a busy machine.
  }, 150_000);
});
