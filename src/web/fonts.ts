// The self-hosted Noto Sans JP (about 120 unicode-range faces per weight), loaded after the page (see
// main.tsx). Its faces are declared `font-display: optional` instead of the package's `swap`: a face
// that is not already cached is fetched for the next page load but never swapped in under text the
// visitor is reading, so the page does not jump (no layout shift); a cached face is used at once.
import bold from '@fontsource/noto-sans-jp/700.css?inline';
import regular from '@fontsource/noto-sans-jp/400.css?inline';

const style = document.createElement('style');
style.dataset.font = 'noto-sans-jp';
style.textContent = (regular + bold).replace(/font-display:\s*swap/g, 'font-display: optional');
document.head.append(style);
