import type { z } from 'zod';
import type {
  AdminProperty,
  AdminPropertyCounts,
  adminPropertiesQuerySchema,
  PropertyApproval,
  PropertyApprovalCounts,
  propertyApprovalsQuerySchema,
} from '@/contract/admin-properties';
import { adminLodgingDocumentUrl } from '@/contract/admin-properties';
import type { PropertyPreview } from '@/contract/host-properties';
import type { ListPage } from '@/contract/list';
import type { Database } from '@/db/client';
import { legalBasisStanding, lodgingBasisLine, lodgingNumberOf } from '@/domain/lodging-basis';
import { AppError } from '../../lib/app-error';
import { pageWindow } from '../../lib/list-page';
import * as properties from '../properties/repository';
import { basicAmenitiesOf, propertyDetailOf } from '../properties/service';
import { PROPERTY_NOT_FOUND } from '../property-review/service';
import * as repo from './repository';

type PropertiesQuery = z.output<typeof adminPropertiesQuerySchema>;
type ApprovalsQuery = z.output<typeof propertyApprovalsQuerySchema>;

function toApproval(row: repo.PropertyRow): PropertyApproval {
  const {
    lodgingNotificationNumber: _n,
    lodgingPermitNumber: _p,
    lodgingCertificateNumber: _c,
    lodgingDocumentKey: _k,
    lodgingDocumentType: _t,
    legalBasisVerifiedAt,
    ...house
  } = row;
  return {
    ...house,
    createdAt: row.createdAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    ratingAverage: row.ratingAverage === null ? null : Number(row.ratingAverage),
    legalBasisStanding: legalBasisStanding(row),
    lodgingNumber: lodgingNumberOf(row),
    lodgingBasisLine: lodgingBasisLine(row),
    lodgingDocument: row.lodgingDocumentKey ? { url: adminLodgingDocumentUrl(row.id), contentType: row.lodgingDocumentType ?? 'image/png' } : null,
    legalBasisVerifiedAt: legalBasisVerifiedAt?.toISOString() ?? null,
  };
}

function toProperty(row: repo.PropertyRow): AdminProperty {
  const {
    hostKycStatus: _kyc,
    hostEmail: _email,
    photoCount: _photos,
    addressLine: _address,
    cleaningFee: _fee,
    lodgingNumber: _number,
    lodgingBasisLine: _line,
    lodgingPermitDate: _date,
    lodgingHealthCentre: _centre,
    lodgingDocument: _document,
    legalBasisVerifiedAt: _verified,
    ...house
  } = toApproval(row);
  return house;
}

/** GET /api/admin/properties: one page of the houses not deleted, searched and filtered in SQL, with the counters over every house. */
export async function listProperties(db: Database, query: PropertiesQuery): Promise<ListPage<AdminProperty, AdminPropertyCounts>> {
  const filter: repo.PropertyListFilter = { q: query.q, status: query.status, prefecture: query.prefecture };
  const [rows, searched, facets] = await Promise.all([
    repo.findPropertyPage(db, filter, query.sort, pageWindow(query)),
    // Without a search or an area the total is one of the counters.
    query.q || query.prefecture ? repo.countProperties(db, filter) : undefined,
    repo.propertyFacets(db),
  ]);
  const { counts } = facets;
  return {
    items: rows.map(toProperty),
    total: searched ?? (query.status ? counts[query.status] : facets.total),
    counts: {
      total: facets.total,
      published: counts.published,
      inReview: counts.in_review,
      suspended: counts.suspended,
      averageRating: facets.averageRating ?? 0,
    },
  };
}

/** GET /api/admin/property-approvals: the houses in review, the oldest submission first. */
export async function listPropertyApprovals(db: Database, query: ApprovalsQuery): Promise<ListPage<PropertyApproval, PropertyApprovalCounts>> {
  const filter: repo.PropertyListFilter = { q: query.q, status: 'in_review' };
  const [rows, waiting, searched] = await Promise.all([
    repo.findPropertyPage(db, filter, query.sort === 'newest' ? 'submitted-newest' : 'submitted-oldest', pageWindow(query)),
    repo.countProperties(db, { status: 'in_review' }),
    // Without a search the total is the waiting houses' count.
    query.q ? repo.countProperties(db, filter) : undefined,
  ]);
  return { items: rows.map(toApproval), total: searched ?? waiting, counts: { waiting } };
}

/** GET /api/admin/properties/{id}/preview: the house as a guest would see it (the guest page's own detail), in any status. */
export async function previewProperty(db: Database, id: string): Promise<PropertyPreview> {
  const row = await properties.findPropertyDetail(db, id, { anyStatus: true });
  if (!row) throw new AppError('NOT_FOUND', 404, PROPERTY_NOT_FOUND);
  const [detail, features, amenities] = await Promise.all([propertyDetailOf(db, row, { admin: true }), properties.listPropertyFeatures(db, id), basicAmenitiesOf(db, id)]);
  return { ...detail, status: row.status, features, amenities };
}
