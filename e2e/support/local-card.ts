import type { Page } from 'playwright-core';

/**
 * Pays on the local provider's card page (the page must be open) with the test card that succeeds,
 * typed as a guest would; with `amount`, the button must name it (支払う ¥45,000). The caller waits for
 * where the payment leads.
 */
export async function payWithTestCard(page: Page, amount?: number): Promise<void> {
  const card = page.getByRole('form', { name: 'カード情報' });
  await card.getByLabel('カード番号').pressSequentially('4242424242424242');
  await card.getByLabel('有効期限').pressSequentially('1230');
  await card.getByLabel('セキュリティコード').fill('123');
  const name = amount === undefined ? /^支払う/ : `支払う ¥${amount.toLocaleString('ja-JP')}`;
  await card.getByRole('button', { name }).click();
}
