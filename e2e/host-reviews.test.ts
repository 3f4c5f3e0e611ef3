import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { goTo, toasts } from './support/browser';
import { useApp } from './support/fixture';

// The demo data: the demo host 佐藤 健一 has published houses with reviews, some awaiting a reply.
const app = useApp({ SEED: 'demo' });

async function hostLogin(page: Page) {
  await goTo(page, '/host/login');
  const login = page.getByRole('form', { name: 'ホストログイン' });
  await login.getByLabel('メールアドレス').fill('host@example.jp');
  await login.getByLabel('パスワード', { exact: true }).fill('kominka123');
  await login.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.waitForURL('**/host/dashboard');
}

const replyFilter = (page: Page) => page.getByRole('combobox', { name: '返信', exact: true });
const reviewCards = (page: Page) => page.getByRole('region', { name: 'レビュー一覧' }).getByRole('article');

describe('/host/reviews', () => {
  it('a host replies to a review, edits the reply, and the reply shows under the review on the house page', async () => {
    const page = await app.visit('/');
    await hostLogin(page);
    await page.getByRole('banner').getByRole('link', { name: 'レビュー', exact: true }).first().click();
    await page.waitForURL('**/host/reviews');
    await page.getByRole('heading', { name: 'レビュー管理', level: 1 }).waitFor();
    await reviewCards(page).first().waitFor();
    const awaitingBefore = Number((await page.getByText(/^\d+件$/).nth(3).textContent())?.replace('件', ''));
    expect(awaitingBefore).toBeGreaterThan(0);

    // Only the reviews awaiting a reply, then a search that matches nothing.
    await replyFilter(page).selectOption('awaiting');
    await page.waitForURL((url) => url.searchParams.get('replied') === 'awaiting');
    await expect.poll(() => reviewCards(page).getByText('あなたの返信').count()).toBe(0);
    await expect.poll(() => reviewCards(page).getByRole('button', { name: '返信する' }).count()).toBeGreaterThan(0);
    const search = page.getByRole('searchbox', { name: 'キーワード' });
    await search.fill('存在しない言葉のレビュー');
    await page.getByText('条件に合うレビューはありません').waitFor();
    await search.fill('');
    await page.waitForURL((url) => !url.searchParams.has('q') && url.searchParams.get('replied') === 'awaiting');

    // Reply to the newest review that awaits one.
    const review = reviewCards(page).first();
    await review.getByRole('button', { name: '返信する' }).waitFor();
    const houseHref = await review.getByRole('link').first().getAttribute('href');
    expect(houseHref).toMatch(/^\/property\/[0-9a-f-]{36}$/);
    const reviewer = (await review.getByRole('heading', { level: 2 }).textContent())!.split('様')[0];

    await review.getByRole('button', { name: '返信する' }).click();
    const box = page.getByRole('textbox', { name: 'ホストとして返信' });
    await box.fill('   ');
    await page.getByRole('button', { name: '返信を投稿' }).click();
    await page.getByRole('alert').getByText('返信を入力してください').waitFor();
    const reply = 'ご宿泊ありがとうございました。囲炉裏の火を気に入っていただけて嬉しいです。';
    await box.fill(reply);
    await page.getByText(`${[...reply].length}/1000文字`).waitFor();
    await page.getByRole('button', { name: '返信を投稿' }).click();
    await toasts(page).filter({ hasText: '返信を投稿しました' }).waitFor();

    // The reply is in the list of replied reviews, editable for 24 hours.
    await replyFilter(page).selectOption('replied');
    await page.waitForURL((url) => url.searchParams.get('replied') === 'replied');
    const replied = reviewCards(page).filter({ hasText: reply });
    await replied.getByText(`${reviewer}様`).waitFor();
    await replied.getByText('返信は投稿から24時間まで編集できます', { exact: false }).waitFor();
    await replied.getByRole('button', { name: '編集' }).click();
    const edited = `${reply}またのお越しをお待ちしております。`;
    await page.getByRole('textbox', { name: '返信を編集' }).fill(edited);
    await page.getByRole('button', { name: '返信を更新' }).click();
    await toasts(page).filter({ hasText: '返信を更新しました' }).waitFor();
    await reviewCards(page).filter({ hasText: edited }).getByText('（編集済み）', { exact: false }).waitFor();

    // The house's public page shows the reply under the review.
    await goTo(page, houseHref!);
    const section = page.locator('#reviews');
    const showAll = section.getByRole('button', { name: /すべてのレビューを表示/ });
    if (await showAll.count()) await showAll.click();
    const shown = section.getByRole('listitem').filter({ hasText: edited });
    await shown.getByText('ホストからの返信').waitFor();
    await expect(shown.locator('time').count()).resolves.toBe(2);
  });

  it('shows the empty state to a host without reviews', async () => {
    const page = await app.visit('/');
    const email = `no-reviews.${Date.now().toString(36)}@example.jp`;
    const res = await page.request.post('/api/auth/register', { data: { fullName: '新米 ホスト', email, phone: '090-1111-2222', password: 'password123' } });
    expect(res.status()).toBe(201);
    await goTo(page, '/host/reviews');
    await page.getByText('まだレビューがありません').waitFor();
    await page.getByText('まだ評価がありません').waitFor();
  });
});
