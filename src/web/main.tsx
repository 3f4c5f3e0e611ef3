import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root が見つかりません');

// The app starts in two steps, React and then the app itself, so that a slow phone evaluates them in
// two tasks rather than one long one (src/server/web-shell.ts preloads both with this file).
void import('react-dom/client')
  .then(() => import('./start'))
  .then(({ start }) => start(container));

// Noto Sans JP: the device's own when it has it (styles.css), otherwise the self-hosted faces once the
// page has loaded, whose many files would compete with the page's own code, data and images on a slow
// line. Until then text shows in the system's Japanese font.
const loadFonts = async () => {
  const installed = await document.fonts.load('400 16px "Noto Sans JP"', 'あ').catch(() => []);
  if (installed.length === 0) window.setTimeout(() => void import('./fonts'), 1000);
};
if (document.readyState === 'complete') void loadFonts();
else window.addEventListener('load', () => void loadFonts(), { once: true });
