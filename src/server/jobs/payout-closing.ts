import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/client';
import { closedMonthOf } from '@/domain/payouts';
import { closeMonth } from '../payouts/close-month';
import { startTimedJob, type StopTimedJob } from './timed-job';

const HOUR = 60 * 60_000;

/**
 * Every hour: closes the month that has ended in Japan (docs/product/money.md) — the first round after
 * midnight of the 1st makes the payouts; later rounds find nothing new (closeMonth is idempotent) but
 * pick up a stay of that month completed late. Safe on several servers.
 */
export function startPayoutClosing(db: Database, log: FastifyBaseLogger, intervalMs = HOUR, now: () => Date = () => new Date()): StopTimedJob {
  return startTimedJob(
    async () => {
      const month = closedMonthOf(now());
      const done = await closeMonth(db, month);
      if (done.items > 0) log.info({ job: 'payoutClosing', month, ...done }, 'timed job done');
    },
    intervalMs,
    (error) => log.error({ err: error, job: 'payoutClosing' }, 'timed job failed'),
  );
}
