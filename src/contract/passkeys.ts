import { z } from 'zod';

/**
 * Passkeys (WebAuthn) as a second step of sign-in (docs/decisions/0040-passkeys.md): registering one
 * from the two-step settings, listing and removing them, and signing in with one after the password.
 * The browser's options and answers are WebAuthn's JSON forms (as @simplewebauthn makes and reads them):
 * they are passed through as objects, checked by the library on the server.
 */

export const PASSKEY_NAME_MAX = 40;

/** A passkey as its owner sees it: the name they gave it, when it was added and last used. Nothing secret. */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyListSchema = z.object({ passkeys: z.array(passkeySchema) });
export type PasskeyList = z.infer<typeof passkeyListSchema>;

/** WebAuthn options for `navigator.credentials.create` / `get` (PublicKeyCredentialCreationOptionsJSON / RequestOptionsJSON). */
export const webauthnOptionsSchema = z.looseObject({ challenge: z.string() }).describe('WebAuthn のオプション（JSON 形式）');
export type WebauthnOptions = z.infer<typeof webauthnOptionsSchema>;

/** The browser's answer (RegistrationResponseJSON / AuthenticationResponseJSON). */
export const webauthnResponseField = z
  .looseObject({ id: z.string().max(1_000), rawId: z.string().max(1_000), type: z.literal('public-key'), response: z.looseObject({ clientDataJSON: z.string().max(10_000) }) })
  .describe('ブラウザーが返した WebAuthn の応答（JSON 形式）');

export const passkeyNameField = z
  .string()
  .trim()
  .min(1, 'パスキーの名前を入力してください')
  .max(PASSKEY_NAME_MAX, `パスキーの名前は${PASSKEY_NAME_MAX}文字以内で入力してください`);

export const passkeyRegistrationBodySchema = z.object({ name: passkeyNameField, response: webauthnResponseField });
export type PasskeyRegistrationBody = z.input<typeof passkeyRegistrationBodySchema>;

/** A registered passkey; when it is the account's first second step, its recovery codes (shown once). */
export const passkeyRegisteredSchema = z.object({ passkey: passkeySchema, recoveryCodes: z.array(z.string()).nullable() });
export type PasskeyRegistered = z.infer<typeof passkeyRegisteredSchema>;

export const passkeyIdParamsSchema = z.object({ passkeyId: z.uuid() });

/** Removing a passkey takes the account's password, as turning two-step sign-in off does. */
export const passkeyRemovalBodySchema = z.object({ password: z.string().min(1, '現在のパスワードを入力してください').max(200) });
export type PasskeyRemovalBody = z.input<typeof passkeyRemovalBodySchema>;

/** The pending sign-in whose second step a passkey is asked for. */
export const passkeySignInOptionsBodySchema = z.object({ pendingToken: z.string().min(1).max(200) });
export const passkeySecondStepBodySchema = z.object({ pendingToken: z.string().min(1).max(200), response: webauthnResponseField });
export type PasskeySecondStepBody = z.input<typeof passkeySecondStepBodySchema>;
