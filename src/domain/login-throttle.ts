/**
 * Slows down password guessing. Attempts are counted per e-mail and client address (so an attacker
 * elsewhere cannot lock the real user out) and per client address (so one client cannot try many
 * e-mails). Each attempt is counted before its password is checked, in one atomic step of the
 * database (src/server/features/auth/repository.ts, `reserveThrottleAttempt`), so that parallel
 * guesses cannot pass the limit: the attempt that reaches `maxAttempts` within the window is still
 * checked and starts the block; every later one is refused until the block ends. A successful
 * sign-in gives its attempt back. Above both, ACCOUNT_CEILING counts an account's attempts from every
 * address.
 */
export interface ThrottleLimit {
  maxAttempts: number;
  windowMs: number;
  blockMs: number;
}

export const PER_ACCOUNT_LIMIT: ThrottleLimit = { maxAttempts: 5, windowMs: 15 * 60_000, blockMs: 5 * 60_000 };
export const PER_CLIENT_LIMIT: ThrottleLimit = { maxAttempts: 30, windowMs: 15 * 60_000, blockMs: 15 * 60_000 };

/**
 * The account's ceiling across every client address (docs/product/accounts.md): past 20 sign-ins an
 * hour that did not succeed, from wherever they come, the account's password is no longer checked
 * alone. A sign-in then needs a one-time code e-mailed to the account as well; the first attempt past
 * the ceiling e-mails the owner one (which tells them), and the password is checked only together with
 * a right code. Guessing from many addresses learns nothing more, and the owner, who reads the e-mail,
 * is never locked out. The ceiling lasts an hour from its last attempt.
 */
export const ACCOUNT_CEILING: ThrottleLimit = { maxAttempts: 20, windowMs: 60 * 60_000, blockMs: 60 * 60_000 };

/** The one-time code: 6 digits, 10 minutes, 5 wrong tries, a new one e-mailed at most once a minute. */
export const SIGN_IN_CODE = { digits: 6, lifetimeMs: 10 * 60_000, maxTries: 5, resendAfterMs: 60_000 } as const;

export const SIGN_IN_CODE_REQUIRED_MESSAGE =
  'ログインに失敗した回数が多いため、確認コードが必要です。登録されているメールアドレスに送った6桁の確認コードを入力してください。';
export const SIGN_IN_CODE_WRONG_MESSAGE = '確認コードが正しくないか、有効期限が切れています。もう一度ログインすると新しいコードをお送りします。';

/** Seconds to wait before trying again, or 0 when sign-in may be tried now. */
export function retryAfterSeconds(blockedUntil: Date | null, now: Date): number {
  if (!blockedUntil) return 0;
  const ms = blockedUntil.getTime() - now.getTime();
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}

/** The Japanese message of a refused sign-in. */
export function tooManyAttemptsMessage(waitSeconds: number): string {
  return `ログインの試行回数が多すぎます。${Math.ceil(waitSeconds / 60)}分後にもう一度お試しください。`;
}

/**
 * A forgotten password's requests (docs/product/accounts.md), counted like sign-ins: per address and
 * client (5 an hour; someone elsewhere cannot stop the owner asking), per client across addresses
 * (20 an hour), both refused with 429 past their limit; and per address from every client (5 e-mails
 * an hour): past it the answer stays the same but no more e-mail goes, so nobody can flood an inbox,
 * and the links already sent keep working.
 */
export const RESET_PER_ACCOUNT_LIMIT: ThrottleLimit = { maxAttempts: 5, windowMs: 60 * 60_000, blockMs: 60 * 60_000 };
export const RESET_PER_CLIENT_LIMIT: ThrottleLimit = { maxAttempts: 20, windowMs: 60 * 60_000, blockMs: 60 * 60_000 };
export const RESET_MAILS_PER_ACCOUNT: ThrottleLimit = { maxAttempts: 5, windowMs: 60 * 60_000, blockMs: 60 * 60_000 };

/** The Japanese message of a refused reset request. */
export function tooManyResetRequestsMessage(waitSeconds: number): string {
  return `パスワード再設定のお申し込みが多すぎます。${Math.ceil(waitSeconds / 60)}分後にもう一度お試しください。`;
}

/** The Japanese message of a password change refused after wrong current passwords. */
export function tooManyPasswordChecksMessage(waitSeconds: number): string {
  return `現在のパスワードの入力に続けて失敗したため、しばらく変更できません。${Math.ceil(waitSeconds / 60)}分後にもう一度お試しください。`;
}

/**
 * Resending an address's confirmation e-mail (docs/product/accounts.md, "Verified address"), counted like a
 * forgotten password's requests: per account (5 an hour, whichever client asks) and per client across
 * accounts (20 an hour), both refused with 429 past their limit.
 */
export const VERIFY_RESEND_PER_ACCOUNT_LIMIT: ThrottleLimit = { maxAttempts: 5, windowMs: 60 * 60_000, blockMs: 60 * 60_000 };
export const VERIFY_RESEND_PER_CLIENT_LIMIT: ThrottleLimit = { maxAttempts: 20, windowMs: 60 * 60_000, blockMs: 60 * 60_000 };

/** The Japanese message of a refused resend. */
export function tooManyVerifyResendsMessage(waitSeconds: number): string {
  return `確認メールの再送が多すぎます。${Math.ceil(waitSeconds / 60)}分後にもう一度お試しください。`;
}
