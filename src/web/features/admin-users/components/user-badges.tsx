import { BadgeCheck, Ban, UserX } from 'lucide-react';
import type { AdminUser } from '@/contract/admin-users';
import { Badge } from '@/web/components/ui/badge';
import { ROLE_LABELS } from '../labels';

const ROLE_VARIANTS = { guest: 'secondary', host: 'default', admin: 'outline' } as const;

export function RoleBadge({ role }: { role: AdminUser['role'] }) {
  return <Badge variant={ROLE_VARIANTS[role]}>{ROLE_LABELS[role]}</Badge>;
}

export function VerificationBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge variant="success">
      <BadgeCheck aria-hidden="true" />
      確認済み
    </Badge>
  ) : (
    <Badge variant="warning">未確認</Badge>
  );
}

/** 退会済み for a closed account, 利用停止中 for a suspended user; 利用中 as plain text otherwise. */
export function StatusBadge({ suspended, closed = false }: { suspended: boolean; closed?: boolean }) {
  if (closed) {
    return (
      <Badge variant="outline">
        <UserX aria-hidden="true" />
        退会済み
      </Badge>
    );
  }
  return suspended ? (
    <Badge variant="destructive">
      <Ban aria-hidden="true" />
      利用停止中
    </Badge>
  ) : (
    <span className="text-sm text-muted-foreground">利用中</span>
  );
}
