import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startServer, type ServerProcess } from '@/server/testing/server-process';
import { startSmtpServer } from '@/server/testing/smtp-capture';
import { closeVisitors, goTo, workerBrowser, newVisitor } from './browser';

export const ADMIN = { email: 'e2e-admin@example.jp', password: 'e2e-admin-pass' };

export interface E2E {
  server: ServerProcess;
  browser: Browser;
  /** A fresh visitor (own cookies and storage) on a new page. */
  visit(path: string, options?: { mobile?: boolean }): Promise<Page>;
}

/**
 * One built app per test file, started like `npm start` on a free port with a fresh database, and one
 * Chromium. Every `visit` is a new visitor; contexts are closed after each test.
 */
/** `siteHost: 'localhost'` for a test of passkeys (WebAuthn needs a host name, not an IP address). */
export function useApp(env: Record<string, string> = {}, { siteHost }: { siteHost?: string } = {}): E2E {
  const state = {} as E2E;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    const [server, browser] = await Promise.all([
      // A file that asks for the demo starts on a copy of it, written once for the run (demo-template.ts).
      startServer({ SEED: 'none', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...env }, { siteHost, startFrom: env.SEED === 'demo' ? 'demo' : 'migrations' }),
      workerBrowser(),
    ]);
    state.server = server;
    state.browser = browser;
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await closeVisitors(state.browser);
    await state.server?.stop();
  });
  state.visit = async (path, options = {}) => {
    const context = await newVisitor(state.browser, state.server.url, options.mobile);
    contexts.push(context);
    const page = await context.newPage();
    await goTo(page, path);
    return page;
  };
  return state;
}

export type MailCapture = Awaited<ReturnType<typeof startSmtpServer>>;

/** `useApp` with its e-mail sent to an SMTP server of the test's own; `mail()` holds what arrived. */
export function useAppWithMail(env: Record<string, string> = {}): E2E & { mail(): MailCapture } {
  let smtp: MailCapture | undefined;
  const appEnv = { ...env };
  beforeAll(async () => {
    smtp = await startSmtpServer();
    appEnv.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const app = useApp(appEnv) as E2E & { mail(): MailCapture };
  app.mail = () => smtp!;
  return app;
}
