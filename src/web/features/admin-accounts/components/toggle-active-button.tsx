import type { AdminListItem } from '@/contract/admin-auth';
import { Button } from '@/web/components/ui/button';

export function ToggleActiveButton({ admin, pending, onToggle }: { admin: AdminListItem; pending: boolean; onToggle: (admin: AdminListItem) => void }) {
  return (
    <Button
      size="sm"
      variant={admin.isActive ? 'outline' : 'default'}
      disabled={pending}
      onClick={() => onToggle(admin)}
      aria-label={`${admin.fullName}を${admin.isActive ? '無効にする' : '有効にする'}`}
    >
      {pending ? '更新中...' : admin.isActive ? '無効にする' : '有効にする'}
    </Button>
  );
}
