import { z } from 'zod';
import { INQUIRY_STATUSES, INQUIRY_TYPES } from './enums';
import { listFilter, listQuerySchema } from './list';

/** An inquiry of the back office's list (the seed's inquiry shape, with the answer's time and admin). */
export const adminInquirySchema = z.object({
  id: z.uuid().describe('お問い合わせID'),
  fullName: z.string(),
  email: z.string(),
  subject: z.string(),
  content: z.string(),
  inquiryType: z.enum(INQUIRY_TYPES),
  status: z.enum(INQUIRY_STATUSES),
  adminResponse: z.string().nullable().describe('管理者の回答（未回答なら null）'),
  respondedAt: z.string().nullable(),
  assignedAdminName: z.string().nullable().describe('担当の管理者（対応開始または回答した管理者）の名前'),
  createdAt: z.string(),
});
export type AdminInquiry = z.infer<typeof adminInquirySchema>;

export const ADMIN_INQUIRY_SORTS = ['newest', 'oldest'] as const;

/** GET /api/admin/inquiries */
export const adminInquiriesQuerySchema = listQuerySchema({
  sorts: ADMIN_INQUIRY_SORTS,
  filters: {
    status: listFilter(INQUIRY_STATUSES, '対応状況の値が正しくありません'),
    type: listFilter(INQUIRY_TYPES, '種別の値が正しくありません'),
  },
});
export type AdminInquiriesQuery = z.input<typeof adminInquiriesQuerySchema>;

/** The counters above the list, over every inquiry (x-list-counts). */
export const adminInquiryCountsSchema = z.object({
  total: z.number().int(),
  open: z.number().int(),
  inProgress: z.number().int(),
  resolved: z.number().int(),
  closed: z.number().int(),
});
export type AdminInquiryCounts = z.infer<typeof adminInquiryCountsSchema>;

/** GET /api/admin/inquiries/{id}: the inquiry with its sender's account and what an admin may do now. */
export const adminInquiryDetailSchema = adminInquirySchema.extend({
  userId: z.uuid().nullable().describe('送信時にログインしていた利用者のID'),
  updatedAt: z.string(),
  canTake: z.boolean().describe('いま対応開始できるか（新規のみ）'),
  canRespond: z.boolean().describe('いま回答できるか（新規・対応中）'),
  canClose: z.boolean().describe('いまクローズできるか（クローズ済み以外）'),
});
export type AdminInquiryDetail = z.infer<typeof adminInquiryDetailSchema>;

export const adminInquiryIdParamsSchema = z.object({ id: z.uuid('IDの形式が正しくありません') });

export const INQUIRY_RESPONSE_MAX = 5000;

/** POST /api/admin/inquiries/{id}/respond: the answer e-mailed to the sender (not blank after trimming). */
export const respondInquiryBodySchema = z.object({
  responseContent: z
    .string('回答内容を入力してください')
    .trim()
    .min(1, '回答内容を入力してください')
    .max(INQUIRY_RESPONSE_MAX, `回答は${INQUIRY_RESPONSE_MAX}文字以内で入力してください`),
});
export type RespondInquiryBody = z.input<typeof respondInquiryBodySchema>;
