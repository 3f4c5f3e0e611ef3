import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { projectRoot } from './project-root';

/**
 * PGlite on a worker thread (src/db/pglite-worker.mjs), seen from the server's thread through the part
 * of PGlite's API that `drizzle-orm/pglite` calls: `query(sql, params, { rowMode, parsers })`, `exec(sql)`
 * and `transaction(fn)` with `query`/`exec` on the transaction. Why: docs/decisions/0020-pglite-worker.md.
 */

export interface QueryResult<Row = unknown> {
  rows: Row[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
  serializers?: unknown;
}

export interface PgliteTransactionClient {
  query<Row = unknown>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<Row>>;
  exec(sql: string): Promise<QueryResult[]>;
  readonly closed: boolean;
}

type Job =
  | { op: 'query'; txId?: number; sql: string; params: unknown[]; rowMode: 'array' | 'object'; rawTypes: number[]; name?: string }
  | { op: 'exec'; txId?: number; sql: string }
  | { op: 'begin' }
  | { op: 'commit' | 'rollback'; txId: number }
  | { op: 'close' };

type Answer = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: SerializedError };
type SerializedError = { name: string; message: string; stack?: string } & Record<string, unknown>;

/**
 * A PostgreSQL error raised in the worker, with the same fields PGlite's own error carries
 * (code, detail, constraint, table, schema, severity …), so src/server/lib/pg-errors.ts reads it as before.
 */
export class PgliteWorkerError extends Error {
  code?: string;
  detail?: string;
  constraint?: string;
  [field: string]: unknown;

  constructor(serialized: SerializedError) {
    super(serialized.message);
    const { name, message: _message, stack, ...fields } = serialized;
    Object.assign(this, fields);
    this.name = name;
    if (stack) this.stack = `${this.stack}\n    --- in the PGlite worker ---\n${stack.split('\n').slice(1).join('\n')}`;
  }
}

/**
 * drizzle passes parsers only to keep some types as the database's text (dates, timestamps, intervals
 * and their arrays). A function cannot cross to the worker, so the worker is told which type ids to keep
 * as text; any other kind of parser is refused rather than silently ignored.
 */
const rawTypesCache = new WeakMap<object, number[]>();
function rawTypesOf(parsers: QueryOptions['parsers']): number[] {
  if (!parsers) return [];
  let types = rawTypesCache.get(parsers);
  if (!types) {
    types = Object.entries(parsers).map(([type, parse]) => {
      if (parse('2000-01-01 00:00:00', Number(type)) !== '2000-01-01 00:00:00') {
        throw new Error(`PGlite worker: only parsers that keep the text as is can be used (type ${type})`);
      }
      return Number(type);
    });
    rawTypesCache.set(parsers, types);
  }
  return types;
}

function queryJob(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined, txId?: number, name?: string): Job {
  if (options?.serializers) throw new Error('PGlite worker: custom serializers are not supported');
  return { op: 'query', txId, sql, params: params ?? [], rowMode: options?.rowMode ?? 'object', rawTypes: rawTypesOf(options?.parsers), name };
}

/** At most this many named prepared statements are kept per connection or session (src/db/prepared.ts). */
export const MAX_KEPT_STATEMENTS = 64;

/**
 * Threads whose database was closed, kept to open the next one: PGlite opens in a thread that ran it
 * before with about a second less CPU than in a new one, and the tests open a database per file
 * (docs/performance/2026-12-02-new-dates.md). A server opens one database and never comes here.
 */
const idleWorkers: Worker[] = [];
const MAX_IDLE_WORKERS = 2;

function newWorker(): Worker {
  const worker = new Worker(pathToFileURL(path.join(projectRoot, 'src/db/pglite-worker.mjs')), {
    workerData: { maxPrepared: MAX_KEPT_STATEMENTS },
    // PGlite's answers are short-lived; a young generation of 8 MB (rather than V8's up to 48) is
    // collected often and keeps the thread's share of memory small (docs/performance/memory.md).
    resourceLimits: { maxYoungGenerationSizeMb: 8 },
  });
  // An idle database does not keep the process alive (as PGlite on the main thread did not).
  worker.unref();
  return worker;
}

function keepIdle(worker: Worker) {
  if (idleWorkers.length >= MAX_IDLE_WORKERS) {
    void worker.terminate();
    return;
  }
  const forget = () => {
    const index = idleWorkers.indexOf(worker);
    if (index >= 0) idleWorkers.splice(index, 1);
  };
  worker.once('exit', forget);
  worker.once('error', forget);
  idleWorkers.push(worker);
}

function takeIdleWorker(): Worker | undefined {
  const worker = idleWorkers.pop();
  worker?.removeAllListeners('exit');
  worker?.removeAllListeners('error');
  return worker;
}

