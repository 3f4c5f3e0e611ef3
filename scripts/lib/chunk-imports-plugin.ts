import type { Plugin } from 'vite';

/** Where the browser finds, for each lazily imported chunk, the chunks it imports (src/web/lib/complete-preloads.ts). */
export const CHUNK_IMPORTS_FILE = 'chunk-imports.json';

/** The chunk that boots the app (vite.config.ts's `boot` group): its imports keep Vite's whole lists. */
const isBootChunk = (file: string) => /(^|\/)boot-[^/]*\.js$/.test(file);

/**
 * Vite preloads what a lazily imported chunk imports from a list it writes into the importing chunk,
 * which put the lists of every page into the first page's code (docs/decisions/0022-first-page-javascript.md).
 * Instead each list names the chunk alone, and the rest comes from one JSON file the browser fetches
 * the first time it needs it.
 */
export function preloadListOfOne(file: string, deps: string[], context: { hostId: string }): string[] {
  if (isBootChunk(context.hostId)) return deps;
  return deps.length > 0 ? [file] : [];
}

/** Writes chunk-imports.json: every lazily imported chunk's static imports, all the way down, less the app's start. */
export function chunkImportsPlugin(): Plugin {
  return {
    name: 'chunk-imports',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, { imports: string[]; isDynamicEntry: boolean }>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
      const importsOf = (file: string, seen = new Set<string>()): Set<string> => {
        for (const imported of chunks.get(file)?.imports ?? []) {
          if (seen.has(imported)) continue;
          seen.add(imported);
          importsOf(imported, seen);
        }
        return seen;
      };
      // What every page has loaded before anything is imported lazily: the boot chunk and what it loads.
      const started = new Set<string>();
      for (const [file, chunk] of chunks) {
        if (!isBootChunk(file)) continue;
        started.add(file);
        for (const imported of [...chunk.imports, ...((chunk as { dynamicImports?: string[] }).dynamicImports ?? [])]) {
          started.add(imported);
          for (const more of importsOf(imported)) started.add(more);
        }
      }
      const map: Record<string, string[]> = {};
      for (const [file, chunk] of chunks) {
        if (!chunk.isDynamicEntry || started.has(file)) continue;
        const files = [...importsOf(file)].filter((imported) => !started.has(imported));
        if (files.length > 0) map[`/${file}`] = files.map((imported) => `/${imported}`);
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_IMPORTS_FILE, source: JSON.stringify(map) });
    },
  };
}
