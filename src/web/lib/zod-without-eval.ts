/**
 * Zod compiles object schemas with `new Function` where it may; to learn whether it may, it tries once,
 * and under the site's Content-Security-Policy (no 'unsafe-eval', src/server/plugins/security-headers.ts)
 * that try is a violation the browser reports on every page (Lighthouse's best practices count it). The
 * browser parses little, so it parses without compiling; the server keeps the compiled parsers.
 *
 * Zod builds a schema when its module loads and asks then, so the setting must be in place before any
 * chunk loads Zod, and the first page loads no Zod at all: the page's entry (main.tsx) puts it where
 * Zod's core takes its settings from, a global it keeps for every copy of Zod on a page and fills only
 * when empty (zod/v4/core/core.js), instead of importing Zod's core into the first page for `z.config`.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
