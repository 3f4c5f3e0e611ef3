// Full-page screenshots of the English guest pages (/en/…) at 1280 px and 375 px wide, into
// docs/screenshots/en/{page}-1280.jpg and {page}-375.jpg (JPEG at quality 70: as PNG the set weighs
// over 16 MB). The header's login and sign-up dialogs are shot at the screen's size.
// Usage: node scripts/screenshots-en.mjs
// Starts its own server (scripts/start.mjs, which builds the web app and the server's bundle if they are
// stale) on a free port with a fresh embedded database (the demo's data), signs the demo guest in for the
// guest's own pages, and stops the server at the end. Prints each file it wrote, one a line; exits with 1
// when a page answered 400 or more (the 404 page excepted), landed elsewhere, or failed.
// Then the booking and payment flow, as the demo guest books and pays in English on the local provider's
// test page (a tab of its own for each flow and width, so that the pages kept in the tab's session storage
// are reached by going through the flow): the review page and /en/payment, the card page, the success and
// completion pages (card 4242 4242 4242 4242), /en/booking-failed (card 4000 0000 0000 0002), and a booking
// held for payment (/en/booking-confirmation/{id}, /en/booking-form?bookingId=, /en/payment/{id}) then paid
// at a konbini (its voucher and the test mode's 支払い済みにする), cancelled with the refund's bank account
// and shown on /en/booking/{id}/refund-account. Each flow books its own free stay 40 days ahead or later.
// A flow's failing step (its page named in the log) also exits with 1; it warns only of Japanese outside
// `lang="ja"` on a flow's page and of a page wider than the screen, and closes toasts before a screenshot.
// Needs Chromium (CHROME_PATH, default /usr/bin/chromium).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { japaneseOutsideJa } from './lib/japanese-outside-ja.mjs';

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
    // The demo's data and the local provider with its test button (the flows pay on its own page, never at a
    // real provider), and the site's address the browser's (the provider's return pages, the session's cookie).
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED: 'demo', PAYMENT_PROVIDER: 'local', LOCAL_PAYMENT_SIMULATION: 'on', PUBLIC_URL: `http://localhost:${port}` },
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

/** Polls `check` until it answers true (a field the page fills on its own): no fixed wait. */
async function until(check, what, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Closes the toasts a step left (決済完了, 決済エラー, お支払い情報を発行しました …), which would cover the
 * page's heading in its screenshot; their text goes to the log.
 */
async function closeToasts(page, name, width) {
  const toasts = page.getByRole('region', { name: /Notification|通知/, includeHidden: true }).locator('li');
  for (const toast of await toasts.all()) {
    const text = (await toast.textContent().catch(() => null))?.trim();
    if (text) log(`${name} at ${width} px: a toast, closed before the screenshot: ${text}`);
    await toast.getByRole('button').last().click().catch(() => {});
  }
  await until(async () => (await toasts.count()) === 0, 'the toasts to close', 10_000);
}

/** The page as it stands (reached by the flow), full page, into {name}-{width}.jpg; warns of Japanese or overflow. */
async function shootFlowPage(page, name, width) {
  await settle(page);
  await closeToasts(page, name, width);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) log(`warning: ${name} at ${width} px: the page is ${overflow} px wider than the screen`);
  const lang = await page.locator('html').getAttribute('lang');
  if (lang !== 'en') log(`warning: ${name} at ${width} px: <html lang="${lang}">`);
  const japanese = (await japaneseOutsideJa(page)).map((text) => text.slice(0, 80));
  if (japanese.length) log(`warning: ${name} at ${width} px: Japanese outside lang="ja": ${japanese.join(' | ')}`);
  const file = path.join(outDir, `${name}-${width}.jpg`);
  await page.screenshot({ path: file, type: 'jpeg', quality: 70, fullPage: true, animations: 'disabled' });
  console.log(path.relative(root, file));
}

/** An instant-booking house for two whose two nights from `daysAhead` days on (Japan) the server prices as free. */
async function freeInstantStay(request, base, daysAhead) {
  const checkIn = japanDatePlus(daysAhead);
  const checkOut = japanDatePlus(daysAhead + 2);
  const list = await apiJson(request, `${base}/api/properties-with-booking-status?checkIn=${checkIn}&checkOut=${checkOut}&guests=2&hideBooked=true&sort=price-low&pageSize=50`);
  for (const item of list) {
    const house = await apiJson(request, `${base}/api/properties/${item.id}`);
    if (house.requiresApproval || house.minNights > 2 || house.maxGuests < 2) continue;
    const answer = await request.post(`${base}/api/properties/${house.id}/calendar/calculate-pricing`, { data: { checkinDate: checkIn, checkoutDate: checkOut, guestsAdults: 2 } });
    if (!answer.ok()) continue;
    const price = await answer.json();
    if (price.available) return { house, checkIn, checkOut, total: price.totalPrice };
  }
  throw new Error(`no free instant-booking house for two nights from ${checkIn}`);
}

