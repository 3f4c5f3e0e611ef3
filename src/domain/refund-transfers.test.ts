import { describe, expect, it } from 'vitest';
import { maskedAccountNumber, REFUND_TRANSFER_LABELS, refundsByTransfer, refundTransferStatusAfterAccount } from './refund-transfers';

describe('refunds of コンビニ払い and 銀行振込', () => {
  it('go back by transfer for a konbini or bank-transfer payment, by the provider for a card', () => {
    expect(refundsByTransfer('konbini')).toBe(true);
    expect(refundsByTransfer('bank_transfer')).toBe(true);
    expect(refundsByTransfer('card')).toBe(false);
  });

  it('wait for the transfer once the account is given, and take no account after the transfer', () => {
    expect(refundTransferStatusAfterAccount('awaiting_account')).toBe('pending_transfer');
    expect(refundTransferStatusAfterAccount('pending_transfer')).toBe('pending_transfer');
    expect(refundTransferStatusAfterAccount('transferred')).toBeNull();
  });

  it('are named as the guest reads them, with the number masked to its last 3 digits', () => {
    expect(Object.values(REFUND_TRANSFER_LABELS)).toEqual(['返金口座の入力待ち', '返金手続き中', '返金済み']);
    expect(maskedAccountNumber('567')).toBe('****567');
    expect(maskedAccountNumber(null)).toBe('');
  });
});
