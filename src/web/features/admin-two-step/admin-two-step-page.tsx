import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageHeading } from '@/web/components/page-heading';
import { TwoStepCard } from '@/web/components/two-step-card';
import { adminJson } from '@/web/lib/admin-api';
import { ADMIN_ME_QUERY_KEY, adminMeQuery } from '@/web/lib/admin-queries';
import { queryClient } from '@/web/lib/query-client';
import { usePageTitle } from '@/web/lib/use-page-title';

/**
 * /admin/two-step: the admin's own second step. An admin without one is brought here at sign-in and
 * can open nothing else (the server answers 403 TWO_STEP_SETUP_REQUIRED elsewhere).
 */
export function AdminTwoStepPage() {
  usePageTitle('2段階認証 | 古民家ステイ 管理画面');
  const navigate = useNavigate();
  const { data: me } = useQuery(adminMeQuery);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <PageHeading title="2段階認証">{me && !me.twoStepEnabled ? '管理画面を使うには、最初に2段階認証を設定してください。' : 'ログインの第2段階を管理します。'}</PageHeading>
      <TwoStepCard
        apiBase="/api/admin/two-step"
        request={adminJson}
        onChanged={(enabled) => {
          queryClient.setQueryData(ADMIN_ME_QUERY_KEY, (old: typeof me) => (old ? { ...old, twoStepEnabled: enabled } : old));
          if (!enabled) void navigate('/admin/two-step', { replace: true });
        }}
      />
    </div>
  );
}
