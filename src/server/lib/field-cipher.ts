import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Encrypts a field at rest (a host's bank account number, docs/product/hosts-and-houses.md) with
 * AES-256-GCM: `v1:` + base64(iv ‖ tag ‖ ciphertext). The key never reaches the database.
 */
export interface FieldCipher {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
}

const VERSION = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const FIELD_KEY_BYTES = 32;

export function createFieldCipher(key: Buffer): FieldCipher {
  if (key.length !== FIELD_KEY_BYTES) throw new Error(`field encryption key must be ${FIELD_KEY_BYTES} bytes`);
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    decrypt(stored) {
      if (!stored.startsWith(VERSION)) throw new Error('unknown field cipher version');
      const raw = Buffer.from(stored.slice(VERSION.length), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}

/** Where the key made on first start lives when FIELD_ENCRYPTION_KEY is not given (the README says so). */
export function fieldKeyFile(dataDir: string): string {
  return path.join(dataDir, 'secrets', 'field-encryption.key');
}

/**
 * The key: FIELD_ENCRYPTION_KEY (base64 of 32 bytes) when given; otherwise the one in the data
 * directory, made on first start (readable by this user only).
 */
export function loadFieldKey({ keyBase64, dataDir }: { keyBase64?: string; dataDir: string }): Buffer {
  if (keyBase64) return Buffer.from(keyBase64, 'base64');
  const file = fieldKeyFile(dataDir);
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, randomBytes(FIELD_KEY_BYTES).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Another process made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
}

/** The app's cipher, from FIELD_ENCRYPTION_KEY or the data directory's key (main.ts seeds with the same). */
export function fieldCipherOf(config: { fieldEncryptionKey?: string; dataDir: string }): FieldCipher {
  return createFieldCipher(loadFieldKey({ keyBase64: config.fieldEncryptionKey, dataDir: config.dataDir }));
}
