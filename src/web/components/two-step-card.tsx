import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { totpCodeBodySchema, twoStepPasswordBodySchema, type RecoveryCodes, type TotpEnrolment, type TwoStepStatus } from '@/contract/two-step';
import { TextField } from '@/web/components/form-field';
import { PasskeyList } from '@/web/components/passkey-list';
import { PasswordField } from '@/web/components/password-field';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { errorMessage, type HttpMethod } from '@/web/lib/api-client';
import { ApiError } from '@/web/lib/api-error';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { useMutation } from '@/web/lib/use-mutation';
import { useT } from '@/web/lib/i18n/use-t';

interface TwoStepCardProps {
  /** `/api/user/two-step` (guests, hosts) or `/api/admin/two-step`. */
  apiBase: string;
  /** The caller's JSON request (the admin's carries its token). */
  request: <T>(method: HttpMethod, url: string, body?: unknown) => Promise<T>;
  /** Told when the second step was set up or turned off (the back office opens or closes). */
  onChanged?: (enabled: boolean) => void;
}

/**
 * 2段階認証 (docs/product/accounts.md, "Two-step sign-in"): set up an authenticator app from its QR
 * code or key, confirmed with a code; passkeys added, listed and removed (passkey-list.tsx); the 10
 * recovery codes shown once; new codes and turning it off
 * with the password. The same card in the profile, the host profile and the back office.
 */
export function TwoStepCard({ apiBase, request, onChanged }: TwoStepCardProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: [apiBase], queryFn: () => request<TwoStepStatus>('GET', apiBase) });
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [apiBase] });

  const start = useMutation({ mutationFn: () => request<TotpEnrolment>('POST', `${apiBase}/totp`) });
  const onStart = () => start.mutate(undefined, { onSuccess: setEnrolment, onError: (e) => showApiError(t('設定を始められませんでした'), e, t('時間をおいてもう一度お試しください')) });

  return (
    <Card className="grid gap-5 p-5 sm:p-6">
      <div className="grid gap-1">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
          {t('2段階認証')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('ログインのとき、パスワードのあとに認証アプリ（Google Authenticator、Microsoft Authenticator など）の6桁のコード、または登録したパスキーで確認します。')}
        </p>
      </div>
      {recoveryCodes ? (
        <RecoveryCodeList
          codes={recoveryCodes}
          onDone={() => {
            setRecoveryCodes(null);
            void refresh();
          }}
        />
      ) : enrolment ? (
        <ConfirmEnrolment
          enrolment={enrolment}
          confirm={(code) => request<RecoveryCodes>('POST', `${apiBase}/totp/confirm`, { code })}
          onConfirmed={(codes) => {
            setEnrolment(null);
            setRecoveryCodes(codes);
            onChanged?.(true);
          }}
        />
      ) : status.data ? (
        <>
          <StatusLine status={status.data} />
          <section className="grid gap-2" aria-label={t('認証アプリ')}>
            <h3 className="font-bold">{t('認証アプリ')}</h3>
            {status.data.totpEnabled ? (
              <p className="text-sm">{t('認証アプリの6桁のコードでログインできます。')}</p>
            ) : (
              <div>
                <Button type="button" onClick={onStart} disabled={start.isPending}>
                  {start.isPending ? t('準備中...') : t('認証アプリを設定する')}
                </Button>
              </div>
            )}
          </section>
          <PasskeyList
            apiBase={apiBase}
            request={request}
            passkeys={status.data.passkeys}
            onAdded={({ recoveryCodes: codes }) => {
              void refresh();
              if (codes) {
                setRecoveryCodes(codes);
                onChanged?.(true);
              }
            }}
            onRemoved={() => {
              void refresh();
              if (!status.data.totpEnabled && status.data.passkeys.length === 1) onChanged?.(false);
            }}
          />
          {isEnabled(status.data) && (
            <EnabledSettings
              status={status.data}
              regenerate={(password) => request<RecoveryCodes>('POST', `${apiBase}/recovery-codes`, { password })}
              disable={(password) => request<{ ok: true }>('POST', `${apiBase}/disable`, { password })}
              onRegenerated={setRecoveryCodes}
              onDisabled={() => {
                void refresh();
                onChanged?.(false);
              }}
            />
          )}
        </>
      ) : (
        <p className="text-sm text-muted-foreground">{status.isError ? t('設定状況を読み込めませんでした') : t('読み込み中...')}</p>
      )}
    </Card>
  );
}

/** Set up when an authenticator app or a passkey is. */
const isEnabled = (status: TwoStepStatus) => status.totpEnabled || status.passkeys.length > 0;

function StatusLine({ status }: { status: TwoStepStatus }) {
  const t = useT();
  if (!isEnabled(status)) {
    return (
      <p className="text-sm">
        {t('状態:')} <span className="font-bold">{t('未設定')}</span>
        {status.required && <span className="ml-2 text-destructive">{t('管理者は設定が必須です')}</span>}
      </p>
    );
  }
  const methods = [status.totpEnabled && t('認証アプリ'), status.passkeys.length > 0 && t('パスキー{count}件', { count: status.passkeys.length })].filter(Boolean).join(t('、'));
  return (
    <p className="text-sm">
      {t('状態:')} <span className="font-bold text-primary">{t('設定済み')}</span>
      {t('（{methods}。残りのリカバリーコード {count}個）', { methods, count: status.recoveryCodesLeft })}
    </p>
  );
}

