// The embedded database's own thread (see docs/decisions/0020-pglite-worker.md). PGlite runs every
// statement synchronously in WebAssembly; here it blocks this thread only, never the server's.
// Plain JavaScript on purpose: the worker starts the same way under tsx, vitest and `npm start`.
//
// Protocol (messages from src/db/pglite-worker-client.ts):
//   { id, op: 'query', txId?, sql, params, rowMode, rawTypes, name? }  → the PGlite result; with `name`,
//                                 run as that named prepared statement of the session (parsed and planned once)
//   { id, op: 'exec', txId?, sql }                                → the PGlite results
//   { id, op: 'begin' }                                           → opens a transaction whose id is `id`
//   { id, op: 'commit' | 'rollback', txId }                       → ends it
//   { id, op: 'close' }                                           → closes the database; the thread stays
//   { op: 'open', dataDir }                                       → opens a database (the first message, and
//                                 again after a close: a process that opens many databases, as the tests
//                                 do, reuses an idle thread instead of starting PGlite in a new one)
// Answers: { ready: true } or { ready: false, error } to an open;
//          { id, ok: true, result } or { id, ok: false, error } (the error's name, message and PostgreSQL
// fields: code, detail, constraint …). PGlite is ONE session, so while a transaction is open only its own
// statements run; every other statement waits until it ends.
//
// Order: a write, a transaction or anything else runs in arrival order. Only reads overtake, and only
// reads: among the reads at the head of the queue the quickest expected runs first — a health check's
// `select 1` does not wait behind twenty searches — unless the oldest has waited longer than
// MAX_WAIT_MS, which then goes first. A read never overtakes a write sent before it.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse as pgliteParse, protocol } from '@electric-sql/pglite';
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
/** The open database; null before the first open and after a close. */
let db = null;
let closed = true;

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

/**
 * The named prepared statements of the session (name → its text and parameter types), least recently
 * used first; at most MAX_PREPARED (MAX_KEPT_STATEMENTS of pglite-worker-client.ts): the least recently
 * used is closed to make room.
 */
const prepared = new Map();
const MAX_PREPARED = workerData.maxPrepared;
const wire = protocol.serialize;
const noSync = { syncToFs: false };

async function closeStatement(db, name) {
  prepared.delete(name);
  await db.execProtocolStream(wire.close({ type: 'S', name }), noSync);
  await db.execProtocolStream(wire.sync(), noSync);
}

/**
 * A query as the named statement `name`: parsed and described once (PGlite's query parses, describes
 * and plans its text anew each time, as the unnamed statement), then bound and executed by name — the
 * same messages PGlite's own query sends, with the same serializers and parsers for the values.
 */
async function queryPrepared(db, { name, sql, params }, options) {
  return db._runExclusiveQuery(async () => {
    let statement = prepared.get(name);
    if (statement && statement.text !== sql) await closeStatement(db, name);
    if (statement && statement.text === sql) prepared.delete(name);
    else {
      while (prepared.size >= MAX_PREPARED) await closeStatement(db, prepared.keys().next().value);
      statement = undefined;
    }
    const messages = [];
    try {
      if (!statement) {
        await db.execProtocolStream(wire.parse({ name, text: sql, types: [] }), noSync);
        statement = { text: sql, paramTypes: null };
        prepared.set(name, statement);
        statement.paramTypes = pgliteParse.parseDescribeStatementResults(await db.execProtocolStream(wire.describe({ type: 'S', name }), noSync));
      } else prepared.set(name, statement);
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serialize = db.serializers[statement.paramTypes[i]];
        return serialize ? serialize(value) : value.toString();
      });
      messages.push(...(await db.execProtocolStream(wire.bind({ statement: name, values }), noSync)));
      messages.push(...(await db.execProtocolStream(wire.describe({ type: 'P' }), noSync)));
      messages.push(...(await db.execProtocolStream(wire.execute({}), noSync)));
    } finally {
      messages.push(...(await db.execProtocolStream(wire.sync(), noSync)));
      // Parsed but not described (an error between the two): not kept.
      if (statement?.paramTypes === null) await closeStatement(db, name);
    }
    await db.syncToFs();
    return pgliteParse.parseResults(messages, db.parsers, options)[0];
  });
}

async function run(job) {
  switch (job.op) {
    case 'query': {
      // Parsers cannot cross threads as functions; the client sends the type ids whose text it wants as is.
      const parsers = job.rawTypes.length > 0 ? Object.fromEntries(job.rawTypes.map((type) => [type, identity])) : undefined;
      const options = { rowMode: job.rowMode, parsers };
      if (job.name) return answer(job.id, () => queryPrepared(db, job, options));
      return answer(job.id, () => db.query(job.sql, job.params, options));
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
      return answer(job.id, async () => {
        await db.close();
        db = null;
      });
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

async function pump() {
  if (pumping) return;
  pumping = true;
  try {
    for (;;) {
      // Let the messages that arrived during the last statement in before choosing the next one.
      await new Promise((resolve) => setImmediate(resolve));
      const job = nextJob();
      if (!job) break;
      const started = performance.now();
      await run(job);
      const ms = performance.now() - started;
      if (job.op === 'begin') transactionStarted = started;
      else if (job.op === 'commit' || job.op === 'rollback') learn(TRANSACTION, performance.now() - transactionStarted);
      else if (job.txId === undefined) learn(keyOf(job), ms);
    }
  } finally {
    pumping = false;
  }
}

function enqueue(job) {
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
  void pump();
}

/** Opens the database of `dataDir` (undefined: in memory) with this thread's state made new for it. */
async function open(dataDir) {
  if (db) throw new Error('A database is already open on this PGlite worker');
  waiting.length = 0;
  inTransaction.length = 0;
  openTransaction = null;
  prepared.clear();
  usualDuration.clear();
  db = await PGlite.create(dataDir, {
    extensions: { btree_gist, pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...MEMORY_SETTINGS],
  });
  closed = false;
}

port.on('message', (message) => {
  if (message.op !== 'open') return enqueue(message);
  open(message.dataDir).then(
    () => port.postMessage({ ready: true }),
    // The opening thread rejects with this error and ends the worker.
    (error) => port.postMessage({ ready: false, error: serializeError(error) }),
  );
});
