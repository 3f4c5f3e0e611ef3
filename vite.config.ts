import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Noto Sans JP's faces never swap in late (src/web/fonts.ts). */
const optionalFontDisplay: Plugin = {
  name: 'noto-sans-jp-font-display-optional',
  enforce: 'pre',
  transform(code, id) {
    if (!/@fontsource[\\/]noto-sans-jp[\\/].*\.css$/.test(id)) return null;
    return { code: code.replace(/font-display:\s*swap/g, 'font-display: optional'), map: null };
  },
};

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'src/web'),
  publicDir: path.resolve(import.meta.dirname, 'src/web/public'),
  plugins: [optionalFontDisplay, react(), tailwindcss()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    // The server reads it to hint each page's own code (src/server/web-shell.ts).
    manifest: true,
    // React and its companions in one chunk: every page needs them, and fewer files start sooner.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]/ },
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
