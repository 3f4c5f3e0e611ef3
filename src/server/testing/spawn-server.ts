// The real server (`npm start`'s script) as a child process on a free port, for tests and benchmarks.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { DEMO_INVOICE_REGISTRATION_NUMBER } from '@/server/config';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * A port for a server that another process will open. A port the kernel picked (port 0) and let go of can be
 * picked again for another Vitest worker before our server has bound it: two servers were then started on
 * one port, the second health check was answered by the first server, and the second file's visitors found
 * nothing once the first file stopped its server (stop 45's CI). So inside Vitest each worker takes its ports
 * from a band of its own below the kernel's ephemeral range (Linux: 32768 and up), which the kernel never
 * hands out by itself; `VITEST_POOL_ID` is unique among the workers running at one time.
 */
export async function freePort(): Promise<number> {
  const poolId = Number(process.env.VITEST_POOL_ID);
  if (!Number.isInteger(poolId) || poolId < 1) return kernelPort();
  const bandStart = WORKER_PORTS_START + ((poolId - 1) % WORKER_BANDS) * PORTS_PER_WORKER;
  for (let tries = 0; tries < PORTS_PER_WORKER; tries++) {
    const port = bandStart + (nextPortInBand++ % PORTS_PER_WORKER);
    if (await canListen(port)) return port;
  }
  return kernelPort();
}

const WORKER_PORTS_START = 20_000;
const PORTS_PER_WORKER = 500;
/** 24 bands of 500 end at 32000, below the ephemeral range. */
const WORKER_BANDS = 24;
let nextPortInBand = 0;

function listenOnce(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as net.AddressInfo;
      server.close(() => resolve(bound));
    });
  });
}

function kernelPort(): Promise<number> {
  return listenOnce(0);
}

async function canListen(port: number): Promise<boolean> {
  try {
    await listenOnce(port);
    return true;
  } catch {
    return false;
  }
}

/**
 * Tests' servers on PostgreSQL run in production mode, which needs FIELD_ENCRYPTION_KEY with DATABASE_URL
 * (src/server/config.ts): one fixed test key, so that a restarted server reads what the first one wrote.
 */
const TEST_FIELD_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString('base64');

/** Runs `npm start`'s script as a separate process (without rebuilding the web app). */
export function spawnServer(env: Record<string, string>): { child: ChildProcess; output(): string; exited: Promise<number | null> } {
  let output = '';
  const fieldKey = env.DATABASE_URL ? { FIELD_ENCRYPTION_KEY: TEST_FIELD_ENCRYPTION_KEY } : {};
  // Production without the demo needs the site's address (the test server's own) and the operator's invoice number (the sample's).
  const siteUrl = env.PORT ? { PUBLIC_URL: `http://${env.HOST ?? '127.0.0.1'}:${env.PORT}` } : {};
  const invoicing = { INVOICE_REGISTRATION_NUMBER: DEMO_INVOICE_REGISTRATION_NUMBER };
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, SKIP_BUILD: '1', NODE_ENV: 'production', LOG_LEVEL: 'warn', ...fieldKey, ...siteUrl, ...invoicing, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  // 'close', not 'exit': the process may have exited before its last output has been read from the pipes.
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export async function waitForHealth(url: string, isExited: () => boolean, output: () => string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (isExited()) throw new Error(`server exited before it answered:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer within ${timeoutMs} ms:\n${output()}`);
}

export interface StartedServer {
  /** The site's address (PUBLIC_URL): http://{siteHost}:{port}. */
  url: string;
  child: ChildProcess;
  output(): string;
  /** Sends the signal, unless the process has exited already, and answers its exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * spawnServer on a free port, once its health check answers; a server that never answers is killed.
 * `siteHost: 'localhost'` where the browser needs a host name rather than an address (WebAuthn refuses
 * an IP address as its relying party); the server listens on 127.0.0.1 either way.
 */
export async function startServerOnFreePort(env: Record<string, string>, { siteHost = '127.0.0.1' }: { siteHost?: string } = {}): Promise<StartedServer> {
  const port = await freePort();
  const url = `http://${siteHost}:${port}`;
  const { child, output, exited } = spawnServer({ PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, ...env });
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, () => exitCode !== undefined, output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  // A server that ends on its own while its tests run shows why, beside the tests that then fail.
  let stopping = false;
  void exited.then((code) => {
    if (!stopping) process.stderr.write(`The test server at ${url} exited by itself (code ${code}):\n${output()}\n`);
  });
  return {
    url,
    child,
    output,
    stop(signal: NodeJS.Signals = 'SIGTERM') {
      stopping = true;
      if (exitCode === undefined) child.kill(signal);
      return exited;
    },
  };
}
