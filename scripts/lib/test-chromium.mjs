// The Chromium the tests drive: CHROME_PATH when set, else Debian's headless shell
// (apt-get install chromium-headless-shell), else the full browser. The headless shell is Chromium's
// rendering without the browser's own windows and pages: the same engine, about 40 % less CPU for a
// browser test (docs/decisions/0044-browser-tests-in-the-headless-shell.md).
import fs from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_CHROMIUM = '/usr/bin/chromium';

/** The path of the Chromium the browser tests launch. */
export function testChromiumPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}

/** Whether that Chromium is installed (without it the browser tests are left out, except in CI). */
export function hasTestChromium() {
  return fs.existsSync(testChromiumPath());
}