export class PgliteWorkerClient {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private openTransactions = 0;
  private stopped: Error | null = null;
  private readonly onMessage = (answer: Answer) => this.settle(answer);
  private readonly onError = (error: Error) => this.stop(error);
  private readonly onExit = (code: number) => this.stop(new Error(`The PGlite worker stopped (exit code ${code})`));

  private constructor(private readonly worker: Worker) {
    worker.on('message', this.onMessage);
    worker.on('error', this.onError);
    worker.on('exit', this.onExit);
  }

  /**
   * Opens the database on a thread of its own (an idle one where there is one) and waits until PGlite is
   * open. `dataDir` undefined: an in-memory database.
   */
  static async start(dataDir: string | undefined): Promise<PgliteWorkerClient> {
    const worker = takeIdleWorker() ?? newWorker();
    try {
      await new Promise<void>((resolve, reject) => {
        const onExit = (code: number) => reject(new Error(`The PGlite worker stopped while opening the database (exit code ${code})`));
        worker.once('exit', onExit);
        worker.once('error', reject);
        worker.once('message', (message: { ready: boolean; error?: SerializedError }) => {
          worker.off('exit', onExit);
          worker.off('error', reject);
          if (message.ready) resolve();
          else reject(new PgliteWorkerError(message.error!));
        });
        worker.postMessage({ op: 'open', dataDir });
      });
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return new PgliteWorkerClient(worker);
  }

  query<Row = unknown>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<Row>> {
    return this.request(queryJob(sql, params, options)) as Promise<QueryResult<Row>>;
  }

  /**
   * `query` as the session's named prepared statement `name` (parsed and planned once, kept among the
   * worker's most recently used statements): src/db/prepared.ts gives each text its own name.
   */
  queryPrepared<Row = unknown>(name: string, sql: string, params: unknown[], options?: QueryOptions): Promise<QueryResult<Row>> {
    return this.request(queryJob(sql, params, options, undefined, name)) as Promise<QueryResult<Row>>;
  }

  exec(sql: string): Promise<QueryResult[]> {
    return this.request({ op: 'exec', sql }) as Promise<QueryResult[]>;
  }

  /**
   * Runs `fn` in one transaction: the worker holds it open while `fn` sends its statements, and every
   * other statement waits until it ends (PGlite is one session). Commits when `fn` resolves, rolls back
   * when it throws.
   */
  async transaction<T>(fn: (tx: PgliteTransactionClient) => Promise<T>): Promise<T> {
    const txId = (await this.request({ op: 'begin' })) as number;
    this.openTransactions++;
    let closed = false;
    const tx: PgliteTransactionClient = {
      query: <Row>(sql: string, params?: unknown[], options?: QueryOptions) =>
        this.request(queryJob(sql, params, options, txId)) as Promise<QueryResult<Row>>,
      exec: (sql: string) => this.request({ op: 'exec', sql, txId }) as Promise<QueryResult[]>,
      get closed() {
        return closed;
      },
    };
    try {
      const result = await fn(tx);
      await this.request({ op: 'commit', txId });
      return result;
    } catch (error) {
      await this.request({ op: 'rollback', txId }).catch(() => undefined);
      throw error;
    } finally {
      closed = true;
      this.openTransactions--;
      this.keepAliveWhileBusy();
    }
  }

  /** Closes the database; its thread is kept for the next database this process opens (or ends with it). */
  async close(): Promise<void> {
    if (this.stopped) return;
    let closed = false;
    try {
      await this.request({ op: 'close' });
      closed = true;
    } finally {
      this.stop(new Error('The database is closed'));
      this.worker.off('message', this.onMessage);
      this.worker.off('error', this.onError);
      this.worker.off('exit', this.onExit);
      this.worker.unref();
      if (closed) keepIdle(this.worker);
      else await this.worker.terminate();
    }
  }

  private request(job: Job): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.keepAliveWhileBusy();
      this.worker.postMessage({ ...job, id });
    });
  }

  private settle(answer: Answer) {
    const waiter = this.pending.get(answer.id);
    if (!waiter) return;
    this.pending.delete(answer.id);
    this.keepAliveWhileBusy();
    if (answer.ok) waiter.resolve(answer.result);
    else waiter.reject(new PgliteWorkerError(answer.error));
  }

  /** The process stays alive while a statement or a transaction is under way, as it would on one thread. */
  private keepAliveWhileBusy() {
    if (this.pending.size > 0 || this.openTransactions > 0) this.worker.ref();
    else this.worker.unref();
  }

  private stop(reason: Error) {
    if (this.stopped) return;
    this.stopped = reason;
    for (const waiter of this.pending.values()) waiter.reject(reason);
    this.pending.clear();
  }
}
