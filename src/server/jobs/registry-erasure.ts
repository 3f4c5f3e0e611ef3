import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/client';
import { registryErasedThrough } from '@/domain/guest-registry';
import { japanDate } from '@/domain/japan-date';
import { deleteEntries, findErasable } from '../features/guest-registry/repository';
import type { FileArea } from '../storage/file-storage';
import { startTimedJob, type StopTimedJob } from './timed-job';

const HOUR = 60 * 60_000;
const BATCH = 500;

/**
 * The guest registry of stays that checked out more than 3 years ago (Japan time) is erased: each
 * passport photo, then the entries (docs/product/guest-registry.md). The booking and its money stay.
 * Safe on several servers: a photo already gone is no error, a row already deleted is not counted.
 */
export async function eraseExpiredRegistry(db: Database, files: FileArea, now: Date): Promise<number> {
  const through = registryErasedThrough(japanDate(now));
  let erased = 0;
  for (;;) {
    const batch = await findErasable(db, through, BATCH);
    if (batch.length === 0) return erased;
    await Promise.all(batch.flatMap((row) => (row.passportImageKey ? [files.delete(row.passportImageKey)] : [])));
    erased += await deleteEntries(db, batch.map((row) => row.id));
    if (batch.length < BATCH) return erased;
  }
}

/** Every hour when JOBS=on. */
export function startRegistryErasure(db: Database, files: FileArea, log: FastifyBaseLogger, intervalMs = HOUR): StopTimedJob {
  return startTimedJob(
    async () => {
      const erased = await eraseExpiredRegistry(db, files, new Date());
      if (erased > 0) log.info({ job: 'registryErasure', count: erased }, 'timed job done');
    },
    intervalMs,
    (error) => log.error({ err: error, job: 'registryErasure' }, 'timed job failed'),
  );
}
