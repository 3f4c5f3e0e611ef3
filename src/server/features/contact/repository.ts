import { asc, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { faqItems, inquiries } from '@/db/schema';

export async function insertInquiry(
  db: Database,
  values: { userId: string | null; fullName: string; email: string; inquiryType: (typeof inquiries.$inferInsert)['inquiryType']; subject: string; content: string },
) {
  const [row] = await db
    .insert(inquiries)
    .values({ ...values, status: 'open' })
    .returning({ id: inquiries.id });
  return row;
}

export async function listActiveFaq(db: Database) {
  return db
    .select({ id: faqItems.id, category: faqItems.category, question: faqItems.question, answer: faqItems.answer })
    .from(faqItems)
    .where(eq(faqItems.isActive, true))
    .orderBy(asc(faqItems.displayOrder), asc(faqItems.id));
}
