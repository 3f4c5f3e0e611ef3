import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `データディレクトリ ${path.resolve(dataDir)} は別のプロセス (PID ${pid}) が使用中です。` +
        `そのプロセスを停止するか、DATA_DIR で別のディレクトリを指定してください。 ` +
        `(The data directory is in use by process ${pid}.)`,
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const lockPathOf = (dataDir: string) => path.join(dataDir, '.kominka.lock');

/** The pid the lock file names, or NaN when there is none (or it names none). */
function lockOwnerOf(lockPath: string): number {
  try {
    return Number(fs.readFileSync(lockPath, 'utf8').trim());
  } catch {
    return NaN;
  }
}

/**
 * PGlite must never be opened by two processes at once. A lock file holding the owner's pid is
 * created exclusively; a lock left by a process that no longer runs is taken over.
 * Returns the function that releases the lock.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = lockPathOf(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = lockOwnerOf(lockPath);
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(dataDir, owner);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}

/**
 * For a child process that the lock's owner started to work in its data directory while it waits (the
 * demo written on a first start: src/server/demo-writer.ts): passes only when the lock is held by this
 * process's parent, so the directory is still never open in two processes at once.
 */
export function assertDataDirLockedByParent(dataDir: string): void {
  const lockPath = lockPathOf(dataDir);
  if (lockOwnerOf(lockPath) !== process.ppid) throw new Error(`${lockPath} is not held by the parent process (${process.ppid})`);
}
