// `npm start`: builds the web app when it is missing or older than its sources, then runs the server.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist/web/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['src/web', 'src/contract', 'src/domain'].map((d) => path.join(root, d)).filter((d) => fs.existsSync(d));
const configFiles = ['vite.config.ts', 'package-lock.json'].map((f) => path.join(root, f)).filter((f) => fs.existsSync(f));
const sourceTime = Math.max(...sources.map(newestMtime), ...configFiles.map((f) => fs.statSync(f).mtimeMs));
const builtTime = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;

if (process.env.SKIP_BUILD !== '1' && builtTime < sourceTime) {
  console.log('Web アプリをビルドしています...');
  execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });
}

process.env.NODE_ENV ??= 'production';
const { register } = await import('tsx/esm/api');
register({ tsconfig: path.join(root, 'tsconfig.json') });
await import(path.join(root, 'src/server/main.ts'));
