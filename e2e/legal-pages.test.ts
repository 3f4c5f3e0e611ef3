import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PricingResult, PropertyDetail, PropertyListItem } from '@/contract/properties';
import { addDays, japanDate } from '@/domain/japan-date';
import { adminLogin } from './support/admin-login';
import { goTo, reloadPage, toasts } from './support/browser';
import { useApp } from './support/fixture';

// The demo data (houses and the demo guest), and the site's operator from its configuration.
const app = useApp({ SEED: 'demo', OPERATOR_NAME: '株式会社山里トラベル', OPERATOR_INTERMEDIARY_REGISTRATION: '観光庁長官（01）第0456号' });

/** An instant-booking house for two with two free nights `daysAhead` from today (Japan). */
async function freeStay(page: Page, daysAhead: number) {
  const checkIn = addDays(japanDate(), daysAhead);
  const checkOut = addDays(checkIn, 2);
  const list = (await page.request.get(`/api/properties-with-booking-status?checkIn=${checkIn}&checkOut=${checkOut}&guests=2&hideBooked=true&pageSize=50`).then((r) => r.json())) as PropertyListItem[];
  for (const item of list) {
    const house = (await page.request.get(`/api/properties/${item.id}`).then((r) => r.json())) as PropertyDetail;
    if (house.requiresApproval || house.minNights > 2 || house.maxGuests < 2) continue;
    const price = (await page.request.post(`/api/properties/${house.id}/calendar/calculate-pricing`, { data: { checkinDate: checkIn, checkoutDate: checkOut } }).then((r) => r.json())) as PricingResult;
    if (price.available) return { house, checkIn, checkOut };
  }
  throw new Error(`no free instant-booking house for ${checkIn}`);
}

describe('the legal pages', () => {
  it("opens each page from the footer, which names the operator and its registration", { timeout: 90_000 }, async () => {
    const page = await app.visit('/');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => footer.getByText('住宅宿泊仲介業 観光庁長官（01）第0456号').isVisible()).toBe(true);
    expect(await footer.getByText('運営：株式会社山里トラベル').isVisible()).toBe(true);
    for (const [title, path] of [
      ['利用規約', '/terms'],
      ['プライバシーポリシー', '/privacy'],
      ['特定商取引法に基づく表記', '/tokushoho'],
    ] as const) {
      await page.getByRole('contentinfo').getByRole('navigation', { name: '規約とポリシー' }).getByRole('link', { name: title }).click();
      await page.waitForURL(`**${path}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      // The page's text arrives after the page itself when it is opened from a link.
      await page.getByText('最終改定日 2026年11月29日').waitFor();
      expect(await page.getByRole('region', { name: '運営事業者' }).getByText('株式会社山里トラベル').isVisible()).toBe(true);
      expect(await page.title()).toBe(`${title} | 古民家ステイ`);
    }
  });

  it("links the booking form's agreement to the real terms, opened beside the form", { timeout: 120_000 }, async () => {
    const page = await app.visit('/');
    const login = await page.request.post('/api/auth/login', { data: { email: 'guest@example.jp', password: 'kominka123' } });
    expect(login.status()).toBe(200);
    await reloadPage(page);
    const { house, checkIn, checkOut } = await freeStay(page, 40);
    await goTo(page, `/property/${house.id}/booking?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
    const form = page.getByRole('form', { name: 'ゲスト情報' });
    await expect.poll(() => form.getByLabel('代表者のお名前').inputValue()).toBe('山田 花子');
    await form.getByRole('button', { name: '予約内容の確認へ進む' }).click();
    await page.waitForURL('**/booking-confirmation');

    const agreement = page.getByRole('checkbox', { name: 'キャンセルポリシーと利用規約に同意します' });
    await agreement.waitFor();
    const opened = page.context().waitForEvent('page');
    await page.getByRole('link', { name: '利用規約', exact: true }).first().click();
    const terms = await opened;
    await terms.waitForURL('**/terms');
    await terms.getByRole('heading', { level: 1, name: '利用規約' }).waitFor();
    expect(await terms.getByRole('heading', { name: '第1条（本サービスの内容と当社の立場）' }).isVisible()).toBe(true);
    // The form is where it was, the box not ticked by the link.
    expect(page.url()).toContain('/booking-confirmation');
    expect(await agreement.isChecked()).toBe(false);
    const privacy = page.context().waitForEvent('page');
    await page.getByRole('link', { name: 'プライバシーポリシー', exact: true }).first().click();
    await (await privacy).getByRole('heading', { level: 1, name: 'プライバシーポリシー' }).waitFor();
  });

  it('an admin publishes a new version of the terms and the public page shows it', { timeout: 120_000 }, async () => {
    const admin = await app.visit('/');
    await adminLogin(admin);
    await goTo(admin, '/admin/legal');
    await admin.getByRole('heading', { level: 1, name: '規約・ポリシー' }).waitFor();
    await admin.getByText('現行の版：最終改定日 2026年11月29日').waitFor();
    const body = admin.getByLabel('本文');
    await body.fill('## 第1条（目的）\n\n{{operatorName}}は、この規約を改定しました。');
    await admin.getByRole('button', { name: '公開する' }).click();
    const confirm = admin.getByRole('dialog', { name: '新しい版を公開しますか？' });
    await confirm.getByRole('button', { name: '公開する' }).click();
    await expect.poll(() => toasts(admin).filter({ hasText: '新しい版を公開しました' }).count()).toBe(1);
    const history = admin.getByRole('region', { name: '版の履歴' });
    await expect.poll(() => history.getByText('現行').isVisible()).toBe(true);

    const guest = await app.visit('/terms');
    await guest.getByText('株式会社山里トラベルは、この規約を改定しました。').waitFor();
    const [y, m, d] = japanDate().split('-').map(Number);
    expect(await guest.getByText(`最終改定日 ${y}年${m}月${d}日`).isVisible()).toBe(true);

    await goTo(admin, '/admin/audit-log');
    await expect.poll(() => admin.getByText('新しい版を公開').first().isVisible()).toBe(true);
  });
});
