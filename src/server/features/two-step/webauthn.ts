import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import type { WebauthnOptions } from '@/contract/passkeys';
import { TOTP_ISSUER } from '@/domain/two-step';

/**
 * WebAuthn through @simplewebauthn/server (docs/decisions/0040-passkeys.md). The relying party is the
 * site of PUBLIC_URL: its host name is the RP ID and its origin the only one accepted.
 */
export interface RelyingParty {
  id: string;
  origin: string;
}

export function relyingPartyOf(siteUrl: string): RelyingParty {
  const url = new URL(siteUrl);
  return { id: url.hostname, origin: url.origin };
}

/** A passkey as stored: what the library needs to check a signature, and to exclude or allow it. */
export interface StoredCredential {
  credentialId: string;
  publicKey: string;
  signCount: number;
  transports: string[];
}

/** The options as the API answers them (WebAuthn's JSON form, passed to @simplewebauthn/browser as it is). */
const optionsAnswer = (options: PublicKeyCredentialCreationOptionsJSON | PublicKeyCredentialRequestOptionsJSON): WebauthnOptions => ({ ...options });

const transportsOf = (credential: StoredCredential) => credential.transports as AuthenticatorTransport[];

/** Options for `navigator.credentials.create`: a resident key with user verification; the account's passkeys excluded. */
export async function registrationOptions(rp: RelyingParty, user: { handle: string; name: string }, existing: StoredCredential[]): Promise<WebauthnOptions> {
  return optionsAnswer(await generateRegistrationOptions({
    rpName: TOTP_ISSUER,
    rpID: rp.id,
    userName: user.name,
    userID: new TextEncoder().encode(user.handle),
    attestationType: 'none',
    excludeCredentials: existing.map((credential) => ({ id: credential.credentialId, transports: transportsOf(credential) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
  }));
}

/** Options for `navigator.credentials.get`, allowing the account's passkeys only. */
export async function authenticationOptions(rp: RelyingParty, allowed: StoredCredential[]): Promise<WebauthnOptions> {
  return optionsAnswer(await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: allowed.map((credential) => ({ id: credential.credentialId, transports: transportsOf(credential) })),
    userVerification: 'required',
  }));
}

/** The challenge a browser's answer signed (read before checking, to take it from the store); null when unreadable. */
export function challengeOf(response: { response: { clientDataJSON: string } }): string | null {
  try {
    const challenge = decodeClientDataJSON(response.response.clientDataJSON).challenge;
    return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 200 ? challenge : null;
  } catch {
    return null;
  }
}

/** Checks a registration against the challenge taken; the new credential, or null when it does not hold. */
export async function verifiedRegistration(rp: RelyingParty, response: unknown, challenge: string): Promise<StoredCredential | null> {
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!verified || !registrationInfo) return null;
    const { credential } = registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      signCount: credential.counter,
      transports: credential.transports ?? [],
    };
  } catch {
    return null;
  }
}

/** Checks a sign-in's signature with the stored key and counter; the authenticator's new counter, or null. */
export async function verifiedAuthentication(rp: RelyingParty, response: unknown, challenge: string, credential: StoredCredential): Promise<number | null> {
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: { id: credential.credentialId, publicKey: isoBase64URL.toBuffer(credential.publicKey), counter: credential.signCount, transports: transportsOf(credential) },
      requireUserVerification: true,
    });
    return verified ? authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}
