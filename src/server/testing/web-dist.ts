import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type WebDist = { dir: string; remove(): void };

function writeWebDist(indexHtml: string, assets: Record<string, string | Buffer>): WebDist {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kominka-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), indexHtml);
  for (const [name, content] of Object.entries(assets)) fs.writeFileSync(path.join(dir, 'assets', name), content);
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A scratch web build for tests that serve the web app: the empty shell and the given files under `assets/`. */
export function createWebDist(assets: Record<string, string | Buffer>): WebDist {
  return writeWebDist('<!doctype html><html lang="ja"><body><div id="root"></div></body></html>', assets);
}

/**
 * A stand-in for the built web app (dist/web) for tests of the server-rendered pages: index.html with
 * the site's title and description, one stylesheet and the painted shell the server replaces.
 */
export function createTestWebDist(): WebDist {
  return writeWebDist(
    '<!doctype html><html lang="ja"><head><title>古民家ステイ | 日本の古民家に泊まる</title><meta name="description" content="サイトの説明" /><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"><div>shell</div><!-- /shell --></div></body></html>',
    // A rule for what every house page has (its heading's class), one for no page, and one for every element.
    { 'index-1.css': 'body{margin:0}.font-bold{font-weight:700}.not-on-any-page{color:red}' },
  );
}
