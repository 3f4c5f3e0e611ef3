// The self-hosted Noto Sans JP (about 120 unicode-range faces per weight), loaded after the page (see
// main.tsx). vite.config.ts declares its faces `font-display: optional` instead of the package's
// `swap`: a face that is not cached yet is fetched for the next page load but never swapped in under
// text the visitor is reading, so the page does not jump (no layout shift); a cached face is used at once.
import '@fontsource/noto-sans-jp/400.css';
import '@fontsource/noto-sans-jp/700.css';
