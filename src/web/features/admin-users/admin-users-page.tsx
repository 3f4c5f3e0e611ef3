import { BadgeCheck, ShieldQuestion, Users, UsersRound } from 'lucide-react';
import { useMemo } from 'react';
import type { AdminUser, AdminUserCounts } from '@/contract/admin-users';
import { ListCounters, type ListCounter } from '@/web/components/data-table/list-counters';
import { ListSearchBox } from '@/web/components/data-table/list-search-box';
import { ListSelect } from '@/web/components/data-table/list-select';
import { ListToolbar } from '@/web/components/data-table/list-toolbar';
import { ServerListSection } from '@/web/components/data-table/server-list-section';
import { useRowDialogs } from '@/web/components/data-table/use-row-dialogs';
import { adminRequest, adminRetry } from '@/web/lib/admin-api';
import { isListFiltered } from '@/web/lib/list-params';
import { useListParams } from '@/web/lib/use-list-params';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useServerList } from '@/web/lib/use-server-list';
import { ADMIN_USERS_LIST, ADMIN_USERS_PATH } from './api';
import { userColumns } from './components/user-columns';
import { UserDetailDialog } from './components/user-detail-dialog';
import { UserClosureDialog } from './components/user-closure-dialog';
import { UserSuspensionDialog } from './components/user-suspension-dialog';
import { ROLE_OPTIONS, SORT_OPTIONS, STATUS_OPTIONS, VERIFICATION_OPTIONS } from './labels';
import { PageHeading } from '@/web/components/page-heading';

const COUNTERS: ListCounter<AdminUserCounts>[] = [
  { key: 'total', label: '総ユーザー数', icon: Users, unit: '人' },
  { key: 'verified', label: '本人確認済み', icon: BadgeCheck, unit: '人' },
  { key: 'unverified', label: '未確認', icon: ShieldQuestion, unit: '人' },
  { key: 'hosts', label: 'ホスト', icon: UsersRound, unit: '人' },
];

/** /admin/users: every guest, host and admin user, searched and filtered through the URL; details and suspension in dialogs. */
export function AdminUsersPage() {
  usePageTitle('ユーザー管理 | 古民家ステイ 管理画面');
  const list = useListParams(ADMIN_USERS_LIST);
  const users = useServerList<AdminUser, AdminUserCounts>({ path: ADMIN_USERS_PATH, list, request: adminRequest, retry: adminRetry });
  const dialogs = useRowDialogs<AdminUser, 'detail' | 'edit' | 'close'>();
  const { show } = dialogs;
  const columns = useMemo(() => userColumns({ onDetail: (user) => show('detail', user), onEdit: (user) => show('edit', user) }), [show]);
  const { state } = list;
  const filtered = isListFiltered(state);

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <PageHeading title="ユーザー管理">登録ユーザーの検索と詳細の確認、利用停止とその解除ができます。</PageHeading>

      <ListCounters label="ユーザーの集計" counters={COUNTERS} counts={users.data?.counts} loading={users.isPending} />

      <ListToolbar label="ユーザーの検索と絞り込み" onClear={filtered ? list.clearFilters : undefined}>
        <ListSearchBox
          id="users-search"
          label="キーワード"
          placeholder="名前・メールアドレスで検索"
          value={state.q}
          onChange={list.setSearch}
          className="col-span-2 md:min-w-48 md:flex-1"
        />
        <ListSelect id="users-role" label="役割" allLabel="すべての役割" options={ROLE_OPTIONS} value={state.filters.role} onChange={(v) => list.setFilter('role', v)} className="md:w-36" />
        <ListSelect
          id="users-verification"
          label="本人確認"
          allLabel="すべて"
          options={VERIFICATION_OPTIONS}
          value={state.filters.verification}
          onChange={(v) => list.setFilter('verification', v)}
          className="md:w-28"
        />
        <ListSelect id="users-status" label="状態" allLabel="すべての状態" options={STATUS_OPTIONS} value={state.filters.status} onChange={(v) => list.setFilter('status', v)} className="md:w-36" />
        <ListSelect id="users-sort" label="並び順" options={SORT_OPTIONS} value={state.sort} onChange={(v) => list.setSort(v ?? 'newest')} className="md:w-28" />
      </ListToolbar>

      <ServerListSection list={list} query={users} columns={columns} rowKey={(user) => user.id} name="ユーザー一覧" noun="ユーザー" />

      <UserDetailDialog
        user={dialogs.rowOf('detail')}
        open={dialogs.isOpen('detail')}
        onOpenChange={dialogs.onOpenChange}
        onEdit={(user) => show('edit', user)}
        onCloseAccount={(user) => show('close', user)}
      />
      <UserSuspensionDialog user={dialogs.rowOf('edit')} open={dialogs.isOpen('edit')} onOpenChange={dialogs.onOpenChange} />
      <UserClosureDialog user={dialogs.rowOf('close')} open={dialogs.isOpen('close')} onOpenChange={dialogs.onOpenChange} />
    </div>
  );
}
