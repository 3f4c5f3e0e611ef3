import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { goTo } from './support/browser';
import { useApp } from './support/fixture';

const app = useApp();

const refuse = (status: number) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ code: 'INTERNAL', message: '一時的に利用できません' }) });

describe('a load that fails', () => {
  it('shows the failure with 再読み込み, keeps it on screen while asking again, then shows the answer', async () => {
    const page = await app.visit('/about');
    let fail = true;
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/faq', async (route) => {
      if (fail) return refuse(500)(route);
      await answered;
      return route.continue();
    });
    await goTo(page, '/contact');
    const failure = page.getByRole('alert').filter({ hasText: 'よくある質問の読み込みに失敗しました' });
    await failure.getByText('通信状況をご確認のうえ、もう一度お試しください。').waitFor();

    fail = false;
    const retry = failure.getByRole('button', { name: '再読み込み' });
    await retry.click();
    // While the second answer is awaited: the same failure, its button disabled and its icon turning.
    await expect.poll(() => retry.isDisabled()).toBe(true);
    expect(await retry.locator('svg').getAttribute('class')).toContain('animate-spin');
    expect(await page.locator('section[aria-labelledby="faq-title"] [role="status"]').count()).toBe(0);

    release();
    await failure.waitFor({ state: 'detached' });
    await page.getByText('現在掲載しているよくある質問はありません。', { exact: false }).waitFor();
  });

  it('tells a page that does not exist (404) from one that could not be loaded', async () => {
    const page = await app.visit('/about');
    await page.route('**/api/payments/local/**', refuse(503));
    await goTo(page, '/checkout/local/cs_test_missing');
    await page.getByRole('alert').filter({ hasText: 'お支払い情報の読み込みに失敗しました' }).waitFor();

    await page.unroute('**/api/payments/local/**');
    await goTo(page, '/checkout/local/cs_test_missing');
    await page.getByText('お支払いページが見つかりません').waitFor();
    expect(await page.getByRole('button', { name: '再読み込み' }).count()).toBe(0);
  });
});
