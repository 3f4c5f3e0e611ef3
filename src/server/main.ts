import path from 'node:path';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from '@/db/client';
import { DataDirLockedError } from '@/db/data-dir-lock';
import { projectRoot } from '@/db/project-root';
import { ensureCatalog } from '@/db/seed';
import { buildApp } from './app';
import { isDemoWriterProcess, writeDemoAndExit, writeDemoIfEmpty, writeDemoInChildProcessIfNew } from './demo-writer';
import { ConfigError, loadConfig } from './config';
import { bookingDeps } from './features/bookings/deps';
import { ensureAdmin } from './features/admin-auth/service';
import { startBookingJobs } from './jobs/booking-jobs';
import { startIcalImportJob } from './jobs/ical-import';
import { startUploadCleanup } from './jobs/upload-cleanup';
import { startEmbeddedDatabaseUpkeep } from './jobs/embedded-database-upkeep';
import { startSessionCleanup } from './jobs/session-cleanup';
import { startPayoutClosing } from './jobs/payout-closing';
import { startRegistryErasure } from './jobs/registry-erasure';
import type { StopTimedJob } from './jobs/timed-job';


async function main() {
  const started = performance.now();
  const config = { ...loadConfig(), webDistDir: path.join(projectRoot, 'dist/web') };
  const target: DatabaseTarget = config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize } : { kind: 'pglite', dataDir: config.dataDir };
  if (target.kind === 'pglite' && isDemoWriterProcess()) return writeDemoAndExit(config, target);
  if (target.kind === 'pglite' && config.seed === 'demo') await writeDemoInChildProcessIfNew(config.dataDir);
  let handle: DatabaseHandle = await openDatabase(target);
  const where = handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${path.resolve(config.dataDir)})`;
  console.log(`データベース: ${where} — マイグレーション適用済み`);

  if (config.seed === 'demo') {
    const seeded = await writeDemoIfEmpty(handle.db, config);
    if (seeded && handle.kind === 'pglite') {
      // A directory that held an empty database: the embedded database's WebAssembly memory grew while
      // the demo was written and is never given back, so its thread is started afresh on the same directory.
      await handle.close();
      handle = await openDatabase(target);
    }
  }
  // The features and amenities of the house editor, also without the demo (a real deployment).
  await ensureCatalog(handle.db);
  if (config.admin) {
    const { created } = await ensureAdmin(handle.db, config.admin);
    console.log(`管理者アカウント ${config.admin.email} を${created ? '作成' : '有効化'}しました`);
  }

  const app = await buildApp({ database: handle, config, logger: true });
  const stopJobs: StopTimedJob[] = [startSessionCleanup(handle.db, app.log)];
  // PGlite has no autovacuum, and only this process opens its directory (docs/decisions/0048-embedded-database-upkeep.md).
  if (handle.kind === 'pglite') stopJobs.push(startEmbeddedDatabaseUpkeep(handle.db, app.log));
  // JOBS=off leaves holds, requests, stays, e-mails and reviews to another server that runs them.
  if (config.jobs) {
    stopJobs.push(
      startBookingJobs(bookingDeps(app), app.log),
      startIcalImportJob(handle.db, app.log, { allowPrivate: config.icalAllowPrivateUrls }),
      startUploadCleanup(handle.db, app.storage.public, app.log),
      startPayoutClosing(handle.db, app.log),
      startRegistryErasure(handle.db, app.storage.private, app.log),
    );
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} を受信しました。終了しています...`);
    try {
      // A round that is running ends before the database closes under it.
      await Promise.all(stopJobs.map((stop) => stop()));
      await app.close();
    } finally {
      await handle.close();
      console.log('データベースを閉じました');
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`古民家ステイ: http://${shownHost}:${port} (${Math.round(performance.now() - started)} ms で起動)`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('起動に失敗しました:', error);
  }
  process.exit(1);
});
