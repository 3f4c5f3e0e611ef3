import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { secondStepCodeField } from '@/contract/two-step';
import { TextField } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { errorMessage } from '@/web/lib/api-client';
import { ApiError } from '@/web/lib/api-error';
import { passkeyBrowserMessage, passkeysSupported } from '@/web/lib/passkeys';
import { showApiError } from '@/web/lib/toasts';
import { useT } from '@/web/lib/i18n/use-t';

interface SecondStepFormProps {
  id: string;
  /** Sends the code with the pending sign-in's token; resolves when signed in. */
  submit: (code: string) => Promise<unknown>;
  /** The pending sign-in ended (5 minutes, or 5 wrong codes): back to the password. */
  onExpired: () => void;
  /** When the account has a passkey: signs in with it (the browser asks the authenticator); resolves when signed in. */
  submitPasskey?: () => Promise<unknown>;
}

/**
 * The second step of a sign-in (docs/product/accounts.md, "Two-step sign-in"): the authenticator
 * app's 6 digits, a recovery code, or a passkey of the account, after a right password. The admin login, the guest's login
 * dialog and the host login show it in place of the password form.
 */
export function SecondStepForm({ id, submit, onExpired, submitPasskey }: SecondStepFormProps) {
  const t = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [passkeyError, setPasskeyError] = useState<string>();
  const [pending, setPending] = useState(false);
  const expired = (e: unknown) => {
    if (!(e instanceof ApiError && e.code === 'SECOND_STEP_EXPIRED')) return false;
    showApiError(t('もう一度ログインしてください'), e, t('ログインの有効期限が切れました'));
    onExpired();
    return true;
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = secondStepCodeField.safeParse(code.normalize('NFKC'));
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setPending(true);
    try {
      await submit(parsed.data);
    } catch (e) {
      setPending(false);
      if (expired(e)) return;
      if (e instanceof ApiError && e.field === 'code') setError(errorMessage(e, t('認証コードが正しくありません')));
      else showApiError(t('ログインエラー'), e, t('ログインに失敗しました'));
    }
  };
  const onPasskey = async () => {
    if (!submitPasskey) return;
    setPasskeyError(undefined);
    setPending(true);
    try {
      await submitPasskey();
    } catch (e) {
      setPending(false);
      if (expired(e)) return;
      const browserMessage = passkeyBrowserMessage(e);
      if (browserMessage) setPasskeyError(t(browserMessage));
      else if (e instanceof ApiError && e.code === 'SECOND_STEP_WRONG') setPasskeyError(errorMessage(e, t('パスキーを確認できませんでした')));
      else showApiError(t('ログインエラー'), e, t('ログインに失敗しました'));
    }
  };
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('2段階認証')} className="grid gap-4">
      {submitPasskey && passkeysSupported() && (
        <div className="grid gap-2 border-b border-border pb-4">
          <p className="text-sm text-muted-foreground">{t('登録したパスキー（指紋・顔認証・画面ロック、セキュリティキー）で確認できます。')}</p>
          <Button type="button" size="lg" variant="outline" className="w-full" disabled={pending} onClick={() => void onPasskey()}>
            <KeyRound className="size-4" aria-hidden="true" />
            {t('パスキーで確認')}
          </Button>
          {passkeyError && (
            <p role="alert" className="text-sm text-destructive">
              {t(passkeyError)}
            </p>
          )}
        </div>
      )}
      <p className="text-sm text-muted-foreground">{t('認証アプリに表示されている6桁のコードを入力してください。アプリを使えないときはリカバリーコードを入力できます。')}</p>
      <TextField
        id={id}
        label={t('認証コード')}
        autoComplete="one-time-code"
        autoFocus
        hint={t('6桁の数字、またはリカバリーコード（xxxx-xxxx）')}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error}
      />
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? t('確認中...') : t('確認してログイン')}
      </Button>
    </form>
  );
}
