import { browserSupportsWebAuthn, startAuthentication, startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import type { PasskeyRegistered } from '@/contract/passkeys';
import type { HttpMethod } from '@/web/lib/api-client';
import { apiJson } from '@/web/lib/api-client';
import { msg } from './i18n/translate';

/**
 * The browser's side of passkeys (docs/decisions/0040-passkeys.md) through @simplewebauthn/browser:
 * the server makes the options (and keeps their challenge), the browser asks the authenticator, the
 * server checks its answer.
 */

/** Whether this browser can use passkeys at all. */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && browserSupportsWebAuthn();
}

type Request = <T>(method: HttpMethod, url: string, body?: unknown) => Promise<T>;

/** Registers a passkey of this device on the signed-in account (`apiBase`: the two-step settings' address). */
export async function registerPasskey(request: Request, apiBase: string, name: string): Promise<PasskeyRegistered> {
  const optionsJSON = await request<Parameters<typeof startRegistration>[0]['optionsJSON']>('POST', `${apiBase}/passkeys/options`);
  const response = await startRegistration({ optionsJSON });
  return request<PasskeyRegistered>('POST', `${apiBase}/passkeys`, { name, response });
}

/** The second step of a sign-in with a passkey (`loginBase`: `/api/auth/login` or `/api/admin/login`); answers the sign-in's answer. */
export async function passkeySecondStep<T>(loginBase: string, pendingToken: string): Promise<T> {
  const optionsJSON = await apiJson<Parameters<typeof startAuthentication>[0]['optionsJSON']>('POST', `${loginBase}/passkey-options`, { pendingToken });
  const response = await startAuthentication({ optionsJSON });
  return apiJson<T>('POST', `${loginBase}/second-step/passkey`, { pendingToken, response });
}

/** The words for a passkey the browser did not give (cancelled, timed out, already registered; shown with `t`), or null for another error (an API error). */
export function passkeyBrowserMessage(error: unknown): string | null {
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return msg('このデバイスのパスキーはすでに登録されています。');
  if (error instanceof WebAuthnError || (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError'))) {
    return msg('パスキーの確認が取り消されたか、時間切れになりました。もう一度お試しください。');
  }
  return null;
}
