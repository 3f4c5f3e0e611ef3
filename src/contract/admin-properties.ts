import { z } from 'zod';
import { KOMINKA_GRADES, KYC_STATUSES, LODGING_REGIMES, PROPERTY_STATUSES } from './enums';
import { listFilter, listQuerySchema } from './list';

/** A house of the back office's list (the seed's property shape, with its host, rating and review state). */
export const adminPropertySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  prefecture: z.string(),
  city: z.string(),
  builtYear: z.number().int().nullable(),
  kominkaGrade: z.enum(KOMINKA_GRADES).nullable(),
  maxGuests: z.number().int(),
  basePrice: z.number().int().describe('1泊の基本料金（円、税込）'),
  status: z.enum(PROPERTY_STATUSES),
  mainPhotoUrl: z.string().nullable(),
  createdAt: z.string(),
  hostUserId: z.uuid(),
  hostName: z.string(),
  ratingAverage: z.number().nullable(),
  reviewCount: z.number().int(),
  submittedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  suspensionReason: z.string().nullable(),
  lodgingRegime: z.enum(LODGING_REGIMES).nullable().describe('営業の根拠（法令）。未登録は null'),
  legalBasisStanding: z.enum(['verified', 'unverified', 'missing']).describe('確認済み・未確認・要確認（未登録）'),
});
export type AdminProperty = z.infer<typeof adminPropertySchema>;

export const ADMIN_PROPERTY_SORTS = ['newest', 'oldest', 'price-high', 'price-low', 'rating'] as const;

const prefectureFilter = z.preprocess(
  (v) => (v === '' || v === 'all' || v === null ? undefined : v),
  z.string().trim().max(10, '都道府県の値が正しくありません').optional(),
);

/** GET /api/admin/properties */
export const adminPropertiesQuerySchema = listQuerySchema({
  sorts: ADMIN_PROPERTY_SORTS,
  filters: {
    status: listFilter(PROPERTY_STATUSES, '状態の値が正しくありません'),
    prefecture: prefectureFilter,
  },
});
export type AdminPropertiesQuery = z.input<typeof adminPropertiesQuerySchema>;

/** The counters above the house list, over every house not deleted (x-list-counts); averageRating 0 when no house has a review. */
export const adminPropertyCountsSchema = z.object({
  total: z.number().int(),
  published: z.number().int(),
  inReview: z.number().int(),
  suspended: z.number().int(),
  averageRating: z.number(),
});
export type AdminPropertyCounts = z.infer<typeof adminPropertyCountsSchema>;

/** A house in review (物件承認), with what the admin checks before approving. */
export const propertyApprovalSchema = adminPropertySchema.extend({
  hostKycStatus: z.enum(KYC_STATUSES),
  hostEmail: z.string(),
  photoCount: z.number().int(),
  addressLine: z.string(),
  cleaningFee: z.number().int(),
  /** The legal basis beside its document: what approving verifies. */
  lodgingNumber: z.string().nullable().describe('選んだ法令の番号（届出番号・許可番号・認定番号）'),
  lodgingBasisLine: z.string().nullable().describe('物件ページに表示する一文（住宅宿泊事業法 届出番号 M260012345 など）'),
  lodgingPermitDate: z.string().nullable(),
  lodgingHealthCentre: z.string().nullable(),
  lodgingDocument: z.object({ url: z.string(), contentType: z.string() }).nullable().describe('管理者だけが読める書類のアドレス（キャッシュ不可）'),
  legalBasisVerifiedAt: z.string().nullable(),
});
export type PropertyApproval = z.infer<typeof propertyApprovalSchema>;

export const PROPERTY_APPROVAL_SORTS = ['oldest', 'newest'] as const;

/** GET /api/admin/property-approvals: houses in review, the oldest submission first. */
export const propertyApprovalsQuerySchema = listQuerySchema({ sorts: PROPERTY_APPROVAL_SORTS, filters: {} });
export type PropertyApprovalsQuery = z.input<typeof propertyApprovalsQuerySchema>;

export const propertyApprovalCountsSchema = z.object({ waiting: z.number().int() });
export type PropertyApprovalCounts = z.infer<typeof propertyApprovalCountsSchema>;

export const adminPropertyIdParamsSchema = z.object({ id: z.uuid('IDの形式が正しくありません') });

export const PROPERTY_REASON_MAX = 1000;

/** POST /api/admin/properties/{id}/reject and …/suspend */
export const propertyReasonBodySchema = z.object({
  reason: z
    .string('理由を入力してください')
    .trim()
    .min(1, '理由を入力してください')
    .max(PROPERTY_REASON_MAX, `理由は${PROPERTY_REASON_MAX}文字以内で入力してください`),
});
export type PropertyReasonBody = z.input<typeof propertyReasonBodySchema>;

/** The answer of an approval, rejection, suspension or lifting: the house's new status. */
export const reviewedPropertySchema = z.object({ id: z.uuid(), status: z.enum(PROPERTY_STATUSES) });
export type ReviewedProperty = z.infer<typeof reviewedPropertySchema>;

/** The back office's address of a house's proof document. */
export const adminLodgingDocumentUrl = (propertyId: string) => `/api/admin/properties/${propertyId}/lodging-document`;
