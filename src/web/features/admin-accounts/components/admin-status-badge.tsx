import type { Admin } from '@/contract/admin-auth';
import { Badge } from '@/web/components/ui/badge';

/** 有効, or for an inactive account 承認待ち (never signed in: a new request) / 無効 (disabled later). */
export function AdminStatusBadge({ admin }: { admin: Admin }) {
  if (admin.isActive) return <Badge variant="success">有効</Badge>;
  if (admin.lastLoginAt === null) return <Badge variant="warning">承認待ち</Badge>;
  return <Badge variant="secondary">無効</Badge>;
}
