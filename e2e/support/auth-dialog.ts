import type { Page } from 'playwright-core';

/** The header's login dialog and its two forms (only the form of the current mode is visible). */
export function authDialog(page: Page) {
  const dialog = page.getByRole('dialog');
  return {
    dialog,
    loginForm: dialog.getByRole('form', { name: 'ログイン' }),
    signupForm: dialog.getByRole('form', { name: '新規登録' }),
    open: () => page.getByRole('banner').getByRole('button', { name: 'ログイン', exact: true }).click(),
  };
}

/** Signs up a new guest through the dialog and waits until the header shows their name. */
export async function signUpThroughDialog(page: Page, fullName: string, email: string, password: string) {
  const { dialog, signupForm, open } = authDialog(page);
  await open();
  await dialog.getByRole('button', { name: '新規登録する' }).click();
  await signupForm.getByLabel('お名前').fill(fullName);
  await signupForm.getByLabel('メールアドレス').fill(email);
  await signupForm.getByLabel('パスワード', { exact: true }).fill(password);
  await signupForm.getByRole('button', { name: 'アカウント作成', exact: true }).click();
  await page.getByRole('banner').getByRole('link', { name: fullName }).waitFor();
}
