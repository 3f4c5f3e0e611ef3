import type { Page } from 'playwright-core';
import { vi } from 'vitest';
import { textBodyOf } from '@/server/testing/smtp-capture';
import { goTo } from './browser';
import type { MailCapture } from './fixture';

/**
 * The confirmation link of the latest e-mail to `email` whose text holds `/verify-email?token=`, as a
 * person would find it in their inbox (the SMTP capture of `useAppWithMail`): the path to open.
 */
export async function verifyLinkFor(mail: () => MailCapture, email: string, count = 1): Promise<string> {
  const links = () => mail().received.filter((m) => m.rcptTo.includes(email) && textBodyOf(m.raw).includes('/verify-email?token='));
  // vi.waitFor, not expect.poll: this also runs in beforeAll hooks, where expect.poll is refused.
  await vi.waitFor(
    () => {
      if (links().length < count) throw new Error(`no confirmation link to ${email} yet`);
    },
    { timeout: 20_000, interval: 100 },
  );
  const link = new URL(/https?:\/\/\S+\/verify-email\?token=[\w-]+/.exec(textBodyOf(links().at(-1)!.raw))![0]);
  return `${link.pathname}${link.search}`;
}

/** Opens the confirmation link e-mailed to `email` and waits for the page to say what it did (verified, or changed). */
export async function verifyEmailThroughLink(page: Page, mail: () => MailCapture, email: string, heading = 'メールアドレスを確認しました'): Promise<void> {
  await goTo(page, await verifyLinkFor(mail, email));
  await page.getByRole('heading', { name: heading }).waitFor({ timeout: 20_000 });
}
