import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the browser loads that compression shrinks (fonts and images come compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|html|txt|xml)$/;
/** Below this a file goes as it is (the server's own threshold, src/server/plugins/compression.ts). */
const MIN_BYTES = 1024;

/**
 * Writes, beside every built file under `assets/` that compression shrinks, its Brotli (quality 11) and
 * gzip (level 9) forms, `name.br` and `name.gz`, which the server sends as they are to a browser that
 * accepts them (src/server/plugins/web-assets.ts, `preCompressed`): the strongest settings, paid once per
 * build instead of a weaker one for every request (docs/decisions/0043-precompressed-assets.md).
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => file.startsWith('assets/') && COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const body = await fs.readFile(full);
          if (body.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
            gzip(body, { level: 9 }),
          ]);
          await Promise.all([fs.writeFile(`${full}.br`, br), fs.writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}
