// Builds the web app (vite build) when dist/web is missing or older than its sources.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** The newest modification time (ms) of the files under `dirs` and of `files`, relative to the root. */
export function newestSourceTime(dirs, files) {
  const sourceDirs = dirs.map((d) => path.join(root, d)).filter((d) => fs.existsSync(d));
  const configFiles = files.map((f) => path.join(root, f)).filter((f) => fs.existsSync(f));
  return Math.max(...sourceDirs.map(newestMtime), ...configFiles.map((f) => fs.statSync(f).mtimeMs));
}

export function webBuildIsStale() {
  const builtIndex = path.join(root, 'dist/web/index.html');
  if (!fs.existsSync(builtIndex)) return true;
  return fs.statSync(builtIndex).mtimeMs < newestSourceTime(['src/web', 'src/contract', 'src/domain'], ['vite.config.ts', 'package-lock.json']);
}

export function ensureWebBuild() {
  if (process.env.SKIP_BUILD === '1' || !webBuildIsStale()) return;
  console.log('Web アプリをビルドしています...');
  execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });
}
