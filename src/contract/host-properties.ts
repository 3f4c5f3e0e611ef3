import { z } from 'zod';
import { PROPERTY_STATUSES } from './enums';
import { errorBodySchema } from './errors';
import { listFilter, listQuerySchema } from './list';
import { photoVariantsSchema } from './photos';
import { basicAmenityLinkSchema, kominkaFeatureSchema, propertyDetailSchema } from './properties';

/** What a draft still lacks before review: the rule's key and the host's words. */
export const missingItemSchema = z.object({
  item: z.string().describe('hostVerified, title, description, address, photos, cover, price, capacity, lodgingBasis, lodgingDocument'),
  label: z.string(),
});
export type MissingItemAnswer = z.infer<typeof missingItemSchema>;

/** A house of the host's list /host/properties (docs/product/hosts-and-houses.md). */
export const hostPropertySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  prefecture: z.string(),
  city: z.string(),
  addressLine: z.string(),
  status: z.enum(PROPERTY_STATUSES),
  rejectionReason: z.string().nullable().describe('却下の理由（却下されて下書きに戻った物件）'),
  suspensionReason: z.string().nullable().describe('停止の理由（停止中の物件）'),
  submittedAt: z.string().nullable(),
  coverPhoto: z
    .object({
      url: z.string(),
      /** The stored sizes and formats for srcset; null for demo photos. */
      variants: photoVariantsSchema.nullable(),
    })
    .nullable(),
  basePriceJpy: z.number().int().describe('1泊の基本料金（円・税込）'),
  ratingAverage: z.number().nullable(),
  reviewCount: z.number().int(),
  nextBooking: z
    .object({ checkinDate: z.string(), checkoutDate: z.string(), guestName: z.string() })
    .nullable()
    .describe('次の予約（キャンセル・仮予約を除き、チェックアウトが今日以降の最初のもの）'),
  bookingsThisMonth: z.number().int().describe('今月（日本時間）チェックインの予約数（キャンセル・仮予約を除く）'),
  missing: z.array(missingItemSchema).describe('下書きを審査に提出する前に足りないもの（下書き以外は空）'),
  updatedAt: z.string(),
});
export type HostProperty = z.infer<typeof hostPropertySchema>;

export const HOST_PROPERTY_SORTS = ['newest', 'title', 'price'] as const;
export type HostPropertySort = (typeof HOST_PROPERTY_SORTS)[number];

/** GET /api/host/properties */
export const hostPropertiesQuerySchema = listQuerySchema({
  sorts: HOST_PROPERTY_SORTS,
  filters: { status: listFilter(PROPERTY_STATUSES, '状態の値が正しくありません') },
});
export type HostPropertiesQuery = z.input<typeof hostPropertiesQuerySchema>;

/** x-list-counts: the host's houses per status, over all of them (the filter's chips). */
export const hostPropertyCountsSchema = z.object({
  all: z.number().int(),
  draft: z.number().int(),
  in_review: z.number().int(),
  published: z.number().int(),
  private: z.number().int(),
  suspended: z.number().int(),
});
export type HostPropertyCounts = z.infer<typeof hostPropertyCountsSchema>;

export const hostPropertyIdParamsSchema = z.object({ id: z.uuid('物件IDの形式が正しくありません') });

/** POST /api/host/properties/{id}/visibility */
export const propertyVisibilityBodySchema = z.object({
  visibility: z.enum(['private', 'published'], '公開設定は private か published で指定してください'),
});
export type PropertyVisibilityBody = z.infer<typeof propertyVisibilityBodySchema>;

/** The answer of submit, withdraw and visibility: the house's new status. */
export const propertyStatusAnswerSchema = z.object({
  id: z.uuid(),
  status: z.enum(PROPERTY_STATUSES),
  submittedAt: z.string().nullable(),
});
export type PropertyStatusAnswer = z.infer<typeof propertyStatusAnswerSchema>;

/** A refused submission: what is missing, in the message and as a list. */
export const submissionRefusedSchema = errorBodySchema.extend({ missing: z.array(missingItemSchema) });
export type SubmissionRefused = z.infer<typeof submissionRefusedSchema>;

/** POST /api/host/properties/{id}/duplicate: the new draft. */
export const duplicatedPropertySchema = z.object({ id: z.uuid() });

/**
 * GET /api/host/properties/{id}/preview: the host's own house, in any status, in the shape of the guest's
 * GET /api/properties/{id}, with its status, kominka features and amenities (the guest's own calls for
 * those answer only published houses).
 */
export const propertyPreviewSchema = propertyDetailSchema.extend({
  status: z.enum(PROPERTY_STATUSES),
  features: z.array(kominkaFeatureSchema),
  amenities: z.array(basicAmenityLinkSchema),
});
export type PropertyPreview = z.infer<typeof propertyPreviewSchema>;
