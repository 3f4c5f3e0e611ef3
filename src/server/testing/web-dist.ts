import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A stand-in for the built web app (dist/web) for tests of the server-rendered pages: index.html with
 * the site's title and description, one stylesheet and the painted shell the server replaces.
 */
export function createTestWebDist(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kominka-ssr-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'index-1.css'), '.x{color:red}');
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="ja"><head><title>古民家ステイ | 日本の古民家に泊まる</title><meta name="description" content="サイトの説明" /><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"><div>shell</div><!-- /shell --></div></body></html>',
  );
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
