import fs from 'node:fs';
import path from 'node:path';
import { SEARCH_PAGE_SIZE } from '@/contract/paging';

/**
 * The web app's index.html, with hints for the page asked for: the page's code (`modulepreload`), the
 * first API answers it will ask for and its largest image (`preload`), so that the browser fetches them
 * with the app's own code instead of one after the other. The app is still rendered in the browser;
 * this only removes the waterfall (docs/decisions/0008-page-hints.md).
 */
interface PageHints {
  pattern: RegExp;
  /** The page's module, as Vite's manifest names it. */
  module: string;
  fetches?: (match: RegExpExecArray, query: URLSearchParams) => string[];
  images?: string[];
}

const PAGES: readonly PageHints[] = [
  {
    pattern: /^\/$/,
    module: 'features/home/home-page.tsx',
    fetches: () => ['/api/properties/top-rated?limit=6'],
    // The first slide of the hero: the home page's largest paint.
    images: ['/api/placeholder/1600/900?seed=0'],
  },
  {
    pattern: /^\/search$/,
    module: 'features/search/search-page.tsx',
    // Without filters in the URL the page asks for the first page of every house.
    fetches: (_m, query) => ['/api/kominka-features/by-category', ...([...query.keys()].length === 0 ? [`/api/properties-with-booking-status?pageSize=${SEARCH_PAGE_SIZE}`] : [])],
  },
  {
    pattern: /^\/property\/([0-9a-f-]{36})$/,
    module: 'features/property/property-page.tsx',
    fetches: ([, id]) => [`/api/properties/${id}`, `/api/properties/${id}/reviews`, `/api/properties/${id}/basic-amenities`, `/api/properties/${id}/features`, `/api/properties/${id}/host`],
  },
];

/** Every page asks who is signed in first. */
const COMMON_FETCHES = ['/api/auth/user'];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

interface Shell {
  html: string;
  manifest: Record<string, ManifestChunk>;
  mtimeMs: number;
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function createWebShell(webDistDir: string) {
  const indexPath = path.join(webDistDir, 'index.html');
  const manifestPath = path.join(webDistDir, '.vite', 'manifest.json');
  let cached: Shell | null = null;

  /** Read again after a rebuild (the files are served from disk, without a restart). */
  function load(): Shell | null {
    if (!fs.existsSync(indexPath)) return null;
    const mtimeMs = fs.statSync(indexPath).mtimeMs;
    if (cached?.mtimeMs === mtimeMs) return cached;
    const manifest = fs.existsSync(manifestPath) ? (JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>) : {};
    cached = { html: fs.readFileSync(indexPath, 'utf8'), manifest, mtimeMs };
    return cached;
  }

  /** The chunk files a module needs, its own first, then what it imports (deduplicated). */
  function chunkFiles(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): { js: string[]; css: string[] } {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return { js: [], css: [] };
    seen.add(key);
    const js = [chunk.file];
    const css = [...(chunk.css ?? [])];
    for (const imported of chunk.imports ?? []) {
      const more = chunkFiles(manifest, imported, seen);
      js.push(...more.js);
      css.push(...more.css);
    }
    return { js, css };
  }

  /** index.html for this URL, or null when the web app is not built. */
  return function htmlFor(url: string): string | null {
    const shell = load();
    if (!shell) return null;
    const [pathname, search = ''] = url.split('?');
    const query = new URLSearchParams(search);
    const links: string[] = [];
    for (const href of COMMON_FETCHES) links.push(`<link rel="preload" as="fetch" href="${escapeAttr(href)}" crossorigin="use-credentials">`);
    for (const page of PAGES) {
      const match = page.pattern.exec(pathname);
      if (!match) continue;
      for (const href of page.images ?? []) links.push(`<link rel="preload" as="image" href="${escapeAttr(href)}" fetchpriority="high">`);
      for (const href of page.fetches?.(match, query) ?? []) links.push(`<link rel="preload" as="fetch" href="${escapeAttr(href)}" crossorigin="use-credentials">`);
      const entry = Object.keys(shell.manifest).find((key) => key.endsWith(page.module));
      if (entry) {
        const files = chunkFiles(shell.manifest, entry);
        // Only what index.html does not load already; `crossorigin` as Vite's own module scripts have it.
        for (const file of new Set(files.css)) if (!shell.html.includes(file)) links.push(`<link rel="stylesheet" crossorigin href="/${escapeAttr(file)}">`);
        for (const file of new Set(files.js)) if (!shell.html.includes(file)) links.push(`<link rel="modulepreload" crossorigin href="/${escapeAttr(file)}">`);
      }
      break;
    }
    return shell.html.replace('</head>', `${links.join('\n    ')}\n  </head>`);
  };
}
