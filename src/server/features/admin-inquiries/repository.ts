import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { INQUIRY_STATUSES, INQUIRY_TYPES } from '@/contract/enums';
import type { Database } from '@/db/client';
import { adminAccounts, inquiries } from '@/db/schema';
import { searchCondition } from '../../lib/list-page';

type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
type InquiryType = (typeof INQUIRY_TYPES)[number];

export interface InquiryListFilter {
  q?: string;
  status?: InquiryStatus;
  type?: InquiryType;
}

export type InquiryListSort = 'newest' | 'oldest';

/**
 * The back office's inquiries by search, status and type. The search text is made the way the other
 * lists' is (src/domain/list-search.ts: NFKC, lower case) from the sender's name, e-mail and the
 * subject, and stored by the database (`inquiries.search_text`, migration 0021) with its trigram and
 * two-character indexes: a page newest first tests each row's stored text instead of normalising it again.
 */
function whereOf(filter: InquiryListFilter): SQL | undefined {
  return and(
    searchCondition({ text: inquiries.searchText, bigrams: sql`text_bigrams(${inquiries.searchText})`, computedBigrams: true }, filter.q),
    filter.status ? eq(inquiries.status, filter.status) : undefined,
    filter.type ? eq(inquiries.inquiryType, filter.type) : undefined,
  );
}

const ORDER: Record<InquiryListSort, SQL[]> = {
  newest: [desc(inquiries.createdAt), desc(inquiries.id)],
  oldest: [asc(inquiries.createdAt), asc(inquiries.id)],
};

const rowColumns = {
  id: inquiries.id,
  userId: inquiries.userId,
  fullName: inquiries.fullName,
  email: inquiries.email,
  subject: inquiries.subject,
  content: inquiries.content,
  inquiryType: inquiries.inquiryType,
  status: inquiries.status,
  responseContent: inquiries.responseContent,
  respondedAt: inquiries.respondedAt,
  assignedAdminId: inquiries.assignedAdminId,
  assignedAdminName: adminAccounts.fullName,
  createdAt: inquiries.createdAt,
  updatedAt: inquiries.updatedAt,
};

export type InquiryRow = Awaited<ReturnType<typeof findInquiryPage>>[number];

export function findInquiryPage(db: Database, filter: InquiryListFilter, sort: InquiryListSort, window: { limit: number; offset: number }) {
  return db
    .select(rowColumns)
    .from(inquiries)
    .leftJoin(adminAccounts, eq(adminAccounts.id, inquiries.assignedAdminId))
    .where(whereOf(filter))
    .orderBy(...ORDER[sort])
    .limit(window.limit)
    .offset(window.offset);
}

export async function countInquiries(db: Database, filter: InquiryListFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(inquiries).where(whereOf(filter));
  return Number(row.n);
}

/** Inquiries per status, over every inquiry. */
export async function countInquiriesByStatus(db: Database): Promise<Record<InquiryStatus, number>> {
  const rows = await db.select({ status: inquiries.status, n: count() }).from(inquiries).groupBy(inquiries.status);
  const counts: Record<InquiryStatus, number> = { open: 0, in_progress: 0, resolved: 0, closed: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

export async function findInquiry(db: Database, id: string): Promise<InquiryRow | undefined> {
  const [row] = await db.select(rowColumns).from(inquiries).leftJoin(adminAccounts, eq(adminAccounts.id, inquiries.assignedAdminId)).where(eq(inquiries.id, id));
  return row;
}

/** The inquiry's state, locked for the change of a transaction. */
export async function findInquiryForUpdate(tx: Database, id: string) {
  const [row] = await tx
    .select({
      id: inquiries.id,
      fullName: inquiries.fullName,
      email: inquiries.email,
      subject: inquiries.subject,
      content: inquiries.content,
      status: inquiries.status,
      assignedAdminId: inquiries.assignedAdminId,
      responseContent: inquiries.responseContent,
      respondedAt: inquiries.respondedAt,
    })
    .from(inquiries)
    .where(eq(inquiries.id, id))
    .for('update');
  return row;
}

export async function updateInquiry(
  tx: Database,
  id: string,
  values: Partial<Pick<typeof inquiries.$inferInsert, 'status' | 'assignedAdminId' | 'responseContent' | 'respondedAt'>>,
  now: Date,
): Promise<void> {
  await tx
    .update(inquiries)
    .set({ ...values, updatedAt: now })
    .where(eq(inquiries.id, id));
}
