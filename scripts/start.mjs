// `npm start`: builds the web app and the server's bundle if needed, then runs the server in this
// process. With SKIP_BUILD=1 (the tests, which build once beforehand) and a bundle older than its
// sources, the server's TypeScript runs through tsx instead, so that a stale bundle is never what runs.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBuild, serverBundle } from './lib/server-build.mjs';
import { ensureWebBuild, root } from './lib/web-build.mjs';

ensureWebBuild();
process.env.NODE_ENV ??= 'production';
if (await ensureServerBuild()) {
  await import(pathToFileURL(serverBundle).href);
} else {
  const { register } = await import('tsx/esm/api');
  register({ tsconfig: path.join(root, 'tsconfig.json') });
  await import(path.join(root, 'src/server/main.ts'));
}