function ConfirmEnrolment({ enrolment, confirm, onConfirmed }: { enrolment: TotpEnrolment; confirm: (code: string) => Promise<RecoveryCodes>; onConfirmed: (codes: string[]) => void }) {
  const t = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const mutation = useMutation({ mutationFn: confirm });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = totpCodeBodySchema.safeParse({ code });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    mutation.mutate(parsed.data.code, {
      onSuccess: ({ recoveryCodes }) => onConfirmed(recoveryCodes),
      onError: (e) => {
        if (e instanceof ApiError && e.field === 'code') setError(errorMessage(e, t('認証コードが正しくありません')));
        else showApiError(t('設定できませんでした'), e, t('時間をおいてもう一度お試しください'));
      },
    });
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('認証アプリの設定')} className="grid gap-4">
      <ol className="grid list-decimal gap-1 pl-5 text-sm">
        <li>{t('認証アプリで下の QR コードを読み取ってください（読み取れないときはキーを手入力してください）。')}</li>
        <li>{t('アプリに表示された6桁のコードを入力して「設定を完了」を押してください。')}</li>
      </ol>
      <div className="flex flex-wrap items-center gap-4">
        <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`} alt={t('認証アプリで読み取る QR コード')} width={176} height={176} className="rounded border border-border bg-white p-1" />
        <div className="grid min-w-0 gap-1 text-sm">
          <span className="text-muted-foreground">{t('手入力用のキー')}</span>
          <code className="break-all rounded bg-muted px-2 py-1 font-mono" data-testid="totp-secret">
            {enrolment.secret}
          </code>
        </div>
      </div>
      <TextField
        id="two-step-confirm-code"
        label={t('認証コード（6桁）')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error}
        className="max-w-xs"
      />
      <div>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('確認中...') : t('設定を完了')}
        </Button>
      </div>
    </form>
  );
}

function RecoveryCodeList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT();
  return (
    <div className="grid gap-3" role="region" aria-label={t('リカバリーコード')}>
      <p className="text-sm font-bold">{t('リカバリーコード（この画面でだけ表示します）')}</p>
      <p className="text-sm text-muted-foreground">
        {t('認証アプリやパスキーを使えないときに、その代わりに1つずつ使えます（各コード1回限り）。印刷するか、安全な場所に保管してください。')}
      </p>
      <ul className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5">
        {codes.map((c) => (
          <li key={c} className="rounded bg-muted px-2 py-1 text-center">
            {c}
          </li>
        ))}
      </ul>
      <div>
        <Button type="button" onClick={onDone}>
          {t('保管しました')}
        </Button>
      </div>
    </div>
  );
}

function EnabledSettings({
  status,
  regenerate,
  disable,
  onRegenerated,
  onDisabled,
}: {
  status: TwoStepStatus;
  regenerate: (password: string) => Promise<RecoveryCodes>;
  disable: (password: string) => Promise<{ ok: true }>;
  onRegenerated: (codes: string[]) => void;
  onDisabled: () => void;
}) {
  const t = useT();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const regenerateMutation = useMutation({ mutationFn: regenerate });
  const disableMutation = useMutation({ mutationFn: disable });
  const withPassword = (run: (password: string) => void) => {
    const parsed = twoStepPasswordBodySchema.safeParse({ password });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    run(parsed.data.password);
  };
  const onError = (title: string) => (e: unknown) => {
    if (e instanceof ApiError && e.field === 'password') setError(errorMessage(e, t('現在のパスワードが正しくありません')));
    else showApiError(title, e, t('時間をおいてもう一度お試しください'));
  };
  return (
    <div className="grid gap-3 border-t border-border pt-4">
      <h3 className="font-bold">{t('リカバリーコードの再発行・2段階認証の解除')}</h3>
      <form onSubmit={(e) => e.preventDefault()} noValidate aria-label={t('2段階認証の変更')} className="grid gap-3">
        <PasswordField id="two-step-password" label={t('現在のパスワード')} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={error} className="max-w-sm" />
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={regenerateMutation.isPending}
            onClick={() =>
              withPassword((p) =>
                regenerateMutation.mutate(p, {
                  onSuccess: ({ recoveryCodes }) => {
                    setPassword('');
                    onRegenerated(recoveryCodes);
                  },
                  onError: onError(t('リカバリーコードを再発行できませんでした')),
                }),
              )
            }
          >
            {t('リカバリーコードを再発行')}
          </Button>
          <Button
            type="button"
            variant="destructive"
            disabled={disableMutation.isPending}
            onClick={() =>
              withPassword((p) =>
                disableMutation.mutate(p, {
                  onSuccess: () => {
                    setPassword('');
                    showSuccess(t('2段階認証を解除しました'), status.required ? t('管理画面を使うには、もう一度設定してください。') : t('次回からはパスワードだけでログインします。'));
                    onDisabled();
                  },
                  onError: onError(t('2段階認証を解除できませんでした')),
                }),
              )
            }
          >
            {t('2段階認証を解除')}
          </Button>
        </div>
      </form>
    </div>
  );
}
