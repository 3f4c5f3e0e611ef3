import { useState, type ComponentProps } from 'react';
import { TextField } from '@/web/components/form-field';
import { ApiError } from '@/web/lib/api-error';
import { useT } from '@/web/lib/i18n/use-t';

/**
 * The one-time code of a sign-in (docs/product/accounts.md): after many failed sign-ins at an account,
 * the server asks for the 6-digit code it e-mailed to the account. The guest's login dialog, the host
 * login and the admin login show this field once the server has asked, and send it with the password.
 */
export const SIGN_IN_CODE_ERRORS = ['SIGN_IN_CODE_REQUIRED', 'SIGN_IN_CODE_WRONG'] as const;

/** The form field's value as the server takes it: 6 digits, or nothing while no code was asked for. */
export const signInCodeValue = (code: string | undefined) => {
  const digits = (code ?? '').normalize('NFKC').replace(/\D/g, '');
  return digits === '' ? undefined : digits;
};

/**
 * Whether the server asks for a code: `needed` turns on at its first asking and stays on; `handle`
 * answers true (and the message to show under the field) when an error was that asking.
 */
export function useSignInCode() {
  const t = useT();
  const [needed, setNeeded] = useState(false);
  const handle = (error: unknown): string | null => {
    if (!(error instanceof ApiError) || !SIGN_IN_CODE_ERRORS.includes(error.code as (typeof SIGN_IN_CODE_ERRORS)[number])) return null;
    setNeeded(true);
    return error.serverMessage ?? t('メールに届いた6桁の確認コードを入力してください');
  };
  return { needed, handle };
}

export function SignInCodeField({ id, error, ...props }: Omit<ComponentProps<'input'>, 'id'> & { id: string; error?: string }) {
  const t = useT();
  return (
    <TextField
      id={id}
      label={t('確認コード（6桁）')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      hint={t('登録メールアドレスに届いた確認コードを入力してください。コードの有効期限は10分です。')}
      error={error}
      {...props}
    />
  );
}
