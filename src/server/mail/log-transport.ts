import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from './mailer';

/** Without SMTP_URL: the message stays in `email_outbox` (its record) and the log names it. */
export function createLogTransport(log: FastifyBaseLogger): MailTransport {
  return {
    kind: 'log',
    async send(message) {
      log.info({ to: message.to, subject: message.subject }, 'メールを記録しました（SMTP_URL 未設定のため送信していません）');
    },
    async close() {},
  };
}
