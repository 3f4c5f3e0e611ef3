import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey authenticator in software for API tests: what a browser answers to
 * `navigator.credentials.create` / `get` (WebAuthn's JSON forms), made with an ES256 key of its own,
 * attestation "none", user present and verified, its signature counter counting up.
 */
export interface SoftAuthenticator {
  credentialId: string;
  /** The registration answer to the server's creation options. */
  register(options: { challenge: string; rp: { id?: string } }, origin: string): Record<string, unknown>;
  /** A sign-in answer to the server's request options. */
  authenticate(options: { challenge: string; rpId?: string }, origin: string): Record<string, unknown>;
  /** The counter the next signature will carry (tests set it back to play a cloned key). */
  counter: number;
}

const sha256 = (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest());
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
const uint32 = (n: number) => new Uint8Array([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);
const FLAGS_UP_UV = 0x05;
const FLAG_AT = 0x40;

function coseKeyOf(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  const cose = new Map<number, number | Uint8Array>([
    [1, 2], // kty: EC2
    [3, -7], // alg: ES256
    [-1, 1], // crv: P-256
    [-2, isoBase64URL.toBuffer(jwk.x!)],
    [-3, isoBase64URL.toBuffer(jwk.y!)],
  ]);
  return isoCBOR.encode(cose);
}

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) {
  return new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

export function softAuthenticator(): SoftAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const rawId = new Uint8Array(randomBytes(16));
  const credentialId = isoBase64URL.fromBuffer(rawId);
  const authenticator: SoftAuthenticator = {
    credentialId,
    counter: 1,
    register(options, origin) {
      const rpIdHash = sha256(new TextEncoder().encode(options.rp.id ?? ''));
      const attested = concat(new Uint8Array(16), new Uint8Array([0, rawId.length]), rawId, coseKeyOf(publicKey));
      const authData = concat(rpIdHash, new Uint8Array([FLAGS_UP_UV | FLAG_AT]), uint32(0), attested);
      const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]) as never);
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: isoBase64URL.fromBuffer(attestationObject),
          transports: ['internal'],
        },
      };
    },
    authenticate(options, origin) {
      const authData = concat(sha256(new TextEncoder().encode(options.rpId ?? '')), new Uint8Array([FLAGS_UP_UV]), uint32(authenticator.counter));
      authenticator.counter += 1;
      const clientDataJSON = clientData('webauthn.get', options.challenge, origin);
      const signature = new Uint8Array(sign('sha256', concat(authData, sha256(clientDataJSON)), privateKey));
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
          authenticatorData: isoBase64URL.fromBuffer(authData),
          signature: isoBase64URL.fromBuffer(signature),
        },
      };
    },
  };
  return authenticator;
}
