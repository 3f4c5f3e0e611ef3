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

/** The shown items in display order, each with its English texts (null where the admin wrote none). */
export async function listActiveFaq(db: Database) {
  return db
    .select({
      id: faqItems.id,
      category: faqItems.category,
      question: faqItems.question,
      answer: faqItems.answer,
      categoryEn: faqItems.categoryEn,
      questionEn: faqItems.questionEn,
      answerEn: faqItems.answerEn,
    })
    .from(faqItems)
    .where(eq(faqItems.isActive, true))
    .orderBy(asc(faqItems.displayOrder), asc(faqItems.id));
}

export type FaqRow = Awaited<ReturnType<typeof listActiveFaq>>[number];
