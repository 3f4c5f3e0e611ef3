// The demo of a first start on the embedded database, written by a short-lived child process.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { embeddedDatabaseExists, openDatabase, type Database, type DatabaseTarget } from '@/db/client';
import { acquireDataDirLock } from '@/db/data-dir-lock';
import { seedIfEmpty } from '@/db/seed';
import type { AppConfig } from './config';
import { fieldCipherOf } from './lib/field-cipher';

/** Set in the environment of the child process that writes the demo. */
const DEMO_WRITER_ENV = 'KOMINKA_DEMO_WRITER';

/** True in the child process started by writeDemoInChildProcessIfNew. */
export const isDemoWriterProcess = (): boolean => process.env[DEMO_WRITER_ENV] === '1';

/** Writes the demo when the database has no users yet, and says so; what a first start does, here or in the child. */
export async function writeDemoIfEmpty(db: Database, config: AppConfig) {
  const seeded = await seedIfEmpty(db, (plain) => fieldCipherOf(config).encrypt(plain));
  if (seeded) console.log(`デモデータを投入しました: ${seeded.properties}件の古民家、${seeded.users}人の利用者`);
  return seeded;
}

/**
 * On a data directory that holds no embedded database yet: runs this same program again as a child
 * process that creates the database, applies the migrations, writes the demo and exits, while this
 * process holds the data directory's lock and waits. The lock stays taken; the server's own
 * `openDatabase` then takes it over (a process may take over its own pid's lock). The memory that writing
 * the demo takes (about 60 MB of the allocator's and V8's that would otherwise stay, and a peak of about
 * 780 MB) goes with the child instead of staying for the server's life (docs/performance/memory.md).
 */
export async function writeDemoInChildProcessIfNew(dataDir: string): Promise<void> {
  if (embeddedDatabaseExists(dataDir)) return;
  const releaseLock = acquireDataDirLock(path.resolve(dataDir));
  try {
    await runDemoWriter();
  } catch (error) {
    releaseLock();
    throw error;
  }
}

async function runDemoWriter(): Promise<void> {
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
    await writeDemoIfEmpty(handle.db, config);
  } finally {
    await handle.close();
  }
  process.exit(0);
}
