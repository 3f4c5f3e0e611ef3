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

/** The toast currently shown (Radix renders toasts in an ordered list with role=region). */
export function toast(page: Page) {
  return page.locator('[data-sonner-toast], li[role="status"], [role="status"][data-state="open"]').first();
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.jp`;
}
