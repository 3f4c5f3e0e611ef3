import { Ban, Eye, RotateCcw } from 'lucide-react';
import type { AdminUser } from '@/contract/admin-users';
import { ShortDate } from '@/web/components/data-table/short-date';
import type { DataTableColumn } from '@/web/components/data-table/types';
import { Button } from '@/web/components/ui/button';
import { PersonName } from '@/web/components/person-name';
import { UserAvatar } from '@/web/components/user-avatar';
import { RoleBadge, StatusBadge, VerificationBadge } from './user-badges';

export interface UserActions {
  onDetail: (user: AdminUser) => void;
  /** Opens the suspension dialog: 利用停止, or 停止を解除 for a suspended user. */
  onEdit: (user: AdminUser) => void;
}

/** The button says what it opens: the suspension of an active user, the lifting of a suspended one's. */
const suspensionWord = (user: AdminUser) => (user.suspendedAt === null ? '利用停止' : '停止を解除');
const suspensionAction = (user: AdminUser) => (user.suspendedAt === null ? `${user.fullName}さんを利用停止にする` : `${user.fullName}さんの利用停止を解除する`);

/** An address that may break before its @ (only there) when the table is narrow. */
function Email({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <span className="break-all">{email}</span>;
  return (
    <span className="whitespace-nowrap">
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </span>
  );
}

function UserCell({ user }: { user: AdminUser }) {
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <UserAvatar name={user.fullName} src={user.avatarUrl} size="xs" />
      <PersonName name={user.fullName} reading={user.fullNameKana} />
    </div>
  );
}

/** The columns of /admin/users, for the table and the phone's cards. */
export function userColumns({ onDetail, onEdit }: UserActions): DataTableColumn<AdminUser>[] {
  return [
    { id: 'user', header: 'ユーザー', mobile: 'title', skeleton: 'avatar', className: 'whitespace-nowrap', cell: (user) => <UserCell user={user} /> },
    { id: 'email', header: 'メールアドレス', cell: (user) => <Email email={user.email} />, mobileCell: (user) => <span className="break-all">{user.email}</span> },
    { id: 'phone', header: '電話番号', className: 'whitespace-nowrap', cell: (user) => user.phone || '-' },
    { id: 'role', header: '役割', mobile: 'badge', skeleton: 'badge', cell: (user) => <RoleBadge role={user.role} /> },
    { id: 'verification', header: '本人確認', skeleton: 'badge', className: 'whitespace-nowrap', cell: (user) => <VerificationBadge verified={user.idVerified} /> },
    {
      id: 'status',
      header: '状態',
      mobile: 'badge',
      skeleton: 'badge',
      className: 'whitespace-nowrap',
      cell: (user) => <StatusBadge suspended={user.suspendedAt !== null} closed={user.closedAt !== null} />,
      // On a card only a suspension or a closure is worth a badge.
      mobileCell: (user) => (user.suspendedAt !== null || user.closedAt !== null ? <StatusBadge suspended={user.suspendedAt !== null} closed={user.closedAt !== null} /> : null),
    },
    { id: 'createdAt', header: '登録日', className: 'whitespace-nowrap', cell: (user) => <ShortDate value={user.createdAt} /> },
    {
      id: 'actions',
      header: '操作',
      headerHidden: true,
      mobile: 'actions',
      skeleton: 'buttons',
      className: 'text-right',
      cell: (user) => (
        <div className="flex justify-end gap-1">
          <Button variant="ghost" size="icon" className="size-8" aria-label={`${user.fullName}さんの詳細`} title="詳細" onClick={() => onDetail(user)}>
            <Eye aria-hidden="true" />
          </Button>
          {user.closedAt === null && (
            <Button variant="ghost" size="icon" className="size-8" aria-label={suspensionAction(user)} title={suspensionWord(user)} onClick={() => onEdit(user)}>
              {user.suspendedAt === null ? <Ban aria-hidden="true" /> : <RotateCcw aria-hidden="true" />}
            </Button>
          )}
        </div>
      ),
      mobileCell: (user) => (
        <div className="grid grid-cols-2 gap-2">
          <Button variant="outline" size="sm" aria-label={`${user.fullName}さんの詳細`} onClick={() => onDetail(user)}>
            <Eye aria-hidden="true" />
            詳細
          </Button>
          {user.closedAt === null && (
            <Button variant="outline" size="sm" aria-label={suspensionAction(user)} onClick={() => onEdit(user)}>
              {user.suspendedAt === null ? <Ban aria-hidden="true" /> : <RotateCcw aria-hidden="true" />}
              {suspensionWord(user)}
            </Button>
          )}
        </div>
      ),
    },
  ];
}
