import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's root directory, for the files the server reads at run time (migrations, the PGlite
 * worker, the built web app). This file sits two levels below the root (src/db), and so does the
 * server's bundle that `npm start` runs (dist/server/main.mjs, docs/decisions/0028-server-bundle.md),
 * so the same relative step is right in both.
 */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
