import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { chunkImportsPlugin, preloadListOfOne } from './scripts/lib/chunk-imports-plugin';
import { precompressPlugin } from './scripts/lib/precompress-plugin';

/** Noto Sans JP's faces never swap in late (src/web/fonts.ts). */
const optionalFontDisplay: Plugin = {
  name: 'noto-sans-jp-font-display-optional',
  enforce: 'pre',
  transform(code, id) {
    if (!/@fontsource[\\/]noto-sans-jp[\\/].*\.css$/.test(id)) return null;
    return { code: code.replace(/font-display:\s*swap/g, 'font-display: optional'), map: null };
  },
};

const appDir = path.resolve(import.meta.dirname, 'src') + path.sep;
const webDir = path.join(appDir, 'web');

/**
 * The app's own modules that the entry (main.tsx) and the app's start (start.tsx) import statically.
 * Every page loads all of the start's, so they go into one chunk with what they import instead of a
 * dozen small files, each gzipped on its own (docs/decisions/0022-first-page-javascript.md); the
 * entry's stay apart, so that the entry does not load the app before the page's main photos.
 */
const entryModules = new Set<string>();
const shellModules = new Set<string>();
/**
 * What the home page imports from outside its own feature (the search bar's fields, the date field, the
 * stay parameters): one chunk instead of a dozen small ones, which the search page shares.
 */
const homeSharedModules = new Set<string>();
const collectShellModules: Plugin = {
  name: 'collect-shell-modules',
  apply: 'build',
  buildEnd() {
    // A library's index (lucide-react, radix-ui) imports all of it: only the app's own modules are followed.
    const closure = (id: string, seen = new Set<string>()) => {
      if (seen.has(id) || !id.startsWith(appDir)) return seen;
      seen.add(id);
      for (const next of this.getModuleInfo(id)?.importedIds ?? []) closure(next, seen);
      return seen;
    };
    entryModules.clear();
    shellModules.clear();
    for (const id of closure(path.join(webDir, 'main.tsx'))) entryModules.add(id);
    for (const id of closure(path.join(webDir, 'start.tsx'))) if (!entryModules.has(id)) shellModules.add(id);
    homeSharedModules.clear();
    const homeFeature = path.join(webDir, 'features', 'home') + path.sep;
    for (const id of closure(path.join(webDir, 'features/home/home-page.tsx'))) {
      if (!entryModules.has(id) && !shellModules.has(id) && !id.startsWith(homeFeature)) homeSharedModules.add(id);
    }
  },
};

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'src/web'),
  publicDir: path.resolve(import.meta.dirname, 'src/web/public'),
  plugins: [optionalFontDisplay, collectShellModules, chunkImportsPlugin(), react(), tailwindcss(), precompressPlugin()],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      // React Router's package exports only its development build, with its development warnings
      // (remix-run/react-router#14102): the browser gets its production build.
      { find: /^react-router$/, replacement: path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs') },
    ],
  },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    // The server reads it to hint each page's own code (src/server/web-shell.ts).
    manifest: true,
    // Browsers the app supports know `modulepreload`: no polyfill in the entry (0022-first-page-javascript.md).
    // A lazily imported chunk's list of what to preload names the chunk alone; the rest comes from
    // chunk-imports.json when first needed (scripts/lib/chunk-imports-plugin.ts).
    modulePreload: { polyfill: false, resolveDependencies: preloadListOfOne },
    // React and its companions in one chunk: every page needs them, and fewer files start sooner.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', priority: 3, test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]/ },
            { name: 'boot', priority: 2, test: (id) => entryModules.has(id) || id.includes('vite/preload-helper') },
            { name: 'start', priority: 1, test: (id) => shellModules.has(id) },
            { name: 'stay-fields', priority: 1, test: (id) => homeSharedModules.has(id) },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000' },
  },
});
