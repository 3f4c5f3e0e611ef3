import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A scratch web build for tests that serve the web app: the empty shell and the given files under `assets/`. */
export function createWebDist(assets: Record<string, string | Buffer>): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kominka-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="ja"><body><div id="root"></div></body></html>');
  for (const [name, content] of Object.entries(assets)) fs.writeFileSync(path.join(dir, 'assets', name), content);
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
