import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import type { AdminListItem } from '@/contract/admin-auth';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { QueryState } from '@/web/components/query-state';
import { adminMeQuery } from '@/web/lib/admin-queries';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { adminAccountsQuery, useSetAdminActive } from './api';
import { AdminAccountsSkeleton } from './components/admin-accounts-skeleton';
import { AdminAccountsTable } from './components/admin-accounts-table';
import { ResetTwoStepDialog } from './components/reset-two-step-dialog';
import { usePageTitle } from '@/web/lib/use-page-title';
import { PageHeading } from '@/web/components/page-heading';

/** /admin/accounts: every admin account; an active admin enables new requests or disables accounts. */
export function AdminAccountsPage() {
  usePageTitle('管理者アカウント | 古民家ステイ 管理画面');
  const accounts = useQuery(adminAccountsQuery);
  const { data: me } = useQuery(adminMeQuery);
  const setActive = useSetAdminActive();

  // Enabling lets someone into the back office and disabling signs them out everywhere: both are asked first.
  const [asking, setAsking] = useState<AdminListItem | null>(null);
  const [resetting, setResetting] = useState<AdminListItem | null>(null);
  const confirm = () => {
    const admin = asking;
    if (!admin) return;
    setActive.mutate(
      { id: admin.id, isActive: !admin.isActive },
      {
        onSuccess: () => {
          setAsking(null);
          showSuccess('更新しました', `${admin.fullName}さんのアカウントを${admin.isActive ? '無効' : '有効'}にしました`);
        },
        onError: (error) => showApiError('更新エラー', error, '更新に失敗しました'),
      },
    );
  };

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <PageHeading title="管理者アカウント">新しく申請されたアカウントは、有効にするまでログインできません。</PageHeading>

      <QueryState query={accounts} loading={<AdminAccountsSkeleton />} errorTitle="管理者アカウントの読み込みに失敗しました">
        {(admins) =>
          admins.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-card px-6 py-14 text-center">
              <ShieldCheck className="size-10 text-muted-foreground" aria-hidden="true" />
              <p className="font-bold">管理者アカウントがありません</p>
            </div>
          ) : (
            <AdminAccountsTable
              admins={admins}
              currentAdminId={me?.id}
              pendingId={setActive.isPending ? setActive.variables?.id : undefined}
              onToggle={setAsking}
              onResetTwoStep={setResetting}
            />
          )
        }
      </QueryState>

      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking?.isActive ? '管理者アカウントを無効にする' : '管理者アカウントを有効にする'}
        description={
          asking?.isActive
            ? `${asking.fullName}さん（${asking.email}）はログインできなくなり、ログイン中の画面からも退出します。`
            : `${asking?.fullName ?? ''}さん（${asking?.email ?? ''}）が管理画面にログインし、すべての管理操作を行えるようになります。`
        }
        confirmLabel={asking?.isActive ? '無効にする' : '有効にする'}
        pendingLabel="更新しています…"
        destructive={asking?.isActive}
        pending={setActive.isPending}
        onConfirm={confirm}
      />
      <ResetTwoStepDialog admin={resetting} onClose={() => setResetting(null)} />
    </div>
  );
}
