import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/client';
import { removeUnusedReviewPhotos } from '../features/reviews/service';
import type { FileArea } from '../storage/file-storage';
import { startTimedJob, type StopTimedJob } from './timed-job';

const HOUR = 60 * 60_000;

/** Every hour: review photos no review took within 24 hours are removed (files and records). Safe on several servers. */
export function startUploadCleanup(db: Database, files: FileArea, log: FastifyBaseLogger, intervalMs = HOUR): StopTimedJob {
  return startTimedJob(
    async () => {
      const removed = await removeUnusedReviewPhotos(db, files);
      if (removed > 0) log.info({ job: 'uploadCleanup', count: removed }, 'timed job done');
    },
    intervalMs,
    (error) => log.error({ err: error, job: 'uploadCleanup' }, 'timed job failed'),
  );
}
