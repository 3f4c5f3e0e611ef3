// `npm test`: unit and API tests on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set), then the
// browser tests in Chromium. Extra arguments go to vitest (e.g. `npm test -- --project unit`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureServerBuild } from './lib/server-build.mjs';
import { hasTestChromium, testChromiumPath } from './lib/test-chromium.mjs';
import { ensureWebBuild, root } from './lib/web-build.mjs';

const chromium = testChromiumPath();
const hasChromium = hasTestChromium();
const inCi = process.env.CI === 'true';

if (!hasChromium && inCi) {
  console.error(`Chromium が見つかりません (${chromium})。CI ではブラウザテストを省略できません。`);
  process.exit(1);
}
if (hasChromium) {
  ensureWebBuild();
  // The browser tests' servers run `npm start`'s bundle (scripts/start.mjs); built once here, not by each.
  await ensureServerBuild();
}

const resultsFile = path.join(root, 'test-results/vitest.json');
fs.rmSync(resultsFile, { force: true });
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsFile}`, ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
if (!hasChromium) {
  console.warn(
    `\n注意: Chromium (${chromium}) がないため、ブラウザテスト (e2e/) は実行していません。` +
      `\n      apt-get install -y chromium chromium-headless-shell fonts-noto-cjk で導入するか、CHROME_PATH を指定してください。`,
  );
}
if (!process.env.TEST_DATABASE_URL) {
  console.log('PostgreSQL でも実行するには TEST_DATABASE_URL=postgres://user:pass@host:5432/postgres を指定してください。');
}
if (fs.existsSync(resultsFile)) {
  const summary = JSON.parse(fs.readFileSync(resultsFile, 'utf8'));
  console.log(`\nTests: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed`);
}
process.exit(result.status ?? 1);
