/**
 * The rules of two-step sign-in (docs/product/accounts.md, "Two-step sign-in"): how long a sign-in
 * waits for its second step, how many wrong codes it takes, the recovery codes' number and form.
 */
export const PENDING_SIGN_IN = { lifetimeMs: 5 * 60_000, maxTries: 5 } as const;
export const RECOVERY_CODE_COUNT = 10;
/** A recovery code: 8 characters of an alphabet without look-alikes (0/O, 1/I/L), shown as xxxx-xxxx. */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_LENGTH = 8;

/** The issuer an authenticator app shows beside the account. */
export const TOTP_ISSUER = '古民家ステイ';

/** A WebAuthn challenge is kept on the server for 5 minutes and taken once (docs/decisions/0040-passkeys.md). */
export const WEBAUTHN_CHALLENGE_LIFETIME_MS = 5 * 60_000;
export const PASSKEY_REFUSED_MESSAGE = 'パスキーを確認できませんでした。もう一度お試しいただくか、認証アプリのコードまたはリカバリーコードを入力してください。';
export const PASSKEY_REGISTRATION_REFUSED_MESSAGE = 'パスキーを登録できませんでした。もう一度「パスキーを追加」からお試しください。';

export const SECOND_STEP_WRONG_MESSAGE = '認証コードが正しくありません。認証アプリの最新のコード、またはリカバリーコードを入力してください。';
/** A right code of the app that a sign-in (or the set-up) already took: each code is taken once. */
export const SECOND_STEP_USED_MESSAGE = 'この認証コードはすでに使われています。認証アプリに次のコードが表示されてから入力してください。';
export const SECOND_STEP_EXPIRED_MESSAGE = 'ログインの有効期限が切れました。もう一度メールアドレスとパスワードからログインしてください。';
export const TWO_STEP_SETUP_REQUIRED_MESSAGE = '管理画面を使うには、先に2段階認証を設定してください。';

/** A 6-digit code of the app. */
export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code.trim());
}

/** A recovery code as typed (spaces, hyphens, upper case) to its stored form, or null when it cannot be one. */
export function normalizeRecoveryCode(typed: string): string | null {
  const bare = typed.replace(/[\s\-－ー]/g, '').toLowerCase();
  if (bare.length !== RECOVERY_CODE_LENGTH) return null;
  for (const ch of bare) if (!RECOVERY_CODE_ALPHABET.includes(ch)) return null;
  return bare;
}

/** The stored form shown to the user: xxxx-xxxx. */
export function formatRecoveryCode(bare: string): string {
  return `${bare.slice(0, 4)}-${bare.slice(4)}`;
}
