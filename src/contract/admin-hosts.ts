import { z } from 'zod';
import { ID_TYPES, KYC_STATUSES } from './enums';
import { furiganaAnswer } from './furigana';
import { listFilter, listQuerySchema } from './list';

/** A host of the back office's list (the seed's host shape, with the real rating and house count). */
export const adminHostSchema = z.object({
  id: z.uuid().describe('ホストのユーザーID'),
  fullName: z.string(),
  fullNameKana: furiganaAnswer,
  displayName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  hostRating: z.number().nullable().describe('公開中の物件のレビューによる加重平均（レビューがなければ null）'),
  responseRate: z.number().int().nullable().describe('過去1年の予約リクエストへの応答率（%、実績がなければ null）'),
  kycStatus: z.enum(KYC_STATUSES),
  propertyCount: z.number().int().describe('削除されていない物件の数'),
  createdAt: z.string(),
});
export type AdminHost = z.infer<typeof adminHostSchema>;

export const ADMIN_HOST_SORTS = ['newest', 'oldest', 'name'] as const;

/** GET /api/admin/hosts */
export const adminHostsQuerySchema = listQuerySchema({
  sorts: ADMIN_HOST_SORTS,
  filters: { kyc: listFilter(KYC_STATUSES, '本人確認の状態の値が正しくありません') },
});
export type AdminHostsQuery = z.input<typeof adminHostsQuerySchema>;

/** The counters above the host list, over every host (x-list-counts). averageRating is 0 when no host has a review. */
export const adminHostCountsSchema = z.object({
  total: z.number().int(),
  verified: z.number().int(),
  pending: z.number().int(),
  rejected: z.number().int(),
  averageRating: z.number(),
});
export type AdminHostCounts = z.infer<typeof adminHostCountsSchema>;

/** A host whose identity waits for review (ホスト承認). */
export const hostApprovalSchema = adminHostSchema.extend({
  bio: z.string().nullable(),
  prefecture: z.string().nullable(),
  city: z.string().nullable(),
  idType: z.enum(ID_TYPES).nullable(),
  hasBackImage: z.boolean(),
  uploadDate: z.string().nullable().describe('身分証明書画像の最後のアップロード日時'),
});
export type HostApproval = z.infer<typeof hostApprovalSchema>;

export const HOST_APPROVAL_SORTS = ['oldest', 'newest'] as const;

/** GET /api/admin/host-approvals: the oldest upload first by default. */
export const hostApprovalsQuerySchema = listQuerySchema({ sorts: HOST_APPROVAL_SORTS, filters: {} });
export type HostApprovalsQuery = z.input<typeof hostApprovalsQuerySchema>;

export const hostApprovalCountsSchema = z.object({ waiting: z.number().int() });
export type HostApprovalCounts = z.infer<typeof hostApprovalCountsSchema>;

/** GET /api/admin/hosts/{id}: the host's profile, identity state and houses. */
export const adminHostDetailSchema = hostApprovalSchema.extend({
  postalCode: z.string().nullable(),
  streetAddress: z.string().nullable(),
  buildingName: z.string().nullable(),
  languages: z.array(z.string()),
  frontImageUrl: z.string().nullable().describe('管理画面用の身分証明書（表面）のアドレス（未提出なら null）'),
  backImageUrl: z.string().nullable(),
  kycRejectionReason: z.string().nullable(),
  kycReviewedAt: z.string().nullable(),
  canVerify: z.boolean().describe('いま承認できるか'),
  canReject: z.boolean().describe('いま却下できるか'),
  bank: z
    .object({ bankName: z.string(), branchName: z.string().nullable(), accountType: z.string().nullable(), accountNumberMasked: z.string().nullable(), accountHolder: z.string().nullable() })
    .nullable(),
  properties: z.array(
    z.object({ id: z.uuid(), title: z.string(), status: z.string(), prefecture: z.string(), city: z.string() }),
  ),
});
export type AdminHostDetail = z.infer<typeof adminHostDetailSchema>;

export const adminHostIdParamsSchema = z.object({ id: z.uuid('IDの形式が正しくありません') });
export const adminHostDocumentParamsSchema = adminHostIdParamsSchema.extend({
  side: z.enum(['front', 'back'], '表面か裏面かを指定してください'),
});

export const HOST_REJECTION_REASON_MAX = 1000;

/** POST /api/admin/hosts/{id}/reject */
export const rejectHostBodySchema = z.object({
  reason: z
    .string('却下の理由を入力してください')
    .trim()
    .min(1, '却下の理由を入力してください')
    .max(HOST_REJECTION_REASON_MAX, `理由は${HOST_REJECTION_REASON_MAX}文字以内で入力してください`),
});
export type RejectHostBody = z.input<typeof rejectHostBodySchema>;
