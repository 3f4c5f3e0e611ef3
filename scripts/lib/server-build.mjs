// Bundles the server (src/server/main.ts and what it imports of src/) into dist/server/main.mjs with
// esbuild, when the bundle is missing or older than its sources. `npm start` runs the bundle, so the
// process holds neither tsx nor the sources it would compile (docs/decisions/0028-server-bundle.md).
import fs from 'node:fs';
import path from 'node:path';
import { root, newestSourceTime } from './web-build.mjs';

export const serverBundle = path.join(root, 'dist/server/main.mjs');

const SOURCE_DIRS = ['src/server', 'src/db', 'src/web', 'src/contract', 'src/domain'];
const CONFIG_FILES = ['tsconfig.json', 'package-lock.json', 'scripts/lib/server-build.mjs'];

export function serverBuildIsStale() {
  if (!fs.existsSync(serverBundle)) return true;
  return fs.statSync(serverBundle).mtimeMs < newestSourceTime(SOURCE_DIRS, CONFIG_FILES);
}

/**
 * React Router's package exports only its development build to Node (remix-run/react-router#14102), whose
 * checks and warnings cost a rendered search page 3–4 % of the server's thread: the server, like the
 * browser (vite.config.ts), imports its production build, left outside the bundle as the other packages
 * are, by a path relative to the bundle.
 */
const reactRouterProductionBuild = {
  name: 'react-router-production-build',
  setup(build) {
    const file = path.join(root, 'node_modules/react-router/dist/production/index.mjs');
    build.onResolve({ filter: /^react-router$/ }, () => ({ path: path.relative(path.dirname(serverBundle), file), external: true }));
  },
};

export async function buildServer() {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [path.join(root, 'src/server/main.ts')],
    tsconfig: path.join(root, 'tsconfig.json'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    // Error classes and plugins keep the names they were written with.
    keepNames: true,
    logLevel: 'warning',
    write: false,
    plugins: [reactRouterProductionBuild],
  });
  // Written beside and renamed, so that a server starting at the same moment never reads half a file.
  fs.mkdirSync(path.dirname(serverBundle), { recursive: true });
  const partial = `${serverBundle}.${process.pid}.tmp`;
  fs.writeFileSync(partial, result.outputFiles[0].contents);
  fs.renameSync(partial, serverBundle);
}

/** Builds the bundle if it is stale; true when the bundle is there and current. */
export async function ensureServerBuild() {
  if (!serverBuildIsStale()) return true;
  if (process.env.SKIP_BUILD === '1') return false;
  console.log('サーバーをビルドしています...');
  await buildServer();
  return true;
}
