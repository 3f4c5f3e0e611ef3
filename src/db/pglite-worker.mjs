// The embedded database's own thread (see docs/decisions/0020-pglite-worker.md). PGlite runs every
// statement synchronously in WebAssembly; here it blocks this thread only, never the server's.
// Plain JavaScript on purpose: the worker starts the same way under tsx, vitest and `npm start`.
//
// Protocol (messages from src/db/pglite-worker-client.ts):
//   { id, op: 'query', txId?, sql, params, rowMode, rawTypes }  → the PGlite result
//   { id, op: 'exec', txId?, sql }                                → the PGlite results
//   { id, op: 'begin' }                                           → opens a transaction whose id is `id`
//   { id, op: 'commit' | 'rollback', txId }                       → ends it
//   { id, op: 'close' }
// Answers: { id, ok: true, result } or { id, ok: false, error } (the error's name, message and PostgreSQL
// fields: code, detail, constraint …). PGlite is ONE session, so while a transaction is open only its own
// statements run; every other statement waits until it ends.
//
// Order: a write, a transaction or anything else runs in arrival order. Only reads overtake, and only
// reads: among the reads at the head of the queue the quickest expected runs first — a health check's
// `select 1` does not wait behind twenty searches — unless the oldest has waited longer than
// MAX_WAIT_MS, which then goes first. A read never overtakes a write sent before it.
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

if (!parentPort) throw new Error('pglite-worker.mjs runs only as a worker thread');
const port = parentPort;

/** Statements outside any transaction (and the begin of the next one), in arrival order. */
const waiting = [];
/** The statements of the open transaction, in the order its caller sent them. */
const inTransaction = [];
let openTransaction = null;
let pumping = false;
let closed = false;

const identity = (value) => value;

/**
 * PostgreSQL's buffer cache inside the WebAssembly memory, which never gives memory back: 32 MB instead
 * of PostgreSQL's 128 MB (a page not in it is read from the data directory's files, which the operating
 * system caches anyway). docs/performance/memory.md.
 */
const MEMORY_SETTINGS = ['-c', 'shared_buffers=32MB'];

const MAX_WAIT_MS = 50;
/** The usual duration (ms, moving average) of each statement text, and of a whole transaction. */
const usualDuration = new Map();
const TRANSACTION = '(transaction)';
let transactionStarted = 0;

function keyOf(job) {
  return job.op === 'begin' ? TRANSACTION : job.sql ?? job.op;
}

function learn(key, ms) {
  if (usualDuration.size > 5000) usualDuration.clear();
  const before = usualDuration.get(key);
  usualDuration.set(key, before === undefined ? ms : before * 0.8 + ms * 0.2);
}

const isRead = (job) => job.op === 'query' && /^\s*select\s/i.test(job.sql);

/**
 * The waiting job to run next: the oldest if it is not a read or waited too long, else the quickest
 * expected (unknown: 1 ms) of the reads before the first non-read.
 */
function takeNextWaiting() {
  if (waiting.length === 0) return undefined;
  const now = performance.now();
  let best = 0;
  if (isRead(waiting[0]) && now - waiting[0].arrived <= MAX_WAIT_MS) {
    let bestCost = Infinity;
    for (let i = 0; i < waiting.length && isRead(waiting[i]); i++) {
      const cost = usualDuration.get(keyOf(waiting[i])) ?? 1;
      if (cost < bestCost) {
        bestCost = cost;
        best = i;
      }
    }
  }
  return waiting.splice(best, 1)[0];
}

function serializeError(error) {
  const out = { name: error?.name ?? 'Error', message: String(error?.message ?? error), stack: error?.stack };
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
    }
  }
  return out;
}

function answer(id, run) {
  return run().then(
    (result) => {
      try {
        port.postMessage({ id, ok: true, result });
      } catch (error) {
        port.postMessage({ id, ok: false, error: serializeError(error) });
      }
    },
    (error) => port.postMessage({ id, ok: false, error: serializeError(error) }),
  );
}

async function run(db, job) {
  switch (job.op) {
    case 'query': {
      // Parsers cannot cross threads as functions; the client sends the type ids whose text it wants as is.
      const parsers = job.rawTypes.length > 0 ? Object.fromEntries(job.rawTypes.map((type) => [type, identity])) : undefined;
      return answer(job.id, () => db.query(job.sql, job.params, { rowMode: job.rowMode, parsers }));
    }
    case 'exec':
      return answer(job.id, () => db.exec(job.sql));
    case 'begin':
      return answer(job.id, async () => {
        await db.exec('begin');
        openTransaction = job.id;
        return job.id;
      });
    case 'commit':
    case 'rollback':
      return answer(job.id, async () => {
        try {
          await db.exec(job.op);
        } catch (error) {
          // A failed commit leaves no transaction behind either.
          await db.exec('rollback').catch(() => undefined);
          throw error;
        } finally {
          openTransaction = null;
        }
      });
    case 'close':
      closed = true;
      return answer(job.id, () => db.close());
    default:
      return answer(job.id, async () => {
        throw new Error(`Unknown PGlite worker operation: ${job.op}`);
      });
  }
}

function nextJob() {
  if (openTransaction !== null) return inTransaction.shift();
  return takeNextWaiting();
}

async function pump(db) {
  if (pumping) return;
  pumping = true;
  try {
    for (;;) {
      // Let the messages that arrived during the last statement in before choosing the next one.
      await new Promise((resolve) => setImmediate(resolve));
      const job = nextJob();
      if (!job) break;
      const started = performance.now();
      await run(db, job);
      const ms = performance.now() - started;
      if (job.op === 'begin') transactionStarted = started;
      else if (job.op === 'commit' || job.op === 'rollback') learn(TRANSACTION, performance.now() - transactionStarted);
      else if (job.txId === undefined) learn(keyOf(job), ms);
    }
  } finally {
    pumping = false;
  }
}

function enqueue(db, job) {
  if (closed) {
    port.postMessage({ id: job.id, ok: false, error: { name: 'Error', message: 'The database is closed' } });
    return;
  }
  if (job.txId !== undefined) {
    if (job.txId !== openTransaction) {
      // Ending a transaction that already ended (its commit failed) is a no-op; a statement is an error.
      if (job.op === 'rollback') port.postMessage({ id: job.id, ok: true, result: undefined });
      else port.postMessage({ id: job.id, ok: false, error: { name: 'Error', message: 'The transaction has ended' } });
      return;
    }
    inTransaction.push(job);
  } else {
    job.arrived = performance.now();
    waiting.push(job);
  }
  void pump(db);
}

try {
  // loadDataDir: a data directory dumped by PGlite (tests start from a migrated copy, src/db/testing/).
  const loadDataDir = workerData?.loadDataDir ? new Blob([fs.readFileSync(workerData.loadDataDir)]) : undefined;
  const db = await PGlite.create(workerData?.dataDir, {
    extensions: { btree_gist, pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...MEMORY_SETTINGS],
    loadDataDir,
  });
  port.on('message', (job) => enqueue(db, job));
  port.postMessage({ ready: true });
} catch (error) {
  // The opening thread rejects with this error; the worker then ends.
  port.postMessage({ ready: false, error: serializeError(error) });
  port.close();
}
