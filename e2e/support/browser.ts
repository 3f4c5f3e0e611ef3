import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { testChromiumPath } from '../../scripts/lib/test-chromium.mjs';

/**
 * Chromium's features switched off. Chromium reads only the last `--disable-features`, so the list repeats
 * the one Playwright passes itself (playwright-core 1.65, `chromiumSwitches`) and adds the omnibox's popup:
 * headless Chromium 156 loads that page of its own (chrome://omnibox-popup.top-chrome) for every new
 * context, which took about a third of the CPU of a visitor's first page (2026-12-01, 25 visitors of
 * `/en`: 30–35 CPU-seconds of Chromium without, 20–25 with; docs/decisions/0033).
 */
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    // Chromium's headless shell where it is installed (scripts/lib/test-chromium.mjs).
    executablePath: testChromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--disable-features=${DISABLED_FEATURES.join(',')}`,
    ],
  });
}

let shared: Promise<Browser> | undefined;

/**
 * The Chromium of this test worker: a worker runs its browser files one after another (isolate: false),
 * and they share one browser instead of each starting its own; every visitor has a context of its own.
 * Playwright ends it when the worker's process exits.
 */
export function workerBrowser(): Promise<Browser> {
  if (!shared) {
    const launching = launchBrowser();
    shared = launching;
    launching.then(
      (browser) => browser.on('disconnected', () => shared === launching && (shared = undefined)),
      () => shared === launching && (shared = undefined),
    );
  }
  return shared;
}

/** At the end of a test file: the visitors it left go; the browser stays for the worker's next file. */
export async function closeVisitors(browser: Browser | undefined): Promise<void> {
  if (browser) await Promise.all(browser.contexts().map((context) => context.close()));
}

/**
 * A visitor in Japan: ja-JP locale (or `locale`) and Tokyo time, who prefers reduced motion: the home page's
 * slideshow stays on its first slide instead of cross-fading every 5 s (in a headless Chromium about
 * a tenth of a core while the page is open), and nothing waits on an animation.
 */
export function newVisitor(browser: Browser, baseURL: string, mobile = false, locale = 'ja-JP'): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    locale,
    timezoneId: 'Asia/Tokyo',
    reducedMotion: 'reduce',
    viewport: mobile ? { width: 375, height: 812 } : { width: 1280, height: 800 },
    isMobile: mobile,
    hasTouch: mobile,
  });
}

/**
 * The toasts on screen: the items of Radix's toast viewport, the region labelled 通知 (F8). While a
 * modal dialog is open Radix hides everything outside it from the accessibility tree, hence includeHidden.
 */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /通知|Notification/, includeHidden: true }).locator('li');
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.jp`;
}

/** Opens a page and waits until the app answers taps (a server-rendered page shows before that). */
export async function goTo(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await appReady(page);
}

/**
 * Reloads the page and waits until the app answers taps. A server-rendered page shows its buttons
 * before React has attached their handlers; a click in that moment does nothing.
 */
export async function reloadPage(page: Page): Promise<void> {
  await page.reload();
  await appReady(page);
}

function appReady(page: Page) {
  return page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}
