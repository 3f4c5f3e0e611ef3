import type { PaymentMethod, RefundTransferStatus } from '@/contract/enums';

/**
 * Refunds of コンビニ払い and 銀行振込 (docs/product/payments.md, "Refunds of コンビニ払い and 銀行振込"):
 * money paid at a konbini or by transfer cannot go back to a card, and Stripe only asks the customer
 * for an account by its own e-mail; so the platform transfers the refund from its own bank to the
 * account the guest gives: 返金口座の入力待ち → 返金手続き中 → 返金済み.
 */
export const REFUND_TRANSFER_LABELS: Readonly<Record<RefundTransferStatus, string>> = {
  awaiting_account: '返金口座の入力待ち',
  pending_transfer: '返金手続き中',
  transferred: '返金済み',
};

/** A payment whose refund is a bank transfer to the guest's account rather than the provider's refund. */
export function refundsByTransfer(method: PaymentMethod): boolean {
  return method === 'konbini' || method === 'bank_transfer';
}

/** What a refund waiting for its account becomes once the guest gives one. */
export function refundTransferStatusAfterAccount(status: RefundTransferStatus): RefundTransferStatus | null {
  return status === 'awaiting_account' || status === 'pending_transfer' ? 'pending_transfer' : null;
}

export const REFUND_ACCOUNT_REQUIRED = '返金先の口座を入力してください';
export const REFUND_ACCOUNT_CLOSED = 'この返金はすでに振込済みのため、口座を変更できません';

/** `****567`. */
export const maskedAccountNumber = (last3: string | null) => (last3 ? `****${last3}` : '');
