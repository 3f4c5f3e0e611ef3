import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { passkeyNameField, passkeyRemovalBodySchema, type Passkey, type PasskeyRegistered } from '@/contract/passkeys';
import { TextField } from '@/web/components/form-field';
import { PasswordField } from '@/web/components/password-field';
import { Button } from '@/web/components/ui/button';
import { errorMessage, type HttpMethod } from '@/web/lib/api-client';
import { ApiError } from '@/web/lib/api-error';
import { formatDateTime } from '@/web/lib/format';
import { passkeyBrowserMessage, passkeysSupported, registerPasskey } from '@/web/lib/passkeys';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { useMutation } from '@/web/lib/use-mutation';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';

interface PasskeyListProps {
  apiBase: string;
  request: <T>(method: HttpMethod, url: string, body?: unknown) => Promise<T>;
  passkeys: Passkey[];
  /** A passkey was added (with the recovery codes when it is the account's first second step). */
  onAdded: (registered: PasskeyRegistered) => void;
  onRemoved: () => void;
}

/**
 * The passkeys of the two-step card (docs/decisions/0040-passkeys.md): each with its name, when it was
 * added and last used, removable with the password; a new one added from this device under a name.
 */
export function PasskeyList({ apiBase, request, passkeys, onAdded, onRemoved }: PasskeyListProps) {
  const t = useT();
  return (
    <section className="grid gap-3 border-t border-border pt-4" aria-label={t('パスキー')}>
      <h3 className="flex items-center gap-2 font-bold">
        <KeyRound className="size-4 text-primary" aria-hidden="true" />
        {t('パスキー')}
      </h3>
      <p className="text-sm text-muted-foreground">
        {t('指紋・顔認証・画面ロックやセキュリティキーで、コードを入力せずに確認できます。パスキーはこのデバイスに保存され、サイトには公開鍵だけが登録されます。')}
      </p>
      {passkeys.length > 0 ? (
        <ul className="grid gap-2" aria-label={t('登録済みのパスキー')}>
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} remove={(password) => request<{ ok: true }>('POST', `${apiBase}/passkeys/${passkey.id}/remove`, { password })} onRemoved={onRemoved} />
          ))}
        </ul>
      ) : (
        <p className="text-sm">{t('登録済みのパスキーはありません。')}</p>
      )}
      <AddPasskey add={(name) => registerPasskey(request, apiBase, name)} onAdded={onAdded} />
    </section>
  );
}

function PasskeyItem({ passkey, remove, onRemoved }: { passkey: Passkey; remove: (password: string) => Promise<{ ok: true }>; onRemoved: () => void }) {
  const t = useT();
  const language = useLanguage();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const mutation = useMutation({ mutationFn: remove });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = passkeyRemovalBodySchema.safeParse({ password });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    mutation.mutate(parsed.data.password, {
      onSuccess: () => {
        showSuccess(t('パスキーを削除しました'), t('「{name}」ではログインできなくなりました。', { name: passkey.name }));
        onRemoved();
      },
      onError: (e) => {
        if (e instanceof ApiError && e.field === 'password') setError(errorMessage(e, t('現在のパスワードが正しくありません')));
        else showApiError(t('パスキーを削除できませんでした'), e, t('時間をおいてもう一度お試しください'));
      },
    });
  };
  return (
    <li className="grid gap-3 rounded-md border border-border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <span className="break-words font-bold">{passkey.name}</span>
          <span className="text-xs text-muted-foreground">
            {t('追加: {date}', { date: formatDateTime(passkey.createdAt, language) })}
            <span className="mx-1" aria-hidden="true">
              ／
            </span>
            {t('最終利用: {date}', { date: passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt, language) : t('まだ使われていません') })}
          </span>
        </div>
        {!confirming && (
          <Button type="button" variant="outline" size="sm" onClick={() => setConfirming(true)} aria-label={t('「{name}」を削除', { name: passkey.name })}>
            {t('削除')}
          </Button>
        )}
      </div>
      {confirming && (
        <form onSubmit={onSubmit} noValidate aria-label={t('「{name}」の削除', { name: passkey.name })} className="grid gap-3">
          <PasswordField
            id={`passkey-remove-${passkey.id}`}
            label={t('現在のパスワード')}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={error}
            className="max-w-sm"
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="destructive" disabled={mutation.isPending}>
              {mutation.isPending ? t('削除中...') : t('削除する')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setConfirming(false)}>
              {t('やめる')}
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}

function AddPasskey({ add, onAdded }: { add: (name: string) => Promise<PasskeyRegistered>; onAdded: (registered: PasskeyRegistered) => void }) {
  const t = useT();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const mutation = useMutation({ mutationFn: add });
  if (!passkeysSupported()) return <p className="text-sm text-muted-foreground">{t('このブラウザーではパスキーを使えません。')}</p>;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = passkeyNameField.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    mutation.mutate(parsed.data, {
      onSuccess: (registered) => {
        setName('');
        showSuccess(t('パスキーを追加しました'), t('次回から「{name}」で確認できます。', { name: registered.passkey.name }));
        onAdded(registered);
      },
      onError: (e) => {
        const browserMessage = passkeyBrowserMessage(e);
        if (browserMessage) setError(t(browserMessage));
        else if (e instanceof ApiError && e.code === 'PASSKEY_REFUSED') setError(errorMessage(e, t('パスキーを登録できませんでした')));
        else showApiError(t('パスキーを追加できませんでした'), e, t('時間をおいてもう一度お試しください'));
      },
    });
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('パスキーの追加')} className="grid gap-3">
      <TextField
        id="passkey-name"
        label={t('パスキーの名前')}
        hint={t('あとで見分けられる名前（例: iPhone、仕事用のPC）')}
        maxLength={40}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={error}
        className="max-w-sm"
      />
      <div>
        <Button type="submit" variant="outline" disabled={mutation.isPending}>
          {mutation.isPending ? t('デバイスで確認中...') : t('パスキーを追加')}
        </Button>
      </div>
    </form>
  );
}