/** The guest form in English, filled as the demo guest (name and e-mail from the profile), to the review page. */
async function guestFormToReview(page, base, stay) {
  await page.goto(`${base}/en/property/${stay.house.id}/booking?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=2`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Guest details', level: 1 }).waitFor();
  const form = page.getByRole('form', { name: 'Guest details' });
  const name = form.getByLabel('Lead guest’s name');
  await until(async () => (await name.inputValue()) !== '', 'the lead guest’s name from the profile');
  const phone = form.getByLabel('Phone number');
  if ((await phone.inputValue()) === '') await phone.fill('+81 90-1234-5678');
  await form.getByRole('button', { name: 'Continue to review' }).click();
  await page.waitForURL('**/en/booking-confirmation');
  await page.getByRole('heading', { name: 'Review your booking', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Confirm and pay' }).waitFor();
}

/** The agreement ticked and `button` pressed: on to the local provider's card page (a hold on the nights). */
async function agreeAndPay(page, button) {
  await page.getByRole('checkbox', { name: /I accept the cancellation policy/ }).click();
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.waitForURL('**/checkout/local/**');
  await page.getByRole('heading', { name: 'Payment method', level: 1 }).waitFor();
  await page.getByRole('form', { name: 'Card details' }).waitFor();
}

/** The local provider's card form: a test card, then Pay ¥…. */
async function payWithCard(page, cardNumber) {
  const card = page.getByRole('form', { name: 'Card details' });
  await card.getByLabel('Card number').pressSequentially(cardNumber);
  await card.getByLabel('Expiry date').pressSequentially('1230');
  await card.getByLabel('Security code').fill('123');
  await card.getByRole('button', { name: /^Pay ¥/ }).click();
}

/** The booking behind the local card page's session (GET /api/payments/local/{id}). */
async function bookingOfCardPage(page, base) {
  const sessionId = new URL(page.url()).pathname.split('/').at(-1);
  return (await apiJson(page.request, `${base}/api/payments/local/${sessionId}`)).bookingId;
}

/**
 * The booking and payment flows, each at each width in a tab of its own (the review page and /en/payment
 * read the booking the guest form saved in the tab's session storage). `name` and its pages' names; `run`
 * goes through the flow and shoots with `shoot(name)`.
 */
function paymentFlows(base) {
  return [
    {
      name: 'card payment',
      run: async (page, shoot, stay) => {
        await guestFormToReview(page, base, stay);
        await shoot('booking-confirmation');
        // No link leads to /payment (the same saved booking and the pay button): opened in the same tab,
        // whose session storage holds the booking the form saved, as a guest coming back to it would.
        await page.goto(`${base}/en/payment`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { name: 'Payment', level: 1, exact: true }).waitFor();
        await page.getByRole('button', { name: 'Confirm and pay' }).waitFor();
        await shoot('payment');
        await agreeAndPay(page, 'Confirm and pay');
        await shoot('checkout-local');
        await payWithCard(page, '4242424242424242');
        await page.waitForURL('**/en/booking-success?session_id=**');
        await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor({ timeout: 30_000 });
        await shoot('booking-success');
        const sessionId = new URL(page.url()).searchParams.get('session_id');
        const { booking } = await apiJson(page.request, `${base}/api/booking-by-session/${sessionId}`);
        await page.goto(`${base}/en/booking-completion/${booking.id}`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor({ timeout: 30_000 });
        await shoot('booking-completion');
      },
    },
    {
      name: 'declined card',
      run: async (page, shoot, stay) => {
        await guestFormToReview(page, base, stay);
        await agreeAndPay(page, 'Confirm and pay');
        await payWithCard(page, '4000000000000002');
        await page.waitForURL('**/en/booking-failed?**');
        await page.getByRole('heading', { name: 'Payment not completed' }).waitFor();
        await page.getByText('Possible causes').waitFor();
        await shoot('booking-failed');
      },
    },
    {
      name: 'held booking paid at a konbini, cancelled and refunded by transfer',
      run: async (page, shoot, stay) => {
        await guestFormToReview(page, base, stay);
        await agreeAndPay(page, 'Confirm and pay');
        const bookingId = await bookingOfCardPage(page, base);

        // The held booking's own pages: its review with the time left, the card on this site, its payment.
        await page.goto(`${base}/en/booking-confirmation/${bookingId}`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { name: 'Review your booking', level: 1 }).waitFor();
        await page.getByRole('button', { name: 'Continue to payment' }).waitFor();
        await shoot('booking-confirmation-id');
        await page.getByRole('link', { name: 'Enter your card on this page' }).click();
        await page.waitForURL('**/en/booking-form?bookingId=**');
        await page.getByRole('heading', { name: 'Card details', level: 1 }).waitFor();
        await page.getByRole('form', { name: 'Card details' }).waitFor();
        await shoot('embedded-card');
        await page.getByRole('link', { name: 'Back to review' }).click();
        await page.waitForURL(`**/en/booking-confirmation/${bookingId}`);
        await page.getByRole('button', { name: 'Continue to payment' }).waitFor();
        await page.goto(`${base}/en/payment/${bookingId}`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { name: 'Payment', level: 1, exact: true }).waitFor();
        await page.getByRole('button', { name: 'Continue to payment' }).waitFor();
        await shoot('payment-id');

        // Paid at a konbini on the provider's page: the choice, the voucher, and the test mode's button.
        await agreeAndPay(page, 'Continue to payment');
        await page.getByRole('group', { name: 'Choose how to pay' }).getByRole('radio', { name: /Convenience store/ }).check();
        await page.getByRole('button', { name: /^Get a payment number/ }).waitFor();
        await shoot('checkout-local-konbini');
        await page.getByRole('button', { name: /^Get a payment number/ }).click();
        await page.getByRole('heading', { name: 'Convenience store payment details', level: 1 }).waitFor({ timeout: 30_000 });
        await page.getByRole('button', { name: 'Mark as paid' }).waitFor();
        await shoot('checkout-local-voucher');
        await page.getByRole('button', { name: 'Mark as paid' }).click();
        await page.waitForURL('**/en/booking-success?session_id=**');
        await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor({ timeout: 30_000 });

        // Cancelled with the bank account its refund goes to (PUT /api/bookings/{id}/cancel, as the
        // booking page's dialog sends it), then the refund's account page.
        const booking = await apiJson(page.request, `${base}/api/bookings/${bookingId}`);
        if (!(booking.cancellation?.refundJpy > 0)) throw new Error(`booking ${bookingId} would be refunded nothing: no refund account page`);
        const [bank] = await apiJson(page.request, `${base}/api/banks?q=0001`);
        const [branch] = await apiJson(page.request, `${base}/api/banks/${bank.code}/branches?q=`);
        const refundAccount = { bankCode: bank.code, bankName: bank.name, branchCode: branch.code, branchName: branch.name, accountType: '普通', accountNumber: '1234567', accountHolder: 'ヤマダ ハナコ' };
        const cancelled = await page.request.put(`${base}/api/bookings/${bookingId}/cancel`, { data: { refundAccount } });
        if (!cancelled.ok()) throw new Error(`cancelling ${bookingId}: ${cancelled.status()} ${await cancelled.text()}`);
        await page.goto(`${base}/en/booking/${bookingId}/refund-account`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { name: 'Refund account', level: 1 }).waitFor();
        await page.getByRole('form', { name: 'Refund account' }).waitFor();
        await shoot('refund-account');
      },
    },
  ];
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

  // The booking and payment flows, after the pages above (whose lists they would otherwise change): each
  // at each width, in a tab of its own, on a stay of its own (two nights, three days apart, 40 days ahead on).
  let daysAhead = 40;
  for (const flow of paymentFlows(base)) {
    for (const viewport of WIDTHS) {
      const page = await contexts.guest.newPage();
      await page.setViewportSize(viewport);
      page.on('pageerror', (error) => log(`warning: ${flow.name} at ${viewport.width} px: page error: ${error.message}`));
      let step = 'while finding a free stay';
      try {
        const stay = await freeInstantStay(contexts.guest.request, base, daysAhead);
        daysAhead += 3;
        log(`${flow.name} at ${viewport.width} px: house ${stay.house.id}, ${stay.checkIn} to ${stay.checkOut}`);
        step = 'before the first page';
        await flow.run(
          page,
          async (name) => {
            step = `while shooting ${name}`;
            await shootFlowPage(page, name, viewport.width);
            step = `after ${name}`;
          },
          stay,
        );
      } catch (error) {
        failed = true;
        log(`FAILED ${flow.name} at ${viewport.width} px ${step} (${page.url()}): ${error.message.split('\n')[0]}`);
      } finally {
        await page.close();
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
