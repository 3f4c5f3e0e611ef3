import type { z } from 'zod';
import type {
  AdminHost,
  AdminHostCounts,
  AdminHostDetail,
  adminHostsQuerySchema,
  HostApproval,
  HostApprovalCounts,
  hostApprovalsQuerySchema,
} from '@/contract/admin-hosts';
import { ID_TYPES } from '@/contract/enums';
import type { ListPage } from '@/contract/list';
import type { Database } from '@/db/client';
import { identityReviewRefusal, type IdentityReviewAction } from '@/domain/host-identity-review';
import { type AuditContext, audit } from '../../audit/audit';
import { notifyIdentityReview } from '../../notifications/notify';
import { AppError, notFound } from '../../lib/app-error';
import { pageWindow } from '../../lib/list-page';
import type { MailService } from '../../mail/mail-service';
import * as repo from './repository';

type HostsQuery = z.output<typeof adminHostsQuerySchema>;
type ApprovalsQuery = z.output<typeof hostApprovalsQuerySchema>;

export const HOST_NOT_FOUND = 'ホストが見つかりません';
const YEAR_MS = 365 * 86_400_000;

const idTypeOf = (value: string | null) => ((ID_TYPES as readonly string[]).includes(value ?? '') ? (value as (typeof ID_TYPES)[number]) : null);

async function toHosts(db: Database, rows: repo.HostRow[], now: Date): Promise<HostApproval[]> {
  const ids = rows.map((r) => r.id);
  const [facts, rates] = await Promise.all([repo.houseFactsOf(db, ids), repo.responseRatesOf(db, ids, new Date(now.getTime() - YEAR_MS))]);
  return rows.map((row) => ({
    id: row.id,
    fullName: row.fullName,
    fullNameKana: row.fullNameKana,
    displayName: row.displayName,
    email: row.email,
    phone: row.phone ?? row.profilePhone,
    location: row.location,
    profileImageUrl: row.profileImageUrl ?? row.avatarUrl,
    hostRating: facts.get(row.id)?.rating ?? null,
    responseRate: rates.get(row.id) ?? null,
    kycStatus: row.kycStatus,
    propertyCount: facts.get(row.id)?.propertyCount ?? 0,
    createdAt: row.createdAt.toISOString(),
    bio: row.bio,
    prefecture: row.prefecture,
    city: row.city,
    idType: idTypeOf(row.idType),
    hasBackImage: row.backImageKey !== null,
    uploadDate: row.uploadDate?.toISOString() ?? null,
  }));
}

/** GET /api/admin/hosts: one page of hosts, searched and filtered in SQL, with the counters over every host. */
export async function listHosts(db: Database, query: HostsQuery, now = new Date()): Promise<ListPage<AdminHost, AdminHostCounts>> {
  const filter: repo.HostListFilter = { q: query.q, kyc: query.kyc };
  const [rows, searched, byKyc, average] = await Promise.all([
    repo.findHostPage(db, filter, query.sort, pageWindow(query)),
    // Without a search the total is one of the counters.
    query.q ? repo.countHosts(db, filter) : undefined,
    repo.countHostsByKyc(db),
    repo.averageHostRating(db),
  ]);
  const everyHost = byKyc.pending + byKyc.verified + byKyc.rejected;
  const total = searched ?? (query.kyc ? byKyc[query.kyc] : everyHost);
  const items = (await toHosts(db, rows, now)).map(
    ({ bio: _bio, prefecture: _prefecture, city: _city, idType: _idType, hasBackImage: _back, uploadDate: _upload, ...host }) => host,
  );
  return {
    items,
    total,
    counts: { total: everyHost, ...byKyc, averageRating: average ?? 0 },
  };
}

/** GET /api/admin/host-approvals: the hosts whose identity waits (pending, front image uploaded), the oldest upload first. */
export async function listHostApprovals(db: Database, query: ApprovalsQuery, now = new Date()): Promise<ListPage<HostApproval, HostApprovalCounts>> {
  const filter: repo.HostListFilter = { q: query.q, awaitingReview: true };
  const [rows, waiting, searched] = await Promise.all([
    repo.findHostPage(db, filter, query.sort === 'newest' ? 'upload-newest' : 'upload-oldest', pageWindow(query)),
    repo.countHosts(db, { awaitingReview: true }),
    // Without a search the total is the waiting hosts' count.
    query.q ? repo.countHosts(db, filter) : undefined,
  ]);
  return { items: await toHosts(db, rows, now), total: searched ?? waiting, counts: { waiting } };
}

