import nodemailer from 'nodemailer';
import type { MailTransport } from './mailer';

/**
 * SMTP through nodemailer, from `SMTP_URL` (smtp://user:pass@host:587, smtps://… for TLS from the
 * start). Timeouts are short so that an unreachable server fails a message instead of holding it.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail({ from: message.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
    async close() {
      transporter.close();
    },
  };
}
