import type { AdminAccountStatus } from '@/contract/admin-auth';

/**
 * An admin account's state (docs/product/back-office.md, "Admin accounts"): 有効; 承認待ち while a new
 * request has never been enabled (the sidebar's badge counts these); 無効 once an admin disabled it
 * after it had been enabled.
 */
export function adminAccountStatus(account: { isActive: boolean; enabledAt: Date | string | null }): AdminAccountStatus {
  if (account.isActive) return 'active';
  return account.enabledAt === null ? 'awaiting' : 'disabled';
}

export const ADMIN_ACCOUNT_STATUS_LABELS: Readonly<Record<AdminAccountStatus, string>> = {
  active: '有効',
  awaiting: '承認待ち',
  disabled: '無効',
};
