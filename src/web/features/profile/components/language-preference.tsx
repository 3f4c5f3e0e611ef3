import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import type { Language } from '@/contract/language';
import { Card } from '@/web/components/ui/card';
import { saveLanguage } from '@/web/lib/i18n/save-language';
import { useT } from '@/web/lib/i18n/use-t';
import { useAuth } from '@/web/lib/use-auth';
import { useMutation } from '@/web/lib/use-mutation';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { userProfileQuery } from '@/web/lib/user-profile-query';
import { cn } from '@/web/lib/utils';

/** The choices, each name in its own language (as the header's switch writes them). */
const CHOICES: readonly { language: Language; name: string }[] = [
  { language: 'ja', name: '日本語' },
  { language: 'en', name: 'English' },
];

/**
 * メールの言語 on the profile: the language of the guest's e-mails (booking confirmations, reminders,
 * check-in information…), saved at once through PUT /api/profile/language
 * (docs/decisions/0042-english-guest-pages.md, "E-mails").
 */
export function LanguagePreference() {
  const t = useT();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id ?? '';
  const profile = useQuery({ ...userProfileQuery(userId), enabled: userId !== '' });
  const save = useMutation({
    mutationFn: saveLanguage,
    onSuccess: (saved) => {
      queryClient.setQueryData(userProfileQuery(userId).queryKey, saved);
      showSuccess(t('メールの言語を変更しました'), saved.language === 'en' ? t('これからのメールは英語でお送りします') : t('これからのメールは日本語でお送りします'));
    },
    onError: (error) => showApiError(t('メールの言語を変更できませんでした'), error, t('時間をおいて再度お試しください')),
  });
  const current = save.isPending ? save.variables : profile.data?.language;

  return (
    <Card className="grid gap-4 p-5 sm:p-6">
      <fieldset className="grid gap-4" disabled={!profile.data || save.isPending}>
        <legend className="flex items-center gap-2 text-lg font-bold">
          <Languages className="size-5 text-primary" aria-hidden="true" />
          {t('メールの言語')}
        </legend>
        <p className="text-sm text-muted-foreground">{t('ご予約の確認やチェックインのご案内など、古民家ステイからのメールをお送りする言語です。')}</p>
        <div className="grid grid-cols-2 gap-2 sm:max-w-sm">
          {CHOICES.map(({ language, name }) => (
            <label
              key={language}
              lang={language}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-border px-3 py-2 text-sm font-medium has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring/50',
                current === language && 'border-primary bg-primary/5',
              )}
            >
              <input type="radio" name="email-language" value={language} checked={current === language} onChange={() => save.mutate(language)} className="size-4 accent-primary" />
              {name}
            </label>
          ))}
        </div>
      </fieldset>
    </Card>
  );
}