/** GET /api/admin/hosts/{id}: the host's profile, identity state (with the admin's image addresses) and houses. */
export async function getHostDetail(db: Database, id: string, now = new Date()): Promise<AdminHostDetail> {
  const found = await repo.findHostDetail(db, id);
  if (!found) throw notFound(HOST_NOT_FOUND);
  const { profile: p, user } = found;
  const [[host], houses] = await Promise.all([
    toHosts(
      db,
      [
        {
          id: user.id,
          fullName: user.fullName,
          fullNameKana: user.fullNameKana,
          displayName: p.displayName,
          email: user.email,
          phone: user.phone,
          profilePhone: p.phone,
          location: p.location,
          profileImageUrl: p.profileImageUrl,
          avatarUrl: user.avatarUrl,
          kycStatus: p.kycStatus,
          createdAt: user.createdAt,
          bio: p.bio,
          prefecture: p.prefecture,
          city: p.city,
          idType: p.idType,
          backImageKey: p.backImageKey,
          uploadDate: p.uploadDate,
        },
      ],
      now,
    ),
    repo.findHostProperties(db, id),
  ]);
  const state = { kycStatus: p.kycStatus, hasFrontImage: p.frontImageKey !== null, uploadDate: p.uploadDate, kycReviewedAt: p.kycReviewedAt };
  return {
    ...host,
    postalCode: p.postalCode,
    streetAddress: p.streetAddress,
    buildingName: p.buildingName,
    languages: p.languages,
    frontImageUrl: p.frontImageKey ? adminIdDocumentUrl(id, 'front') : null,
    backImageUrl: p.backImageKey ? adminIdDocumentUrl(id, 'back') : null,
    kycRejectionReason: p.kycStatus === 'rejected' ? p.kycRejectionReason : null,
    kycReviewedAt: p.kycReviewedAt?.toISOString() ?? null,
    canVerify: identityReviewRefusal(state, 'verify') === null,
    canReject: identityReviewRefusal(state, 'reject') === null,
    bank: p.bankName
      ? {
          bankName: p.bankName,
          branchName: p.branchName,
          accountType: p.accountType,
          accountNumberMasked: p.accountNumberLast3 ? `****${p.accountNumberLast3}` : null,
          accountHolder: p.accountHolder,
        }
      : null,
    properties: houses,
  };
}

/** The back office's address of a host's identity image (the host's own is `idDocumentUrl`). */
export function adminIdDocumentUrl(hostId: string, side: 'front' | 'back'): string {
  return `/api/admin/hosts/${hostId}/id-document/${side}`;
}

/**
 * An admin verifies or rejects a host's identity (docs/product/hosts-and-houses.md): kycStatus and
 * verificationStatus move together, with the review's time and the reason of a rejection; the user's
 * idVerified follows. Refused with a 409 by `identityReviewRefusal`. Audited in the same transaction;
 * the host is e-mailed after it.
 */
export async function reviewIdentity(
  db: Database,
  mail: MailService,
  context: AuditContext,
  id: string,
  decision: { action: IdentityReviewAction; reason?: string },
  now = new Date(),
): Promise<AdminHostDetail> {
  const verified = decision.action === 'verify';
  const reason = verified ? null : (decision.reason ?? '').trim();
  await db.transaction(async (tx) => {
    const before = await repo.findIdentityForUpdate(tx, id);
    if (!before) throw notFound(HOST_NOT_FOUND);
    const refusal = identityReviewRefusal(
      { kycStatus: before.kycStatus, hasFrontImage: before.frontImageKey !== null, uploadDate: before.uploadDate, kycReviewedAt: before.kycReviewedAt },
      decision.action,
    );
    if (refusal) throw new AppError('CONFLICT', 409, refusal);
    const after = { kycStatus: verified ? ('verified' as const) : ('rejected' as const), verificationStatus: verified ? 'verified' : 'rejected', kycRejectionReason: reason, kycReviewedAt: now };
    await repo.setIdentityReview(tx, id, after);
    await audit(tx, context, {
      entityType: 'host_profile',
      entityId: id,
      action: verified ? 'verify_identity' : 'reject_identity',
      oldValues: {
        kycStatus: before.kycStatus,
        verificationStatus: before.verificationStatus,
        kycRejectionReason: before.kycRejectionReason,
        kycReviewedAt: before.kycReviewedAt,
        idVerified: before.idVerified,
      },
      newValues: { ...after, idVerified: verified },
    });
    await notifyIdentityReview(tx, { id }, verified ? { verified: true } : { verified: false, reason: reason ?? '' });
  });
  const detail = await getHostDetail(db, id, now);
  const found = await repo.findHostDetail(db, id);
  const to = found?.profile.email || detail.email;
  await mail.sendIdentityReview({ id, fullName: detail.fullName, email: to }, verified ? { verified: true } : { verified: false, reason: reason ?? '' });
  return detail;
}
