import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/client';
import { syncAllImports } from '../features/host-calendar/service';
import { startTimedJob, type StopTimedJob } from './timed-job';

const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * Every iCal import read again every 15 minutes (src/server/features/host-calendar): the nights their
 * feeds list are blocked, those no longer listed freed; a feed that fails keeps its earlier blocks and
 * records its error. Safe on several servers: each sync is one transaction whose writes are idempotent.
 */
export function startIcalImportJob(
  db: Database,
  log: FastifyBaseLogger,
  { allowPrivate, intervalMs = FIFTEEN_MINUTES }: { allowPrivate: boolean; intervalMs?: number },
): StopTimedJob {
  return startTimedJob(
    async () => {
      const synced = await syncAllImports(db, { allowPrivate }, log);
      if (synced > 0) log.info({ job: 'icalImport', count: synced }, 'timed job done');
    },
    intervalMs,
    (error) => log.error({ err: error, job: 'icalImport' }, 'timed job failed'),
  );
}
