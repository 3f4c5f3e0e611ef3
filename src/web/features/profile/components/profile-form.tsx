import { zodResolver } from '@/web/lib/zod-form-resolver';
import { Save, Undo2 } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { profileUpdateBodySchema, type UserProfile } from '@/contract/profile';
import { japanDate } from '@/domain/japan-date';
import { TextField } from '@/web/components/form-field';
import { FuriganaField } from '@/web/components/furigana-field';
import { PasswordField } from '@/web/components/password-field';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { errorMessage } from '@/web/lib/api-client';
import { ApiError } from '@/web/lib/api-error';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { useAuth } from '@/web/lib/use-auth';
import { PendingEmailNotice } from './pending-email-notice';
import { joinFullName, splitFullName, toDateInputValue, useUpdateProfile, type ProfileUpdate } from '../api';
import { useT } from '@/web/lib/i18n/use-t';

type ProfileFormValues = z.input<typeof profileUpdateBodySchema>;
const FIELDS = ['firstName', 'lastName', 'fullNameKana', 'email', 'phone', 'address', 'dateOfBirth', 'currentPassword'] as const;

function formValuesFrom(profile: UserProfile): ProfileFormValues {
  return {
    ...splitFullName(profile.fullName),
    fullNameKana: profile.fullNameKana ?? '',
    email: profile.email,
    phone: profile.phone ?? '',
    address: profile.address ?? '',
    dateOfBirth: toDateInputValue(profile.dateOfBirth),
    currentPassword: '',
  };
}

/** The profile form (docs/product/guest-screens.md), prefilled from the server and saved through PUT /api/user/profile. */
export function ProfileForm({ profile }: { profile: UserProfile }) {
  const t = useT();
  const { updateUser } = useAuth();
  const mutation = useUpdateProfile(profile.id);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isDirty },
  } = useForm<ProfileFormValues, unknown, ProfileUpdate>({
    resolver: zodResolver(profileUpdateBodySchema),
    defaultValues: formValuesFrom(profile),
  });
  // A new sign-in address asks for the current password (the server checks it).
  const email = useWatch({ control, name: 'email' });
  const typedEmail = (email ?? '').trim().toLowerCase();
  const emailChanges = typedEmail !== profile.email && typedEmail !== profile.pendingEmail;

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (saved) => {
        const fullName = joinFullName(values.firstName, values.lastName);
        updateUser({ fullName, fullNameKana: values.fullNameKana ?? null, email: saved.email, pendingEmail: saved.pendingEmail, phone: values.phone || null });
        // A new address waits for its link: the address in force stays in the form, the new one is shown as 確認待ち.
        if (saved.pendingEmail && saved.pendingEmail !== profile.pendingEmail) showSuccess(t('確認メールを送りました'), t('{email} に届いたメールのリンクを開くと、メールアドレスの変更が完了します。', { email: saved.pendingEmail }));
        else showSuccess(t('プロフィール更新完了'), t('プロフィール情報を保存しました。'));
        // The saved (trimmed) values become the form's new starting point; the password is not kept.
        reset({ ...values, email: saved.email, fullNameKana: values.fullNameKana ?? '', currentPassword: '' });
      },
      onError: (error) => {
        // What the user typed stays in the form; a refused field (e.g. an e-mail in use) is marked.
        showApiError(t('更新エラー'), error, t('プロフィールの更新に失敗しました'));
        const field = error instanceof ApiError ? error.field : null;
        const name = FIELDS.find((f) => f === field);
        if (name) setError(name, { message: errorMessage(error, t('入力内容をご確認ください')) }, { shouldFocus: true });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('プロフィール')} className="grid gap-6">
      <Card className="grid gap-5 p-5 sm:p-6">
        <h2 className="text-lg font-bold">{t('基本情報')}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="profile-first-name" label={t('姓')} autoComplete="family-name" placeholder={t('例：山田')} error={errors.firstName?.message} {...register('firstName')} />
          <TextField id="profile-last-name" label={t('名')} autoComplete="given-name" placeholder={t('例：花子')} error={errors.lastName?.message} {...register('lastName')} />
        </div>
        <FuriganaField id="profile-full-name-kana" error={errors.fullNameKana?.message} {...register('fullNameKana')} />
        <TextField
          id="profile-date-of-birth"
          label={t('生年月日')}
          type="date"
          autoComplete="bday"
          min="1900-01-01"
          max={japanDate()}
          className="sm:max-w-xs"
          error={errors.dateOfBirth?.message}
          {...register('dateOfBirth')}
        />
      </Card>

      <Card className="grid gap-5 p-5 sm:p-6">
        <h2 className="text-lg font-bold">{t('連絡先')}</h2>
        <TextField
          id="profile-email"
          label={t('メールアドレス')}
          type="email"
          autoComplete="email"
          inputMode="email"
          hint={t('ログインと予約のご連絡に使います。新しいアドレスは、届いたメールのリンクで確認が済んでから切り替わります。')}
          error={errors.email?.message}
          {...register('email')}
        />
        {profile.pendingEmail && <PendingEmailNotice pendingEmail={profile.pendingEmail} currentEmail={profile.email} />}
        {emailChanges && (
          <PasswordField
            id="profile-current-password"
            label={t('現在のパスワード')}
            autoComplete="current-password"
            hint={t('メールアドレスを変更するには、現在のパスワードを入力してください。新しいアドレスに確認メールを送り、確認が済むと以前のアドレスにも変更のお知らせが届きます。')}
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
        )}
        <TextField
          id="profile-phone"
          label={t('電話番号')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder={t('例：090-1234-5678')}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          id="profile-address"
          label={t('住所')}
          autoComplete="street-address"
          placeholder={t('例：京都府京都市東山区清水1-2-3')}
          error={errors.address?.message}
          {...register('address')}
        />
      </Card>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" size="lg" onClick={() => reset()} disabled={!isDirty || mutation.isPending}>
          <Undo2 aria-hidden="true" />
          {t('変更を取り消す')}
        </Button>
        <Button type="submit" size="lg" disabled={mutation.isPending}>
          <Save aria-hidden="true" />
          {mutation.isPending ? t('保存中...') : t('変更を保存')}
        </Button>
      </div>
    </form>
  );
}
