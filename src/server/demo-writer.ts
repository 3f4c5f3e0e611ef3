// The demo of a first start on the embedded database, written by a short-lived child process.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, type DatabaseTarget } from '@/db/client';
import { seedIfEmpty } from '@/db/seed';
import type { AppConfig } from './config';
import { fieldCipherOf } from './lib/field-cipher';

/** Set in the environment of the child process that writes the demo. */
const DEMO_WRITER_ENV = 'KOMINKA_DEMO_WRITER';

/** True in the child process started by writeDemoInChildProcess. */
export const isDemoWriterProcess = (): boolean => process.env[DEMO_WRITER_ENV] === '1';

/** Whether a data directory holds no embedded database yet (PGlite writes PG_VERSION when it creates one). */
export function holdsNoDatabase(dataDir: string): boolean {
  return !fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'));
}

/**
 * Runs this same program again as a child process that creates the database, applies the migrations,
 * writes the demo and exits, while this process holds the data directory's lock and waits. The memory
 * that writing the demo takes (about 60 MB of the allocator's and V8's that would otherwise stay, and a
 * peak of about 780 MB) goes with the child instead of staying for the server's life
 * (docs/performance/memory.md).
 */
export async function writeDemoInChildProcess(): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    env: { ...process.env, [DEMO_WRITER_ENV]: '1' },
    // The IPC channel tells the child when this process has gone.
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode, signal) => resolve(signal ? null : exitCode));
  });
  if (code !== 0) throw new Error(`The process writing the demo stopped (exit code ${code})`);
}

/** The child's whole work: the database opened under its parent's lock, the demo written, then exit. */
export async function writeDemoAndExit(config: AppConfig, target: DatabaseTarget & { kind: 'pglite' }): Promise<never> {
  // Its parent stopped (a signal, a crash): the child stops too rather than write on without the lock.
  process.on('disconnect', () => process.exit(1));
  const handle = await openDatabase({ ...target, lockHeldByParent: true });
  try {
    const seeded = await seedIfEmpty(handle.db, (plain) => fieldCipherOf(config).encrypt(plain));
    if (seeded) console.log(`デモデータを投入しました: ${seeded.properties}件の古民家、${seeded.users}人の利用者`);
  } finally {
    await handle.close();
  }
  process.exit(0);
}
