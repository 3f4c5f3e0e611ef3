import { apiJson } from '@/web/lib/api-client';
import { TwoStepCard } from '@/web/components/two-step-card';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useQuery } from '@tanstack/react-query';
import { ChangePasswordCard } from '@/web/components/change-password-card';
import { CloseAccountCard } from '@/web/components/close-account-card';
import { MyDataCard } from '@/web/components/my-data-card';
import { EmailVerificationBanner } from '@/web/components/email-verification-banner';
import { QueryState } from '@/web/components/query-state';
import { useAuth } from '@/web/lib/use-auth';
import { userProfileQuery } from './api';
import { ProfileForm } from './components/profile-form';
import { ProfileSkeleton } from './components/profile-skeleton';
import { LanguagePreference } from './components/language-preference';
import { useT } from '@/web/lib/i18n/use-t';

/** /profile: the signed-in guest's own details (guest or admin). */
export function ProfilePage() {
  const t = useT();
  usePageTitle(t('プロフィール設定 | 古民家ステイ'));

  return <ProfileContent />;
}

function ProfileContent() {
  const t = useT();
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const profile = useQuery({ ...userProfileQuery(userId), enabled: userId !== '' });

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('プロフィール設定')}</h1>
        <p className="text-muted-foreground">{t('お名前や連絡先は、ご予約の際にホストへお伝えする情報として使われます。')}</p>
      </header>
      <EmailVerificationBanner />
      <QueryState query={profile} loading={<ProfileSkeleton />} errorTitle={t('プロフィールの読み込みに失敗しました')}>
        {(data) => <ProfileForm key={data.id} profile={data} />}
      </QueryState>
      <LanguagePreference />
      <ChangePasswordCard />
      <TwoStepCard apiBase="/api/user/two-step" request={apiJson} />
      <MyDataCard />
      <CloseAccountCard />
    </div>
  );
}
