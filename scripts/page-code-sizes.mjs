// The gzipped JavaScript each lazily loaded page adds beyond the shared code (the entry and what it
// imports), read from the build's manifest. Usage: node scripts/page-code-sizes.mjs [path filter …]
// e.g. `node scripts/page-code-sizes.mjs features/host` after `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist/web');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const filters = process.argv.slice(2);

/** Every chunk a module loads before it runs: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(next, seen);
  return seen;
}

const gzipped = new Map();
function sizeOf(key) {
  if (!gzipped.has(key)) gzipped.set(key, zlib.gzipSync(fs.readFileSync(path.join(dist, manifest[key].file)), { level: 9 }).length);
  return gzipped.get(key);
}

// The shared code: the entry and the app's start (router, layouts' shell, query client …), which every page loads.
// The entry's own module goes into a chunk group of its own (vite.config.ts), so the manifest may list no
// entry: the chunks index.html loads are the entry, and the `start` group (or start.tsx) is the app's start.
const shared = new Set();
const indexHtml = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const loadedByIndex = new Set([...indexHtml.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
for (const [key, chunk] of Object.entries(manifest)) {
  if (chunk.isEntry || loadedByIndex.has(chunk.file) || /(^|\/)start\.tsx$/.test(key) || /^_start-[^/]*\.js$/.test(key)) closure(key, shared);
}
const sharedKb = [...shared].filter((k) => manifest[k].file.endsWith('.js')).reduce((sum, k) => sum + sizeOf(k), 0) / 1024;
console.log(`shared code (the entry, the app's start and their imports): ${sharedKb.toFixed(1)} KB gzipped`);

const allPages = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && /-page\.tsx$/.test(key));
const beyondShared = (key) => [...closure(key)].filter((k) => !shared.has(k) && manifest[k].file.endsWith('.js'));
// How many pages load each chunk: a chunk loaded by one page only is that page's own code.
const users = new Map();
for (const page of allPages) for (const k of beyondShared(page)) users.set(k, (users.get(k) ?? 0) + 1);
const kb = (keys) => (keys.reduce((sum, k) => sum + sizeOf(k), 0) / 1024).toFixed(1);

const pages = allPages.filter((key) => filters.length === 0 || filters.some((f) => key.includes(f))).sort();
for (const key of pages) {
  const beyond = beyondShared(key);
  const own = beyond.filter((k) => users.get(k) === 1);
  console.log(
    `${key.replace(/^(src\/web\/)?features\//, '')}: ${kb(beyond)} KB gzipped beyond the shared code ` +
      `(${beyond.length} files, of which ${kb(own)} KB its own and the rest libraries and pieces other pages load too)`,
  );
}
