import { z } from 'zod';
import { USER_ROLES } from './enums';
import { furiganaAnswer } from './furigana';
import { listFilter, listQuerySchema } from './list';

/** A user of the back office's list (the seed's user shape, plus the suspension). */
export const adminUserSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  fullNameKana: furiganaAnswer,
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(USER_ROLES),
  idVerified: z.boolean(),
  avatarUrl: z.string().nullable(),
  createdAt: z.string(),
  suspendedAt: z.string().nullable().describe('利用停止の日時（停止中でなければ null）'),
  closedAt: z.string().nullable().describe('退会の日時（退会していなければ null）。退会したアカウントの個人情報は消去済み'),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const ADMIN_USER_SORTS = ['newest', 'oldest', 'name'] as const;
/** The roles the user list filters by: admins are accounts of their own (docs/decisions/0003-admins-are-separate-accounts.md), listed on 管理者アカウント. */
export const USER_LIST_ROLES = ['guest', 'host'] as const;
export const USER_VERIFICATION_FILTERS = ['verified', 'unverified'] as const;
export const USER_STATUS_FILTERS = ['active', 'suspended'] as const;

/** GET /api/admin/users */
export const adminUsersQuerySchema = listQuerySchema({
  sorts: ADMIN_USER_SORTS,
  filters: {
    role: listFilter(USER_LIST_ROLES, '役割の値が正しくありません'),
    verification: listFilter(USER_VERIFICATION_FILTERS, '本人確認の値が正しくありません'),
    status: listFilter(USER_STATUS_FILTERS, '状態の値が正しくありません'),
  },
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

/** The four counters above the list, over every user (x-list-counts). */
export const adminUserCountsSchema = z.object({
  total: z.number().int(),
  verified: z.number().int(),
  unverified: z.number().int(),
  hosts: z.number().int(),
});
export type AdminUserCounts = z.infer<typeof adminUserCountsSchema>;

/** GET /api/admin/users/{id}: the user's details for the detail dialog. */
export const adminUserDetailSchema = adminUserSchema.extend({
  address: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  gender: z.string().nullable(),
  suspensionReason: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
  bookingsCount: z.number().int().describe('ゲストとしての予約数（お支払いの済んでいない仮予約を除く）'),
  hostDisplayName: z.string().nullable(),
  propertiesCount: z.number().int().describe('ホストとしての物件数'),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminUserIdParamsSchema = z.object({ id: z.uuid('IDの形式が正しくありません') });

/** POST /api/admin/users/{id}/suspend */
export const suspendUserBodySchema = z.object({
  reason: z.string().trim().min(1, '利用停止の理由を入力してください').max(500, '理由は500文字以内で入力してください'),
});
export type SuspendUserBody = z.input<typeof suspendUserBodySchema>;
