import { z } from 'zod';
import { dayField, monthField } from './calendar-fields';
import { PAYOUT_STATUSES } from './enums';
import { listFilter, listQuerySchema } from './list';

/**
 * The back office's 送金履歴 (/admin/transfers, docs/product/money.md): the hosts' monthly payouts, the
 * month's transfer runs (batches) with their Zengin file, and the outcome of each transfer.
 */

/** The status words of the back office (the host sees pending and processing alike as 処理中). */
export const ADMIN_PAYOUT_STATUS_LABELS: Record<(typeof PAYOUT_STATUSES)[number], string> = {
  pending: '送金待ち',
  processing: '送金処理中',
  paid: '送金済み',
  failed: '失敗',
};

const periodMonthSchema = monthField('対象月は YYYY-MM の形式で指定してください');

export const adminPayoutSchema = z.object({
  id: z.uuid(),
  periodMonth: z.string().describe('締めた月（YYYY-MM、日本時間）'),
  hostUserId: z.uuid(),
  hostName: z.string(),
  hostEmail: z.string(),
  bankName: z.string().nullable(),
  branchName: z.string().nullable(),
  accountType: z.string().nullable(),
  accountNumberMasked: z.string().nullable().describe('下3桁のみ（****567）'),
  accountHolder: z.string().nullable(),
  bankReady: z.boolean().describe('振込に必要な口座情報（金融機関コード・支店コード・種別・番号・名義）がそろっているか'),
  grossJpy: z.number().int(),
  accommodationTaxJpy: z.number().int().describe('うち宿泊税: 手数料の対象外、全額ホストへ（ホストが市町村へ納める）'),
  commissionJpy: z.number().int(),
  netJpy: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  scheduledDate: z.string().nullable().describe('送金予定日（日本時間）'),
  processedAt: z.string().nullable(),
  failureReason: z.string().nullable(),
  batchId: z.uuid().nullable(),
  transferDate: z.string().nullable().describe('送金バッチの振込指定日'),
  itemCount: z.number().int(),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;

export const ADMIN_PAYOUT_SORTS = ['newest', 'amount', 'host'] as const;

/** GET /api/admin/payouts */
export const adminPayoutsQuerySchema = listQuerySchema({
  sorts: ADMIN_PAYOUT_SORTS,
  filters: {
    status: listFilter(PAYOUT_STATUSES, '状態の値が正しくありません'),
    month: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), periodMonthSchema.optional()),
  },
});
export type AdminPayoutsQuery = z.input<typeof adminPayoutsQuerySchema>;

/** The counters above the list, over every payout (x-list-counts). */
export const adminPayoutCountsSchema = z.object({
  dueJpy: z.number().int().describe('送金待ち（pending）の手取りの合計'),
  dueCount: z.number().int(),
  processing: z.number().int().describe('送金処理中の件数'),
  paidThisMonthJpy: z.number().int().describe('今月（日本時間）送金済みにした手取りの合計'),
  failed: z.number().int(),
});
export type AdminPayoutCounts = z.infer<typeof adminPayoutCountsSchema>;

export const adminPayoutBatchSchema = z.object({
  id: z.uuid(),
  periodMonth: z.string(),
  transferDate: z.string(),
  createdAt: z.string(),
  payoutCount: z.number().int(),
  totalJpy: z.number().int().describe('バッチの振込金額の合計'),
  processing: z.number().int().describe('まだ結果を記録していない件数'),
  fileSha256: z.string().nullable().describe('作成時に固定した振込ファイルの SHA-256（16進）。ファイル固定前のバッチは初回ダウンロードまで null'),
});
export type AdminPayoutBatch = z.infer<typeof adminPayoutBatchSchema>;

/** POST /api/admin/payout-batches */
export const createPayoutBatchBodySchema = z.object({
  periodMonth: periodMonthSchema,
  transferDate: dayField('振込指定日を入力してください'),
});
export type CreatePayoutBatchBody = z.input<typeof createPayoutBatchBodySchema>;

export const createPayoutBatchResultSchema = z.object({
  batch: adminPayoutBatchSchema,
  skipped: z
    .array(z.object({ payoutId: z.uuid(), hostName: z.string(), reason: z.string() }))
    .describe('口座情報が不足しているなどで、このバッチに含めなかった送金'),
});
export type CreatePayoutBatchResult = z.infer<typeof createPayoutBatchResultSchema>;

export const payoutIdParamsSchema = z.object({ id: z.uuid('送金の指定が正しくありません') });

export const PAYOUT_FAILURE_REASON_MAX = 500;

/** POST /api/admin/payouts/{id}/failed */
export const failPayoutBodySchema = z.object({
  reason: z
    .string('失敗の理由を入力してください')
    .trim()
    .min(1, '失敗の理由を入力してください')
    .max(PAYOUT_FAILURE_REASON_MAX, `理由は${PAYOUT_FAILURE_REASON_MAX}文字以内で入力してください`),
});
export type FailPayoutBody = z.input<typeof failPayoutBodySchema>;

/**
 * POST /api/admin/payouts/{id}/paid: `early` confirms that the bank has already transferred a payout whose
 * transfer day (振込指定日) is still ahead; without it such a payout is refused with a 409.
 */
export const markPayoutPaidBodySchema = z.object({ early: z.boolean().optional().describe('振込指定日より前に送金済みにすることを確認した') }).nullish();
export type MarkPayoutPaidBody = z.input<typeof markPayoutPaidBodySchema>;
