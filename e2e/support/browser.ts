import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A Japanese visitor in Japan: ja-JP locale and Tokyo time. */
export function newVisitor(browser: Browser, baseURL: string, mobile = false): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
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
