import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { decodeHeader, headersOf, textBodyOf } from '@/server/testing/smtp-capture';
import { adminLogin } from './support/admin-login';
import { reloadPage, toasts, uniqueEmail } from './support/browser';
import { useAppWithMail } from './support/fixture';

// The app sends its e-mail to a real SMTP server on this machine, started before the app.
const app = useAppWithMail();

const rows = (page: Page) => page.getByRole('table').locator('tbody tr');
/** The visible sidebar's お問い合わせ管理 (a CSS locator: an open dialog hides the page from the accessibility tree). */
const inquiriesLink = (page: Page) => page.locator('nav[aria-label="管理メニュー"]:visible a[href="/admin/inquiries"]');
/** The link's text with its badge of new inquiries: お問い合わせ管理2件. */
const inquiriesBadge = (page: Page) => inquiriesLink(page).textContent();

describe('/admin/inquiries', () => {
  it('a visitor sends the contact form; the admin finds it, takes it and answers it, and the answer reaches the sender by e-mail', async () => {
    const sender = uniqueEmail('inquirer');
    const subject = '領収書の宛名を変更できますか';
    const visitor = await app.visit('/contact');
    await visitor.getByLabel(/お名前/).fill('鈴木 一郎');
    await visitor.getByLabel(/メールアドレス/).fill(sender);
    await visitor.getByLabel('お問い合わせの種類').selectOption('payment');
    await visitor.getByLabel(/件名/).fill(subject);
    await visitor.getByLabel(/お問い合わせ内容/).fill('先週の宿泊の領収書を、会社名の宛名で発行し直していただけますか。');
    await visitor.getByRole('button', { name: '送信する' }).click();
    await toasts(visitor).getByText('お問い合わせを送信しました').waitFor();
    // Another inquiry, so that the search and the filters have something to leave out.
    expect((await visitor.request.post('/api/contact', { data: { fullName: '高橋 三郎', email: uniqueEmail('other'), inquiryType: 'technical', subject: 'ログインできません', content: 'パスワードを再設定しても入れません。' } })).status()).toBe(201);

    const page = await app.visit('/');
    await adminLogin(page);
    await expect.poll(() => inquiriesBadge(page)).toBe('お問い合わせ管理2件');
    await inquiriesLink(page).click();
    await page.waitForURL('**/admin/inquiries');
    await page.getByRole('heading', { name: 'お問い合わせ管理', level: 1 }).waitFor();
    const counters = page.getByRole('region', { name: 'お問い合わせの集計' });
    for (const [label, n] of [['総お問い合わせ数', '2件'], ['新規', '2件'], ['対応中', '0件'], ['解決済み', '0件']] as const) {
      await counters.locator('[data-slot="card"]', { has: page.getByText(label, { exact: true }) }).getByText(n, { exact: true }).waitFor();
    }
    await expect.poll(() => rows(page).count()).toBe(2);

    // The search takes a full-width address as the half-width one; the type filter keeps only payments.
    const fullWidth = sender.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    await page.getByRole('searchbox', { name: 'キーワード' }).fill(fullWidth);
    await expect.poll(() => rows(page).count()).toBe(1);
    await rows(page).getByText(subject).waitFor();
    await page.getByRole('searchbox', { name: 'キーワード' }).fill('');
    await expect.poll(() => rows(page).count()).toBe(2);
    await page.getByLabel('種別').selectOption('payment');
    await page.waitForURL(/type=payment/);
    await expect.poll(() => rows(page).count()).toBe(1);
    const row = rows(page).filter({ hasText: subject });
    await row.getByText('新規', { exact: true }).waitFor();

    // 詳細 → 対応開始: 対応中, and the sidebar's badge goes down.
    await row.getByRole('button', { name: `「${subject}」の詳細` }).click();
    const detail = page.getByRole('dialog', { name: subject });
    await detail.getByText('先週の宿泊の領収書を、会社名の宛名で発行し直していただけますか。').waitFor();
    await detail.getByText(sender).waitFor();
    await detail.getByText('お支払いについて').waitFor();
    await detail.getByText('まだ回答していません。').waitFor();
    await detail.getByRole('button', { name: '対応開始' }).click();
    await toasts(page).getByText('対応を開始しました').waitFor();
    await detail.getByText('対応中', { exact: true }).waitFor();
    // The admin of ADMIN_EMAIL is named 管理者: now the inquiry's assignee.
    await detail.locator('dd').getByText('管理者', { exact: true }).waitFor();
    await expect.poll(() => inquiriesBadge(page)).toBe('お問い合わせ管理1件');

    // 回答する: 送信 stays disabled while the reply is blank.
    await detail.getByRole('button', { name: '回答する' }).click();
    const respond = page.getByRole('dialog', { name: 'お問い合わせに回答' });
    await respond.getByText(subject).waitFor();
    const send = respond.getByRole('button', { name: '送信', exact: true });
    expect(await send.isDisabled()).toBe(true);
    const box = respond.getByLabel('回答内容');
    expect(await box.getAttribute('rows')).toBe('6');
    await box.fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await box.fill('鈴木様\n宛名を変更した領収書を、予約詳細のページから再発行いたしました。');
    await send.click();
    await toasts(page).getByText('回答送信完了').waitFor();
    await respond.waitFor({ state: 'hidden' });
    await row.getByText('解決済み', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: `「${subject}」に回答` }).isDisabled()).toBe(true);

    // The answer stays with the inquiry after a reload, with its time and the admin.
    await reloadPage(page);
    await page.getByLabel('状況').selectOption('resolved');
    await expect.poll(() => rows(page).count()).toBe(1);
    await rows(page).getByRole('button', { name: `「${subject}」の詳細` }).click();
    await page.getByRole('dialog', { name: subject }).getByText('宛名を変更した領収書を、予約詳細のページから再発行いたしました。').waitFor();
    expect(await page.getByRole('dialog', { name: subject }).getByRole('button', { name: '回答する' }).isDisabled()).toBe(true);

    // The sender's e-mail arrived at the SMTP server, quoting the subject.
    await expect.poll(() => app.mail().received.filter((m) => m.rcptTo.includes(sender)).length, { timeout: 10_000 }).toBe(1);
    const mail = app.mail().received.find((m) => m.rcptTo.includes(sender))!;
    expect(decodeHeader(headersOf(mail.raw).get('subject') ?? '')).toBe(`【古民家ステイ】お問い合わせへの回答（${subject}）`);
    const text = textBodyOf(mail.raw);
    expect(text).toContain('鈴木 一郎 様');
    expect(text).toContain('宛名を変更した領収書を、予約詳細のページから再発行いたしました。');
    expect(text).toContain(`件名: ${subject}`);
  });
});
