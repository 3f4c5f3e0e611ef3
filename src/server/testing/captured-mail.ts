import { expect } from 'vitest';
import type { MailTransport, OutgoingEmail } from '../mail/mailer';

/**
 * A mail transport for API tests that keeps every e-mail as it left the app (with the secrets the
 * outbox's copy leaves out), and reads a link from the latest e-mail to an address, once it has gone.
 */
export function captureMail() {
  const sent: OutgoingEmail[] = [];
  const transport: MailTransport = {
    kind: 'smtp',
    async send(message) {
      sent.push(message);
    },
    async close() {},
  };
  const mailsTo = (email: string, subject: string) => sent.filter((m) => m.to === email && m.subject.includes(subject));
  /** The token of the latest e-mail to `email` whose subject holds `subject`, carrying a link to `path`. */
  async function latestToken(email: string, subject: string, path: string): Promise<string> {
    await expect.poll(() => mailsTo(email, subject).length).toBeGreaterThan(0);
    const text = (mailsTo(email, subject).at(-1) as OutgoingEmail).text;
    const token = new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1];
    if (!token) throw new Error(`no ${path} link in: ${text}`);
    return token;
  }
  return { sent, transport, mailsTo, latestToken };
}
