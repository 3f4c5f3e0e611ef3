// Lighthouse 12's mobile run (simulated slow 4G and a 4x slower CPU), several times per page, and the
// median of each figure: single runs on a shared machine differ by several points.
// Usage: node scripts/lighthouse-median.mjs [--runs 5] http://localhost:5000/ http://localhost:5000/search ...
// Needs Chromium (CHROME_PATH, default /usr/bin/chromium); fetches lighthouse@12 through npx.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 5;
const urls = args;
if (urls.length === 0 || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: node scripts/lighthouse-median.mjs [--runs 5] <url> [<url> …]');
  process.exit(2);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

for (const url of urls) {
  const reports = [];
  let failed = 0;
  for (let run = 0; run < runs; run++) {
    const output = path.join(dir, `run-${run}.json`);
    fs.rmSync(output, { force: true });
    try {
      execFileSync(
        'npx',
        ['--yes', 'lighthouse@12', url, '--quiet', '--output=json', `--output-path=${output}`, '--chrome-flags=--headless --no-sandbox --disable-gpu'],
        { stdio: 'ignore', env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
      );
    } catch {
      // Lighthouse exits with 1 when Chromium failed to record the trace (NO_NAVSTART); see below.
    }
    const report = fs.existsSync(output) ? JSON.parse(fs.readFileSync(output, 'utf8')) : null;
    // A run whose trace Chromium failed to record has no score; it is run again.
    if (report?.categories.performance.score == null) {
      if (++failed > 3) throw new Error(`${url}: ${report?.runtimeError?.message ?? 'Lighthouse failed'}`);
      run -= 1;
      continue;
    }
    reports.push(report);
  }
  const score = (category) => median(reports.map((r) => r.categories[category].score * 100));
  const metric = (audit) => median(reports.map((r) => r.audits[audit].numericValue));
  console.log(
    `${url}: performance ${score('performance')} (runs ${reports.map((r) => Math.round(r.categories.performance.score * 100)).join(', ')}), ` +
      `accessibility ${score('accessibility')}, best practices ${score('best-practices')}, SEO ${score('seo')}; ` +
      `FCP ${(metric('first-contentful-paint') / 1000).toFixed(2)} s, LCP ${(metric('largest-contentful-paint') / 1000).toFixed(2)} s, ` +
      `TBT ${Math.round(metric('total-blocking-time'))} ms, SI ${(metric('speed-index') / 1000).toFixed(2)} s, CLS ${metric('cumulative-layout-shift').toFixed(3)}`,
  );
}
fs.rmSync(dir, { recursive: true, force: true });
