import type { RefundAccountBody, AdminRefundTransfer, AdminRefundTransferDetail, AdminRefundTransferQuery, RefundTransfer } from '@/contract/refund-transfers';
import { adminRefundTransferQuerySchema } from '@/contract/refund-transfers';
import type { Database } from '@/db/client';
import { PAYMENT_METHOD_LABELS } from '@/domain/pay-later';
import { REFUND_ACCOUNT_CLOSED, refundsByTransfer, refundTransferStatusAfterAccount } from '@/domain/refund-transfers';
import { audit, type AuditContext } from '../../audit/audit';
import { AppError, notFound } from '../../lib/app-error';
import type { FieldCipher } from '../../lib/field-cipher';
import { type Actor, canReadRefundAccount, visibleOr404 } from '../../policy';
import { toRefundTransferView } from '../bookings/booking-view';
import type { BookingDeps } from '../bookings/deps';
import * as bookingsRepo from '../bookings/repository';
import { assertInZenginMaster } from '../bank-lookup/service';
import * as repo from './repository';

export const REFUND_TRANSFER_NOT_FOUND = '返金が見つかりません';
const BOOKING_NOT_FOUND = '予約が見つかりません';

/** The account as stored: the number and holder encrypted, the last 3 digits for the masked answers. */
export function storedAccountOf(cipher: FieldCipher, body: RefundAccountBody, now: Date): repo.StoredAccount {
  return {
    bankCode: body.bankCode,
    bankName: body.bankName,
    branchCode: body.branchCode,
    branchName: body.branchName,
    accountType: body.accountType,
    accountNumberCipher: cipher.encrypt(body.accountNumber),
    accountNumberLast3: body.accountNumber.slice(-3),
    accountHolderCipher: cipher.encrypt(body.accountHolder),
    accountGivenAt: now,
  };
}

/**
 * A recorded refund of a コンビニ払い or 銀行振込 payment: not sent to the provider (the money cannot go
 * back the way it came, and Stripe would ask the guest for an account by its own e-mail), but recorded
 * as a transfer the platform makes. With the guest's account (their own cancellation) it waits for the
 * transfer; without (the host's or an admin's) it waits for the account, and the guest is e-mailed.
 * Answers false for a card payment, which the provider refunds.
 */
export async function recordRefundByTransfer(
  deps: BookingDeps,
  input: { refundId: string; bookingId: string; amountJpy: number; account?: RefundAccountBody },
  now: Date,
): Promise<boolean> {
  const payment = await repo.paymentMethodOfRefund(deps.db, input.refundId);
  if (!payment || !refundsByTransfer(payment.method)) return false;
  const account = input.account ? storedAccountOf(deps.cipher, input.account, now) : undefined;
  await repo.insertTransfer(deps.db, { refundId: input.refundId, bookingId: input.bookingId, amountJpy: input.amountJpy, status: account ? 'pending_transfer' : 'awaiting_account', ...account });
  if (!account) await deps.mail.sendBookingEmail('refund_account_request', input.bookingId, { dedupeKey: `refund_account_request:${input.refundId}` });
  return true;
}

/** PUT /api/bookings/{id}/refund-account: the booking's guest gives (or corrects) the account of a refund not yet transferred. */
export async function giveRefundAccount(db: Database, cipher: FieldCipher, actor: Actor, bookingId: string, body: RefundAccountBody, now = new Date()): Promise<RefundTransfer> {
  visibleOr404(await bookingsRepo.findBookingView(db, bookingId), (row) => canReadRefundAccount(actor, row.booking) && actor.kind === 'user', BOOKING_NOT_FOUND);
  const transfer = await repo.latestTransferOfBooking(db, bookingId);
  if (!transfer) throw notFound(REFUND_TRANSFER_NOT_FOUND);
  await assertInZenginMaster(body);
  if (!refundTransferStatusAfterAccount(transfer.status) || !(await repo.setAccount(db, transfer.id, storedAccountOf(cipher, body, now)))) {
    throw new AppError('CONFLICT', 409, REFUND_ACCOUNT_CLOSED);
  }
  const after = await bookingsRepo.findBookingView(db, bookingId);
  return toRefundTransferView(after!.refundTransfer!);
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

function toAdminTransfer(row: repo.AdminTransferRow): AdminRefundTransfer {
  const t = row.transfer;
  return {
    ...toRefundTransferView({
      id: t.id,
      status: t.status,
      amountJpy: t.amountJpy,
      bankName: t.bankName,
      branchName: t.branchName,
      accountType: t.accountType,
      accountNumberLast3: t.accountNumberLast3,
      accountErasedAt: iso(t.accountErasedAt),
      transferredAt: iso(t.transferredAt),
      createdAt: t.createdAt.toISOString(),
    }),
    bookingId: t.bookingId,
    guestName: row.guestName ?? '',
    propertyTitle: row.propertyTitle,
    paymentMethod: PAYMENT_METHOD_LABELS[row.paymentMethod],
    bankCode: t.bankCode,
    branchCode: t.branchCode,
  };
}

/** GET /api/admin/refund-transfers: newest first, by status, paged on the server. */
export async function listTransfers(db: Database, query: AdminRefundTransferQuery) {
  const q = adminRefundTransferQuerySchema.parse(query);
  const { rows, total } = await repo.listTransfers(db, q);
  return { items: rows.map(toAdminTransfer), total };
}

/** GET /api/admin/refund-transfers/{id}: what the admin needs to make the transfer, the full number and holder included. */
export async function getTransfer(db: Database, cipher: FieldCipher, id: string): Promise<AdminRefundTransferDetail> {
  const row = await repo.findAdminTransfer(db, id);
  if (!row) throw notFound(REFUND_TRANSFER_NOT_FOUND);
  const t = row.transfer;
  return {
    ...toAdminTransfer(row),
    accountNumberFull: t.accountNumberCipher ? cipher.decrypt(t.accountNumberCipher) : null,
    accountHolder: t.accountHolderCipher ? cipher.decrypt(t.accountHolderCipher) : null,
  };
}

/**
 * POST /api/admin/refund-transfers/{id}/transferred: the admin made the transfer at the bank. The refund
 * goes through (返金済み), the account's number and holder are erased at once, and both are audited in
 * the same transaction.
 */
export async function markTransferred(db: Database, context: AuditContext, id: string, now = new Date()): Promise<AdminRefundTransfer> {
  await db.transaction(async (tx) => {
    const row = await repo.findAdminTransfer(tx, id, true);
    if (!row) throw notFound(REFUND_TRANSFER_NOT_FOUND);
    if (row.transfer.status === 'transferred') throw new AppError('CONFLICT', 409, 'この返金はすでに振込済みです');
    if (row.transfer.status === 'awaiting_account') throw new AppError('CONFLICT', 409, 'ゲストが返金口座を入力するまで振込済みにできません');
    await repo.markTransferred(tx, row, context.adminId, now);
    await audit(tx, context, {
      entityType: 'refund',
      entityId: row.transfer.refundId,
      action: 'mark_refund_transferred',
      oldValues: { status: row.transfer.status },
      newValues: { status: 'transferred', refundJpy: row.transfer.amountJpy, bookingId: row.transfer.bookingId, account: `****${row.transfer.accountNumberLast3 ?? ''}` },
    });
    await audit(tx, context, {
      entityType: 'refund',
      entityId: row.transfer.refundId,
      action: 'erase_refund_account',
      oldValues: null,
      newValues: { accountErasedAt: now.toISOString(), erased: '口座番号・口座名義' },
    });
  });
  return toAdminTransfer((await repo.findAdminTransfer(db, id))!);
}
