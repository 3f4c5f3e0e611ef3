// Sums the gzipped size of the JavaScript a page loads (what the browser fetches until the network is idle).
// Usage: node scripts/measure-first-load.mjs http://localhost:5000 / /search ...
// The visitor's browser asks for Japanese on a Japanese page and for English on an English one (/en/…):
// a Japanese page offers its English version, with code of its own, to a browser that asks for English.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

const [base, ...paths] = process.argv.slice(2);
const dist = path.resolve(import.meta.dirname, '../dist/web');
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
for (const p of paths.length ? paths : ['/']) {
  const locale = p === '/en' || p.startsWith('/en/') ? 'en-US' : 'ja-JP';
  const page = await browser.newPage({ viewport: { width: 375, height: 812 }, locale });
  const scripts = new Set();
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto(base + p, { waitUntil: 'networkidle' });
  let total = 0;
  for (const s of scripts) total += zlib.gzipSync(fs.readFileSync(path.join(dist, s)), { level: 9 }).length;
  console.log(`${p}: ${scripts.size} files, ${(total / 1024).toFixed(1)} KB gzipped JavaScript`);
  await page.close();
}
await browser.close();
