import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '@/db/client';
import type { FieldCipher } from '../../lib/field-cipher';
import type { MailService } from '../../mail/mail-service';
import type { PaymentProvider } from '../../payments/provider';

/**
 * What moving a booking needs: the database, the payment provider, e-mail and a logger. The booking
 * code, checkout, the Stripe webhook and the timed jobs take it; `payments/` never does (it only
 * reports what happened at the provider, and the booking code applies it).
 */
export interface BookingDeps {
  db: Database;
  payments: PaymentProvider;
  mail: MailService;
  log: FastifyBaseLogger;
  /** Encrypts a refund account (コンビニ払い・銀行振込, features/refund-transfers). */
  cipher: FieldCipher;
}

/** The app's own database, provider and mail, with the request's (or the server's) logger. */
export function bookingDeps(app: FastifyInstance, log: FastifyBaseLogger = app.log): BookingDeps {
  return { db: app.db, payments: app.payments, mail: app.mail, log, cipher: app.fieldCipher };
}
