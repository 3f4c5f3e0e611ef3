/**
 * How a message leaves the app (create-mail-service.ts builds it, keeps it in `email_outbox` and sends it).
 * `SMTP_URL` set: sent through SMTP with nodemailer; unset: kept in `email_outbox` and logged.
 */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  /** 'smtp' or 'log'. */
  readonly kind: 'smtp' | 'log';
  send(message: OutgoingEmail & { from: string }): Promise<void>;
  close(): Promise<void>;
}
