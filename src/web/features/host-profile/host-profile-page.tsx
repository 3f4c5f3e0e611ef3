import { apiJson } from '@/web/lib/api-client';
import { TwoStepCard } from '@/web/components/two-step-card';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import type { HostProfile, IdentityStanding } from '@/contract/host-profile';
import { IDENTITY_STANDING_LABELS } from '@/domain/host-profile-completeness';
import { ChangePasswordCard } from '@/web/components/change-password-card';
import { CloseAccountCard } from '@/web/components/close-account-card';
import { MyDataCard } from '@/web/components/my-data-card';
import { QueryState } from '@/web/components/query-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { usePageTitle } from '@/web/lib/use-page-title';
import { cn } from '@/web/lib/utils';
import { hostProfileQuery } from './api';
import { BankTab } from './components/bank-tab';
import { BasicTab } from './components/basic-tab';
import { HostProfileSkeleton } from './components/host-profile-skeleton';
import { IdentityTab } from './components/identity-tab';
import { ProfileHeader } from './components/profile-header';

const PAGE_TITLE = 'ホストプロフィール | 古民家ステイ ホスト管理';

/** /host/profile: the host's own profile in three tabs (docs/product/hosts-and-houses.md). */
export function HostProfilePage() {
  usePageTitle(PAGE_TITLE);
  const profile = useQuery(hostProfileQuery);

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">ホストプロフィール</h1>
        <p className="text-muted-foreground">ゲストに安心していただくため、基本情報・本人確認・振込口座を登録しましょう。</p>
      </header>
      <QueryState
        query={profile}
        loading={<HostProfileSkeleton />}
        errorTitle="プロフィール情報の取得に失敗しました"
        notFound={
          <div role="alert" className="rounded-2xl border border-border bg-card px-6 py-12 text-center font-bold">
            プロフィールが見つかりません
          </div>
        }
      >
        {(data) => <HostProfileContent profile={data} />}
      </QueryState>
    </div>
  );
}

function Registered({ done }: { done: boolean }) {
  if (!done) return null;
  return (
    <span className="inline-flex items-center gap-0.5 rounded-full bg-success-muted px-1.5 py-0.5 text-[11px] text-success">
      <CheckCircle2 className="size-3" aria-hidden="true" />
      登録済み
    </span>
  );
}

/** The identity tab's chip: the check's standing (nothing while 未提出). */
function IdentityChip({ standing }: { standing: IdentityStanding }) {
  if (standing === 'not_submitted') return null;
  const tone = { verified: 'bg-success-muted text-success', pending: 'bg-warning-muted text-warning', rejected: 'bg-destructive/10 text-destructive' }[standing];
  const Icon = { verified: CheckCircle2, pending: Clock, rejected: XCircle }[standing];
  return (
    <span className={cn('inline-flex items-center gap-0.5 rounded-full px-1.5 py-0.5 text-[11px]', tone)}>
      <Icon className="size-3" aria-hidden="true" />
      {IDENTITY_STANDING_LABELS[standing]}
    </span>
  );
}

function HostProfileContent({ profile }: { profile: HostProfile }) {
  const { completeness } = profile;
  return (
    <>
      <ProfileHeader profile={profile} />
      <Tabs defaultValue="basic" className="grid gap-4">
        <TabsList aria-label="プロフィールの項目" className="w-full sm:w-fit">
          <TabsTrigger value="basic" className="flex-col gap-0.5 px-2 sm:flex-row sm:gap-1.5">
            基本情報
            <Registered done={completeness.basic} />
          </TabsTrigger>
          <TabsTrigger value="identity" className="flex-col gap-0.5 px-2 sm:flex-row sm:gap-1.5">
            本人確認
            <IdentityChip standing={profile.identityStanding} />
          </TabsTrigger>
          <TabsTrigger value="bank" className="flex-col gap-0.5 px-2 sm:flex-row sm:gap-1.5">
            振込口座
            <Registered done={completeness.bank} />
          </TabsTrigger>
        </TabsList>
        <TabsContent value="basic">
          <BasicTab profile={profile} />
        </TabsContent>
        <TabsContent value="identity">
          <IdentityTab profile={profile} />
        </TabsContent>
        <TabsContent value="bank">
          <BankTab profile={profile} />
        </TabsContent>
      </Tabs>
      <ChangePasswordCard />
      <TwoStepCard apiBase="/api/user/two-step" request={apiJson} />
      <MyDataCard />
      <CloseAccountCard />
    </>
  );
}
