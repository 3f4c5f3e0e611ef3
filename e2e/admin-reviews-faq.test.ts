import { describe, expect, it } from 'vitest';
import type { AdminReview } from '@/contract/admin-reviews';
import type { PropertyReviews } from '@/contract/properties';
import { adminLogin } from './support/admin-login';
import { goTo, toasts } from './support/browser';
import { useApp } from './support/fixture';

// The demo data: published reviews and the contact page's questions.
const app = useApp({ SEED: 'demo' });

describe('レビュー管理・FAQ管理', () => {
  it('an admin hides a review with a reason and the house no longer shows it', { timeout: 120_000 }, async () => {
    const admin = await app.visit('/');
    await adminLogin(admin);
    const listed = admin.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/reviews' && r.request().method() === 'GET');
    await goTo(admin, '/admin/reviews');
    const review = ((await (await listed).json()) as AdminReview[])[0];
    const publicIds = async () => ((await admin.request.get(`/api/properties/${review.propertyId}/reviews`).then((r) => r.json())) as PropertyReviews).reviews.map((r) => r.id);
    expect(await publicIds()).toContain(review.id);

    // The first row is the newest review: its dialog shows it as published.
    await admin.getByRole('button', { name: `${review.reviewerName}さんのレビューの詳細` }).first().click();
    const detail = admin.getByRole('dialog', { name: 'レビューの詳細' });
    await expect.poll(() => detail.getByText(review.propertyTitle, { exact: false }).first().isVisible()).toBe(true);
    await detail.getByRole('button', { name: '非公開にする' }).click();

    // The reason goes with the change and shows in the dialog.
    const reason = admin.getByRole('dialog', { name: 'レビューを非公開にする' });
    await reason.getByLabel('非公開にする理由').fill('個人を特定できる情報が含まれているため');
    await reason.getByRole('button', { name: '非公開にする' }).click();
    await expect.poll(() => toasts(admin).filter({ hasText: 'レビューを非公開にしました' }).count()).toBe(1);
    await expect.poll(() => detail.getByText('個人を特定できる情報が含まれているため').isVisible()).toBe(true);
    await expect.poll(() => detail.getByRole('button', { name: '公開する' }).isVisible()).toBe(true);

    expect(await publicIds()).not.toContain(review.id);
    // Behind the closed dialog the counters show the hidden review.
    await detail.getByRole('button', { name: '閉じる' }).click();
    await expect.poll(() => detail.isVisible()).toBe(false);
    const counters = admin.getByRole('region', { name: 'レビューの集計' });
    await expect.poll(() => counters.getByText('1件', { exact: true }).isVisible()).toBe(true);
  });

  it('an admin adds a question with its English, moves it up and hides it; the contact pages follow', { timeout: 120_000 }, async () => {
    const question = 'E2E 古民家にペットは泊まれますか？';
    const englishQuestion = 'E2E Can pets stay in a kominka?';
    const answer = '古民家ごとに異なります。各古民家の詳細ページでご確認ください。';
    const last = 'お問い合わせへの返信にはどのくらいかかりますか？';
    const admin = await app.visit('/');
    await adminLogin(admin);
    await goTo(admin, '/admin/faq');
    await admin.getByRole('button', { name: 'FAQを追加' }).click();
    const form = admin.getByRole('form', { name: 'FAQの追加' });
    // The Japanese fields' labels end in 必須; each English one (カテゴリ（英語）…) sits beside its Japanese.
    await form.getByLabel(/^カテゴリ\s*必須/).fill('その他');
    await form.getByLabel(/^質問\s*必須/).fill(question);
    await form.getByLabel(/^回答\s*必須/).fill(answer);
    await form.getByLabel('質問（英語）').fill(englishQuestion);
    await form.getByRole('button', { name: '追加する' }).click();
    await expect.poll(() => toasts(admin).filter({ hasText: 'FAQを追加しました' }).count()).toBe(1);

    const table = admin.getByRole('table', { name: 'FAQ一覧' });
    const rowQuestions = () => table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent ?? ''));
    await expect.poll(async () => (await rowQuestions()).at(-1)).toContain(question);

    const guest = await app.visit('/');
    const contactOrder = async () => {
      await goTo(guest, '/contact');
      await guest.getByRole('heading', { name: 'よくある質問' }).waitFor();
      await guest.locator('summary').first().waitFor();
      return guest.locator('summary').allTextContents();
    };
    const order = await contactOrder();
    expect(order.findIndex((q) => q.includes(question))).toBeGreaterThan(order.findIndex((q) => q.includes(last)));

    // The English contact page: the English question under the category's English (the seed's "Other"); the
    // answer, which has no English, in Japanese marked lang="ja".
    await goTo(guest, '/en/contact');
    const entry = guest.locator('details', { hasText: englishQuestion });
    await entry.waitFor();
    expect(await entry.locator('summary [lang="ja"]').count()).toBe(0);
    expect(await entry.locator('[lang="ja"]').textContent()).toBe(answer);
    expect(await guest.getByRole('heading', { name: 'Other', exact: true }).isVisible()).toBe(true);
    expect(await guest.getByText(question).count()).toBe(0);

    // 上へ: it swaps with the question above it, here and on the contact page.
    await admin.getByRole('button', { name: `「${question}」を上へ移動` }).click();
    await expect.poll(() => toasts(admin).filter({ hasText: '表示順を変更しました' }).count()).toBe(1);
    await expect.poll(async () => (await rowQuestions()).at(-1)).toContain(last);
    const moved = await contactOrder();
    expect(moved.findIndex((q) => q.includes(question))).toBeGreaterThanOrEqual(0);
    expect(moved.findIndex((q) => q.includes(question))).toBeLessThan(moved.findIndex((q) => q.includes(last)));

    // Hidden: it stays in the back office but leaves the contact page.
    const toggle = admin.getByRole('switch', { name: `「${question}」をお問い合わせページに表示` });
    await toggle.click();
    await expect.poll(() => toasts(admin).filter({ hasText: 'FAQを非表示にしました' }).count()).toBe(1);
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    const hidden = await contactOrder();
    expect(hidden.some((q) => q.includes(last))).toBe(true);
    expect(hidden.some((q) => q.includes(question))).toBe(false);
  });
});
