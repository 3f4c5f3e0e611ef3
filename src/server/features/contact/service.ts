import type { z } from 'zod';
import type { contactBodySchema } from '@/contract/contact';
import type { Language } from '@/contract/language';
import type { Database } from '@/db/client';
import { faqIn } from './faq-in-language';
import * as repo from './repository';

export const CONTACT_RECEIVED = 'お問い合わせを送信しました';

/** Stores the message as an open inquiry for the back office, linked to the sender's account when signed in. */
export async function submitInquiry(db: Database, body: z.output<typeof contactBodySchema>, userId: string | null) {
  const { id } = await repo.insertInquiry(db, { ...body, userId });
  return { id, message: CONTACT_RECEIVED };
}

/** The shown FAQ items in display order, in the page's language where the admin wrote it. */
export async function listFaq(db: Database, language: Language) {
  return faqIn(await repo.listActiveFaq(db), language);
}
