import type { AdminListItem } from '@/contract/admin-auth';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { formatDateWithWeekday, formatDateTime } from '@/web/lib/format';
import { AdminStatusBadge } from './admin-status-badge';
import { ToggleActiveButton } from './toggle-active-button';
import { PersonName } from '@/web/components/person-name';

interface Props {
  admins: AdminListItem[];
  currentAdminId?: string;
  pendingId?: string;
  onToggle: (admin: AdminListItem) => void;
  onResetTwoStep: (admin: AdminListItem) => void;
}

function lastLogin(admin: AdminListItem) {
  return admin.lastLoginAt ? formatDateTime(admin.lastLoginAt) : '未ログイン';
}

function NameCell({ admin, isSelf }: { admin: AdminListItem; isSelf: boolean }) {
  return (
    <span className="flex items-end gap-1">
      <PersonName name={admin.fullName} reading={admin.fullNameKana} />
      {isSelf && <span className="text-xs font-normal whitespace-nowrap text-muted-foreground">（あなた）</span>}
    </span>
  );
}

const twoStepText = (admin: AdminListItem) => (admin.twoStepEnabled ? '設定済み' : '未設定');

/** Another admin's buttons: enable or disable, and reset a second step they have set up. */
function OtherAdminActions({ admin, pending, onToggle, onResetTwoStep }: { admin: AdminListItem; pending: boolean } & Pick<Props, 'onToggle' | 'onResetTwoStep'>) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {admin.twoStepEnabled && (
        <Button size="sm" variant="outline" onClick={() => onResetTwoStep(admin)} aria-label={`${admin.fullName}の2段階認証をリセット`}>
          2段階認証をリセット
        </Button>
      )}
      <ToggleActiveButton admin={admin} pending={pending} onToggle={onToggle} />
    </div>
  );
}

/** A table from md up, a list of cards on a phone; one's own account has no button (it cannot be disabled). */
export function AdminAccountsTable({ admins, currentAdminId, pendingId, onToggle, onResetTwoStep }: Props) {
  return (
    <>
      <Card className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">管理者アカウント一覧</caption>
          <thead className="border-b border-border bg-muted/60 text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-bold">名前</th>
              <th scope="col" className="px-4 py-3 font-bold">メールアドレス</th>
              <th scope="col" className="px-4 py-3 font-bold">状態</th>
              <th scope="col" className="px-4 py-3 font-bold">2段階認証</th>
              <th scope="col" className="px-4 py-3 font-bold">最終ログイン</th>
              <th scope="col" className="px-4 py-3 font-bold">登録日</th>
              <th scope="col" className="px-4 py-3 font-bold"><span className="sr-only">操作</span></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {admins.map((admin) => (
              <tr key={admin.id}>
                <td className="px-4 py-3"><NameCell admin={admin} isSelf={admin.id === currentAdminId} /></td>
                <td className="px-4 py-3 break-all">{admin.email}</td>
                <td className="px-4 py-3"><AdminStatusBadge admin={admin} /></td>
                <td className="px-4 py-3 whitespace-nowrap">{twoStepText(admin)}</td>
                <td className="px-4 py-3 whitespace-nowrap">{lastLogin(admin)}</td>
                <td className="px-4 py-3 whitespace-nowrap">{formatDateWithWeekday(admin.createdAt)}</td>
                <td className="px-4 py-3 text-right">
                  {admin.id !== currentAdminId && <OtherAdminActions admin={admin} pending={pendingId === admin.id} onToggle={onToggle} onResetTwoStep={onResetTwoStep} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>

      <ul className="grid gap-3 md:hidden">
        {admins.map((admin) => (
          <li key={admin.id}>
            <Card className="grid gap-3 p-4">
              <div className="flex items-start justify-between gap-3">
                <div className="grid min-w-0 gap-0.5">
                  <NameCell admin={admin} isSelf={admin.id === currentAdminId} />
                  <span className="text-sm break-all text-muted-foreground">{admin.email}</span>
                </div>
                <AdminStatusBadge admin={admin} />
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted-foreground">2段階認証</dt>
                <dd>{twoStepText(admin)}</dd>
                <dt className="text-muted-foreground">最終ログイン</dt>
                <dd>{lastLogin(admin)}</dd>
                <dt className="text-muted-foreground">登録日</dt>
                <dd>{formatDateWithWeekday(admin.createdAt)}</dd>
              </dl>
              {admin.id !== currentAdminId && <OtherAdminActions admin={admin} pending={pendingId === admin.id} onToggle={onToggle} onResetTwoStep={onResetTwoStep} />}
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
