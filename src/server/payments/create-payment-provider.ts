import type { Database } from '@/db/client';
import type { AppConfig } from '../config';
import { createLocalProvider } from './local-provider';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripe-provider';

/** `stripe` when its keys are configured (and PAYMENT_PROVIDER is not `local`), otherwise `local`. */
export function createPaymentProvider(config: AppConfig, db: Database): PaymentProvider {
  return config.payments.provider === 'stripe' ? createStripeProvider(config.payments) : createLocalProvider(db);
}
