import { z } from 'zod';

/**
 * The guest's receipt (領収書) of a paid booking (docs/product/receipts-and-invoices.md): the form's body
 * (宛名, 但し書き), the answer of an issue, and the printable page's address.
 */

export const RECEIPT_ADDRESSEE_MAX = 100;
export const RECEIPT_PURPOSE_MAX = 50;
export const RECEIPT_ADDRESSEE_MESSAGE = '宛名を入力してください';
/** The 但し書き a receipt has unless the guest writes another. */
export const RECEIPT_PURPOSE_DEFAULT = '宿泊代として';

export const receiptBodySchema = z.object({
  addressee: z
    .string(RECEIPT_ADDRESSEE_MESSAGE)
    .trim()
    .min(1, RECEIPT_ADDRESSEE_MESSAGE)
    .max(RECEIPT_ADDRESSEE_MAX, `宛名は${RECEIPT_ADDRESSEE_MAX}文字以内で入力してください`)
    .describe('宛名（会社名・氏名）'),
  /** 但し書き: blank or absent is 宿泊代として. */
  purpose: z
    .string()
    .trim()
    .max(RECEIPT_PURPOSE_MAX, `但し書きは${RECEIPT_PURPOSE_MAX}文字以内で入力してください`)
    .optional()
    .transform((v) => (v ? v : RECEIPT_PURPOSE_DEFAULT))
    .describe('但し書き（空なら「宿泊代として」）'),
});
export type ReceiptInput = z.input<typeof receiptBodySchema>;
export type ReceiptBody = z.output<typeof receiptBodySchema>;

export const receiptIssuedSchema = z.object({
  id: z.uuid(),
  number: z.string().describe('領収書番号（予約番号-連番）'),
  reissue: z.boolean().describe('2回目以降の発行（再発行）'),
  url: z.string().describe('印刷用ページのアドレス'),
});
export type ReceiptIssued = z.infer<typeof receiptIssuedSchema>;

export const receiptParamsSchema = z.object({
  id: z.uuid('予約IDの形式が正しくありません'),
  receiptId: z.uuid('領収書IDの形式が正しくありません'),
});

/** The printable page of an issued receipt (HTML, for its booking's guest only). */
export const receiptPath = (bookingId: string, receiptId: string) =>
  `/api/bookings/${encodeURIComponent(bookingId)}/receipts/${encodeURIComponent(receiptId)}`;
export const receiptsPath = (bookingId: string) => `/api/bookings/${encodeURIComponent(bookingId)}/receipts`;
