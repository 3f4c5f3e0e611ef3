// Full-page screenshots of the English guest pages (/en/…) at 1280 px and 375 px wide, into
// docs/screenshots/en/{page}-1280.jpg and {page}-375.jpg (JPEG at quality 70: as PNG the set weighs
// over 16 MB). The header's login and sign-up dialogs are shot at the screen's size.
// Usage: node scripts/screenshots-en.mjs
// Starts its own server (scripts/start.mjs, which builds the web app and the server's bundle if they are
// stale) on a free port with a fresh embedded database (the demo's data), signs the demo guest in for the
// guest's own pages, and stops the server at the end. Prints each file it wrote, one a line; exits with 1
// when a page answered 400 or more (the 404 page excepted), landed elsewhere, or failed.
// Needs Chromium (CHROME_PATH, default /usr/bin/chromium).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'docs/screenshots/en');
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];
const GUEST = { email: 'guest@example.jp', password: 'kominka123' };
const log = (...args) => console.error(...args);

/** A port nobody listens on (PORT when set). */
async function freePort() {
  if (process.env.PORT) return Number(process.env.PORT);
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The server (`npm start`'s script) in its own process group, so that a build it runs stops with it. */
function startServer(port, dataDir) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, exited, output: () => output };
}

async function stopServer(server) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  try {
    process.kill(-server.child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const stopped = await Promise.race([server.exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 10_000))]);
  if (!stopped) {
    try {
      process.kill(-server.child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
    await server.exited;
  }
}

async function waitForHealth(base, server, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  let exited = null;
  server.exited.then((result) => (exited = result));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server stopped (${JSON.stringify(exited)}):\n${server.output()}`);
    try {
      const answer = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (answer.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 1_000));
  }
  throw new Error(`the server did not answer /api/health within ${timeoutMs / 1000} s:\n${server.output()}`);
}

/** Today in Japan (the site's calendar) plus `days`, as YYYY-MM-DD. */
function japanDatePlus(days) {
  const d = new Date(Date.now() + 9 * 3600_000);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function apiJson(request, url) {
  const answer = await request.get(url);
  if (!answer.ok()) throw new Error(`GET ${url}: ${answer.status()}`);
  return answer.json();
}

/** Lets the page finish: network idle, fonts, lazy images below the fold, then back to the top. */
async function settle(page) {
  await page.waitForLoadState('networkidle');
  // `content-visibility: auto` (the footer's) leaves what is off screen unpainted in a full-page screenshot.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  // Lazy images still out of sight (a carousel's next photos) never load: they are waited for a while only.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        [...document.images]
          .filter((img) => !img.complete)
          .map((img) => new Promise((r) => ['load', 'error'].forEach((type) => img.addEventListener(type, r)))),
      ),
      new Promise((r) => setTimeout(r, 3_000)),
    ]),
  );
  await page.waitForTimeout(500);
}

/** Opens the header's login dialog: the header's button on a wide screen, the menu's on a narrow one. */
async function openLoginDialog(page, width) {
  if (width >= 1024) {
    await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
  } else {
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log in', exact: true }).click();
  }
  await page.getByRole('dialog').getByRole('heading', { name: 'Log in', exact: true }).waitFor();
}

const server = { current: null };
let browser;
let dataDir;
let failed = false;

async function main() {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenshots-en-'));
  log(`starting the server on ${base} (data in ${dataDir})…`);
  server.current = startServer(port, dataDir);
  await waitForHealth(base, server.current);
  log('the server is up');

  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });

  // The stay the dated pages show: 30 days ahead, two nights, two guests, in a house free then.
  const checkIn = japanDatePlus(30);
  const checkOut = japanDatePlus(32);
  const stay = `checkIn=${checkIn}&checkOut=${checkOut}&guests=2`;

  const contexts = {};
  const newContext = async (signedIn) => {
    const context = await browser.newContext({ locale: 'en-US', viewport: WIDTHS[0] });
    if (signedIn) {
      const answer = await context.request.post(`${base}/api/auth/login`, { data: GUEST });
      if (!answer.ok()) throw new Error(`login as ${GUEST.email}: ${answer.status()} ${await answer.text()}`);
    }
    return context;
  };
  contexts.visitor = await newContext(false);
  contexts.guest = await newContext(true);

  const free = await apiJson(contexts.visitor.request, `${base}/api/properties-with-booking-status?${stay}`);
  const house = free.find((p) => !p.isBooked) ?? free[0];
  if (!house) throw new Error('the search found no house');
  const bookings = await apiJson(contexts.guest.request, `${base}/api/user/bookings`);
  const today = japanDatePlus(0);
  const upcoming = bookings.filter((b) => b.status === 'confirmed' && b.checkIn >= today).sort((a, b) => a.checkIn.localeCompare(b.checkIn));
  const shownBooking = upcoming[0] ?? bookings[0];
  const reviewable = bookings.find((b) => b.canReview);
  log(`house ${house.id} (${house.title}); booking ${shownBooking?.id}; reviewable booking ${reviewable?.id ?? 'none'}`);

  /**
   * name, path, who sees it; `status` when it answers 400 or more on purpose; `open` for a dialog opened
   * on the page (shot at the screen's size, the rest full page).
   */
  const pages = [
    { name: 'home', path: '/en' },
    { name: 'search', path: '/en/search' },
    { name: 'search-dates', path: `/en/search?${stay}` },
    { name: 'property', path: `/en/property/${house.id}` },
    { name: 'about-kominka', path: '/en/about-kominka' },
    { name: 'contact', path: '/en/contact' },
    { name: 'terms', path: '/en/terms' },
    { name: 'privacy', path: '/en/privacy' },
    { name: 'tokushoho', path: '/en/tokushoho' },
    { name: 'forgot-password', path: '/en/forgot-password' },
    { name: 'reset-password-no-link', path: '/en/reset-password' },
    { name: 'verify-email-no-link', path: '/en/verify-email' },
    { name: 'not-found', path: '/en/no-such-page', status: 404 },
    { name: 'sign-in', path: '/en', open: openLoginDialog },
    {
      name: 'sign-up',
      path: '/en',
      open: async (page, width) => {
        await openLoginDialog(page, width);
        await page.getByRole('dialog').getByRole('button', { name: 'Sign up', exact: true }).click();
        await page.getByRole('dialog').getByRole('heading', { name: 'Sign up', exact: true }).waitFor();
      },
    },
    { name: 'booking-check', path: '/en/booking-check', signedIn: true },
    { name: 'bookings', path: '/en/bookings', signedIn: true },
    ...(shownBooking
      ? [
          { name: 'booking-detail', path: `/en/booking/${shownBooking.id}`, signedIn: true },
          { name: 'booking-check-in', path: `/en/booking/${shownBooking.id}/check-in`, signedIn: true },
        ]
      : []),
    { name: 'favorites', path: '/en/favorites', signedIn: true },
    { name: 'profile', path: '/en/profile', signedIn: true },
    { name: 'booking-form', path: `/en/property/${house.id}/booking?${stay}`, signedIn: true },
    ...(reviewable ? [{ name: 'review', path: `/en/review/${reviewable.id}`, signedIn: true }] : []),
    { name: 'review-confirmation', path: '/en/review-confirmation', signedIn: true },
  ];
  if (!shownBooking) log('the demo guest has no booking: no booking detail or check-in page');
  if (!reviewable) log('the demo guest has no booking to review: no review page');

  fs.mkdirSync(outDir, { recursive: true });
  for (const spec of pages) {
    const context = spec.signedIn ? contexts.guest : contexts.visitor;
    for (const viewport of WIDTHS) {
      const file = path.join(outDir, `${spec.name}-${viewport.width}.jpg`);
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      const problems = [];
      // Reported, not failed on: the page's own errors.
      page.on('pageerror', (error) => log(`warning: ${spec.name} at ${viewport.width} px: page error: ${error.message}`));
      try {
        const answer = await page.goto(base + spec.path, { waitUntil: 'networkidle' });
        const status = answer?.status() ?? 0;
        const expected = spec.status ?? null;
        if (expected !== null ? status !== expected : status >= 400) problems.push(`status ${status}${expected ? ` (expected ${expected})` : ''}`);
        await settle(page);
        if (spec.open) {
          await spec.open(page, viewport.width);
          await page.waitForTimeout(500);
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) log(`warning: ${spec.name} at ${viewport.width} px: the page is ${overflow} px wider than the screen`);
        const landed = new URL(page.url()).pathname;
        const asked = new URL(base + spec.path).pathname;
        if (landed !== asked) problems.push(`landed on ${landed}`);
        // A dialog is shot on the screen it covers: on a full page its backdrop ends at the screen's bottom.
        await page.screenshot({ path: file, type: 'jpeg', quality: 70, fullPage: !spec.open, animations: 'disabled' });
        console.log(path.relative(root, file));
      } catch (error) {
        problems.push(error.message.split('\n')[0]);
      } finally {
        await page.close();
      }
      if (problems.length) {
        failed = true;
        log(`FAILED ${spec.name} ${spec.path} at ${viewport.width} px: ${problems.join('; ')}`);
      }
    }
  }
}

// Interrupted: the server stops too (it runs in its own process group).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    if (server.current) {
      try {
        process.kill(-server.current.child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(130);
  });
}

try {
  await main();
} catch (error) {
  failed = true;
  log(error.stack ?? String(error));
} finally {
  await browser?.close().catch(() => {});
  await stopServer(server.current);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
