import type { PropertyStatus } from '@/contract/enums';
import type { Database } from '@/db/client';
import { searchTextOfProperty } from '@/db/property-search-text';
import type { AuditAction } from '@/domain/audit-labels';
import { lodgingDetailsComplete } from '@/domain/lodging-basis';
import { nextPropertyStatus, refusalOf, type AdminPropertyAction } from '@/domain/property-life';
import { type AuditContext, audit } from '../../audit/audit';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { MailService } from '../../mail/mail-service';
import { notifyPropertyReview } from '../../notifications/notify';
import * as repo from './repository';

/**
 * The back office's review of houses (docs/product/hosts-and-houses.md, "A house's life"): approve or
 * reject a submitted house, suspend any house and lift it. No routes here: the back office's routes call
 * these with `auditContextOf(request)`; each change is audited in its own transaction. A deleted house
 * is not found.
 */

export const PROPERTY_NOT_FOUND = '物件が見つかりません';

export interface ReviewedProperty {
  id: string;
  status: PropertyStatus;
}

async function change(
  db: Database,
  context: AuditContext,
  id: string,
  action: AdminPropertyAction,
  values: (before: repo.ReviewRow, next: PropertyStatus) => Partial<repo.ReviewValues>,
  guard?: (tx: Database, before: repo.ReviewRow) => Promise<void>,
  then?: (tx: Database, before: repo.ReviewRow) => Promise<void>,
): Promise<ReviewedProperty & { hostUserId: string; title: string }> {
  return db.transaction(async (tx) => {
    const before = await repo.findForReview(tx, id);
    if (!before) throw notFound(PROPERTY_NOT_FOUND);
    const next = nextPropertyStatus(before.status, action, before.statusBeforeSuspension);
    if (next === null) throw new AppError('CONFLICT', 409, refusalOf(before.status, action));
    if (guard) await guard(tx, before);
    const after = { status: next, ...values(before, next) };
    await repo.updateForReview(tx, id, after);
    const oldValues: Record<string, unknown> = {};
    for (const key of Object.keys(after)) oldValues[key] = before[key as keyof repo.ReviewRow] ?? null;
    await audit(tx, context, { entityType: 'property', entityId: id, action: AUDIT_ACTIONS[action], oldValues, newValues: after });
    if (then) await then(tx, before);
    return { id, status: next, hostUserId: before.hostUserId, title: before.title };
  });
}

const AUDIT_ACTIONS: Record<AdminPropertyAction, AuditAction> = {
  approve: 'approve',
  reject: 'reject',
  suspend: 'suspend',
  liftSuspension: 'lift_suspension',
};

function requiredReason(reason: string, field = 'reason'): string {
  const trimmed = reason.trim();
  if (!trimmed) throw badRequest('理由を入力してください', field);
  if (trimmed.length > 1000) throw badRequest('理由は1000文字以内で入力してください', field);
  return trimmed;
}

/** What the review of a house needs: the database, and the mail that tells its host the result. */
export interface ReviewDeps {
  db: Database;
  mail: Pick<MailService, 'sendPropertyReview'>;
}

/** The host hears the result by e-mail (after the commit) as by 通知 (written with the change). */
async function mailHost(deps: ReviewDeps, reviewed: { id: string; hostUserId: string; title: string }, outcome: { approved: true } | { approved: false; reason: string }) {
  const host = await repo.findHostContact(deps.db, reviewed.hostUserId);
  if (host) await deps.mail.sendPropertyReview(host, { id: reviewed.id, title: reviewed.title }, outcome);
}

/**
 * A submitted house of a verified host is published; a previous rejection's reason is cleared. Its
 * search text is written afresh, so the search finds it at once. Approving says the admin compared the
 * legal basis's number with its document: the basis is marked verified, by whom and when. The host is told.
 */
export async function approveProperty(deps: ReviewDeps, context: AuditContext, id: string, now = new Date()): Promise<ReviewedProperty> {
  const reviewed = await change(
    deps.db,
    context,
    id,
    'approve',
    (before) => ({ rejectionReason: null, searchText: searchTextOfProperty(before), legalBasisVerifiedAt: now, legalBasisVerifiedBy: context.adminId }),
    // A house is published only under a verified host (the host's identity may have been rejected since the submission),
    // and with its legal basis whole (the host may have edited it while it waited).
    async (tx, before) => {
      if (!(await repo.isHostVerified(tx, before.hostUserId))) throw new AppError('CONFLICT', 409, HOST_NOT_VERIFIED);
      if (!lodgingDetailsComplete(before) || !before.lodgingDocumentKey) throw new AppError('CONFLICT', 409, LODGING_BASIS_INCOMPLETE);
    },
    (tx, before) => notifyPropertyReview(tx, { id: before.hostUserId }, before, { approved: true }),
  );
  await mailHost(deps, reviewed, { approved: true });
  return { id: reviewed.id, status: reviewed.status };
}

export const LODGING_BASIS_INCOMPLETE = '営業の根拠（番号と証明書類）がそろっていないため、この物件は承認できません。ホストに差し戻してください';

export const HOST_NOT_VERIFIED = 'ホストの本人確認が済んでいないため、この物件は承認できません。先にホストの本人確認を行ってください';

/** A submitted house goes back to draft with the admin's reason, which the host sees and is told of. */
export async function rejectProperty(deps: ReviewDeps, context: AuditContext, id: string, reason: string, now = new Date()): Promise<ReviewedProperty> {
  const why = requiredReason(reason);
  const outcome = { approved: false as const, reason: why };
  const reviewed = await change(deps.db, context, id, 'reject', () => ({ rejectionReason: why, rejectedAt: now }), undefined, (tx, before) =>
    notifyPropertyReview(tx, { id: before.hostUserId }, before, outcome),
  );
  await mailHost(deps, reviewed, outcome);
  return { id: reviewed.id, status: reviewed.status };
}

/** Any house is suspended with a reason; it remembers its status for the lifting. */
export async function suspendProperty(db: Database, context: AuditContext, id: string, reason: string): Promise<ReviewedProperty> {
  const why = requiredReason(reason);
  return idAndStatus(change(db, context, id, 'suspend', (before) => ({ suspensionReason: why, statusBeforeSuspension: before.status })));
}

/** Only an admin lifts a suspension: the house returns to the status it had (private when unknown). */
export async function liftSuspension(db: Database, context: AuditContext, id: string): Promise<ReviewedProperty> {
  return idAndStatus(change(db, context, id, 'liftSuspension', () => ({ suspensionReason: null, statusBeforeSuspension: null })));
}

async function idAndStatus(changed: Promise<ReviewedProperty>): Promise<ReviewedProperty> {
  const { id, status } = await changed;
  return { id, status };
}
