// `npm start`: builds the web app if needed, then runs the server (TypeScript through tsx) in this process.
import path from 'node:path';
import { ensureWebBuild, root } from './lib/web-build.mjs';

ensureWebBuild();
process.env.NODE_ENV ??= 'production';
const { register } = await import('tsx/esm/api');
register({ tsconfig: path.join(root, 'tsconfig.json') });
await import(path.join(root, 'src/server/main.ts'));
