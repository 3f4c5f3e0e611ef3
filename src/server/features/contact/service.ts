import type { z } from 'zod';
import type { contactBodySchema } from '@/contract/contact';
import type { Database } from '@/db/client';
import * as repo from './repository';

export const CONTACT_RECEIVED = 'お問い合わせを送信しました';

/** Stores the message as an open inquiry for the back office, linked to the sender's account when signed in. */
export async function submitInquiry(db: Database, body: z.output<typeof contactBodySchema>, userId: string | null) {
  const { id } = await repo.insertInquiry(db, { ...body, userId });
  return { id, message: CONTACT_RECEIVED };
}

export async function listFaq(db: Database) {
  return repo.listActiveFaq(db);
}
