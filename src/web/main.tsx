import './styles.css';
import { StrictMode } from 'react';
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

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
