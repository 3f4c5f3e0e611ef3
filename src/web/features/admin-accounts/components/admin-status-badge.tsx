import type { Admin } from '@/contract/admin-auth';
import { ADMIN_ACCOUNT_STATUS_LABELS } from '@/domain/admin-accounts';
import { Badge } from '@/web/components/ui/badge';

const VARIANTS = { active: 'success', awaiting: 'warning', disabled: 'secondary' } as const;

/** 有効, 承認待ち (a new request never enabled) or 無効 (disabled after being enabled): the server's `status`. */
export function AdminStatusBadge({ admin }: { admin: Admin }) {
  return <Badge variant={VARIANTS[admin.status]}>{ADMIN_ACCOUNT_STATUS_LABELS[admin.status]}</Badge>;
}
