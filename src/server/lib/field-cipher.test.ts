import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFieldCipher, fieldKeyFile, loadFieldKey } from './field-cipher';

describe('field cipher', () => {
  it('gives back what it encrypted, never the clear text, and differently each time', () => {
    const cipher = createFieldCipher(randomBytes(32));
    const a = cipher.encrypt('1234567');
    const b = cipher.encrypt('1234567');
    expect(a).not.toContain('1234567');
    expect(a).not.toBe(b);
    expect(cipher.decrypt(a)).toBe('1234567');
  });

  it('refuses a value that was changed or made with another key', () => {
    const cipher = createFieldCipher(randomBytes(32));
    const stored = cipher.encrypt('7654321');
    expect(() => createFieldCipher(randomBytes(32)).decrypt(stored)).toThrow();
    const tampered = stored.slice(0, -4) + (stored.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect(() => cipher.decrypt(tampered)).toThrow();
  });

  it('makes a key in the data directory on first start and reads the same one afterwards', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'field-key-'));
    const first = loadFieldKey({ dataDir });
    expect(first).toHaveLength(32);
    expect(fs.statSync(fieldKeyFile(dataDir)).mode & 0o777).toBe(0o600);
    expect(loadFieldKey({ dataDir }).equals(first)).toBe(true);
    const given = randomBytes(32);
    expect(loadFieldKey({ dataDir, keyBase64: given.toString('base64') }).equals(given)).toBe(true);
  });
});
