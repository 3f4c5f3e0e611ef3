// The self-hosted Noto Sans JP (about 120 unicode-range faces per weight). Loaded after the first render
// so that its large stylesheet does not hold up the first paint: text shows at once in the system's
// Japanese font and switches to Noto Sans JP when it arrives (font-display: swap).
import '@fontsource/noto-sans-jp/400.css';
import '@fontsource/noto-sans-jp/700.css';
