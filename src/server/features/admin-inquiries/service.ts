import type { z } from 'zod';
import type { AdminInquiry, AdminInquiryCounts, AdminInquiryDetail, adminInquiriesQuerySchema } from '@/contract/admin-inquiries';
import type { ListPage } from '@/contract/list';
import type { Database } from '@/db/client';
import { inquiryActionRefusal, type InquiryAction, nextInquiryStatus } from '@/domain/inquiry-life';
import { type AuditContext, audit } from '../../audit/audit';
import { AppError, notFound } from '../../lib/app-error';
import { pageWindow } from '../../lib/list-page';
import type { MailService } from '../../mail/mail-service';
import * as repo from './repository';

type InquiriesQuery = z.output<typeof adminInquiriesQuerySchema>;

export const INQUIRY_NOT_FOUND = 'お問い合わせが見つかりません';

function toInquiry(row: repo.InquiryRow): AdminInquiry {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    subject: row.subject,
    content: row.content,
    inquiryType: row.inquiryType,
    status: row.status,
    adminResponse: row.responseContent,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    assignedAdminName: row.assignedAdminName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /api/admin/inquiries: one page, searched and filtered in SQL, with the counters over every inquiry. */
export async function listInquiries(db: Database, query: InquiriesQuery): Promise<ListPage<AdminInquiry, AdminInquiryCounts>> {
  const filter: repo.InquiryListFilter = { q: query.q, status: query.status, type: query.type };
  const [rows, total, byStatus] = await Promise.all([
    repo.findInquiryPage(db, filter, query.sort, pageWindow(query)),
    repo.countInquiries(db, filter),
    repo.countInquiriesByStatus(db),
  ]);
  return {
    items: rows.map(toInquiry),
    total,
    counts: {
      total: byStatus.open + byStatus.in_progress + byStatus.resolved + byStatus.closed,
      open: byStatus.open,
      inProgress: byStatus.in_progress,
      resolved: byStatus.resolved,
      closed: byStatus.closed,
    },
  };
}

/** GET /api/admin/inquiries/{id}: the inquiry, its answer and what an admin may do now. */
export async function getInquiry(db: Database, id: string): Promise<AdminInquiryDetail> {
  const row = await repo.findInquiry(db, id);
  if (!row) throw notFound(INQUIRY_NOT_FOUND);
  return {
    ...toInquiry(row),
    userId: row.userId,
    updatedAt: row.updatedAt.toISOString(),
    canTake: inquiryActionRefusal(row.status, 'take') === null,
    canRespond: inquiryActionRefusal(row.status, 'respond') === null,
    canClose: inquiryActionRefusal(row.status, 'close') === null,
  };
}

type Change = { action: 'take' | 'close' } | { action: 'respond'; response: string };

/**
 * An admin takes (対応中, becoming its assignee), answers (解決済み: the answer, its time and the admin
 * are kept) or closes (クローズ) an inquiry (docs/product/back-office.md, "Inquiries"). Refused with a
 * 409 by `inquiryActionRefusal`. Audited in the same transaction; an answer is e-mailed to the sender
 * after it.
 */
export async function changeInquiry(db: Database, mail: MailService, context: AuditContext, id: string, change: Change, now = new Date()): Promise<AdminInquiryDetail> {
  const answered = await db.transaction(async (tx) => {
    const before = await repo.findInquiryForUpdate(tx, id);
    if (!before) throw notFound(INQUIRY_NOT_FOUND);
    const action: InquiryAction = change.action;
    const refusal = inquiryActionRefusal(before.status, action);
    if (refusal) throw new AppError('CONFLICT', 409, refusal);
    const status = nextInquiryStatus(before.status, action)!;
    const after =
      change.action === 'respond'
        ? { status, assignedAdminId: context.adminId, responseContent: change.response.trim(), respondedAt: now }
        : change.action === 'take'
          ? { status, assignedAdminId: context.adminId }
          : { status };
    await repo.updateInquiry(tx, id, after, now);
    const keys = Object.keys(after) as (keyof typeof before & keyof typeof after)[];
    await audit(tx, context, {
      entityType: 'inquiry',
      entityId: id,
      action: change.action === 'take' ? 'take_inquiry' : change.action === 'respond' ? 'respond_inquiry' : 'close_inquiry',
      oldValues: Object.fromEntries(keys.map((key) => [key, before[key]])),
      newValues: after,
    });
    return change.action === 'respond' ? { ...before, response: after.responseContent as string } : null;
  });
  const detail = await getInquiry(db, id);
  if (answered) {
    await mail.sendInquiryAnswer({
      id,
      fullName: answered.fullName,
      email: answered.email,
      subject: answered.subject,
      content: answered.content,
      createdAt: new Date(detail.createdAt),
      response: answered.response,
      userId: detail.userId,
    });
  }
  return detail;
}
