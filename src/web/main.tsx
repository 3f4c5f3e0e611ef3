import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('#root が見つかりません');

// Japanese messages for zod's generic checks; fetched beside the first page, not in its way.
void import('@/contract/zod-locale');

// Noto Sans JP once the page has loaded: its many faces would otherwise compete with the page's own
// code, data and images on a slow line. Until then text shows in the system's Japanese font (swap).
const loadFonts = () => window.setTimeout(() => void import('./fonts'), 1000);
if (document.readyState === 'complete') loadFonts();
else window.addEventListener('load', loadFonts, { once: true });

// A transition: React renders the first page in slices and lets the browser breathe between them
// (the shell of index.html stays on screen meanwhile), instead of one long task on a slow phone.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
