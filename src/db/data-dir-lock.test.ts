import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, assertDataDirLockedByParent, DataDirLockedError } from './data-dir-lock';

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kominka-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('data directory lock', () => {
  it('refuses a data directory held by another running process, with a clear message', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)'], { stdio: 'ignore' });
    try {
      fs.writeFileSync(path.join(dir, '.kominka.lock'), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(`PID ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that has ended, and releases it', async () => {
    const dir = tempDir();
    const ended = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((resolve) => ended.on('exit', resolve));
    fs.writeFileSync(path.join(dir, '.kominka.lock'), String(ended.pid));
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, '.kominka.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, '.kominka.lock'))).toBe(false);
  });

  it("lets a child process in only while the directory's lock is its parent's", () => {
    const dir = tempDir();
    expect(() => assertDataDirLockedByParent(dir)).toThrow('is not held by the parent process');
    fs.writeFileSync(path.join(dir, '.kominka.lock'), String(process.pid));
    expect(() => assertDataDirLockedByParent(dir)).toThrow('is not held by the parent process');
    fs.writeFileSync(path.join(dir, '.kominka.lock'), String(process.ppid));
    expect(() => assertDataDirLockedByParent(dir)).not.toThrow();
  });
});
