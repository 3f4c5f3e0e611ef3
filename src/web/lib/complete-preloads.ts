/**
 * Vite preloads a lazily imported chunk with a list that names the chunk alone (vite.config.ts,
 * scripts/lib/chunk-imports-plugin.ts), which keeps the lists of every page out of the first page's
 * code. This completes each such preload with what the chunk imports, all the way down, from
 * /chunk-imports.json, fetched the first time a chunk is imported: the browser then fetches a page's
 * code at once rather than one import after another.
 */

type ChunkImports = Record<string, string[]>;

let chunkImports: Promise<ChunkImports> | null = null;

/** The map of this build: a new build's start chunk has a new name, and asks for the new map. */
function loadChunkImports(): Promise<ChunkImports> {
  chunkImports ??= fetch(`/chunk-imports.json?build=${encodeURIComponent(new URL(import.meta.url).pathname)}`)
    .then((response) => (response.ok ? (response.json() as Promise<ChunkImports>) : {}))
    .catch(() => ({}));
  return chunkImports;
}

/** The module files the page has preloaded or loaded, by path. */
const known = new Set<string>();
const pathOf = (href: string) => new URL(href, document.baseURI).pathname;

function preload(path: string) {
  known.add(path);
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = path;
  link.dataset.completes = '';
  document.head.append(link);
}

async function completePreloadOf(path: string) {
  const imports = (await loadChunkImports())[path] ?? [];
  for (const imported of imports) if (!known.has(imported)) preload(imported);
}

/** Watches the head for Vite's preloads of lazily imported chunks and adds what each one imports. */
export function completeModulePreloads(): void {
  if (typeof MutationObserver === 'undefined') return;
  for (const element of document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[rel="modulepreload"][href], script[type="module"][src]')) {
    known.add(pathOf(element instanceof HTMLLinkElement ? element.href : element.src));
  }
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLLinkElement) || node.rel !== 'modulepreload' || 'completes' in node.dataset) continue;
        const path = pathOf(node.href);
        known.add(path);
        void completePreloadOf(path);
      }
    }
  }).observe(document.head, { childList: true });
}
