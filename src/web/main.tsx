import './styles.css';
import './lib/zod-without-eval';
import { SERVER_STATE_ELEMENT_ID } from './app/server-rendered-state';
import { afterLeadImages, fetchPageCode } from './lib/page-code';
import { yieldToMain } from './lib/yield-to-main';

const container = document.getElementById('root');
if (!container) throw new Error('#root が見つかりません');

/**
 * A page the server rendered is on screen already; its code only makes it interactive. Its main photos
 * get the line first, then all its code is fetched at once. React and the app are evaluated in tasks
 * of their own, so that a slow phone never stops answering for long.
 */
async function boot(root: HTMLElement) {
  if (document.getElementById(SERVER_STATE_ELEMENT_ID)) {
    await afterLeadImages(root);
    // The whole stylesheet, for what the app shows next: the page came with its own rules inline, and
    // the stylesheet's link disabled (src/server/page-styles.ts). Fetched before the code, and smaller, it is there when the app starts.
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[disabled]')) link.disabled = false;
    await fetchPageCode();
  }
  await import('react-dom/client');
  await yieldToMain();
  const { start } = await import('./start');
  await yieldToMain();
  await start(root);
}
void boot(container);

// Noto Sans JP: the device's own when it has it (styles.css), otherwise the self-hosted faces once the
// page has loaded, whose many files would compete with the page's own code, data and images on a slow
// line. Until then text shows in the system's Japanese font.
const loadFonts = async () => {
  const installed = await document.fonts.load('400 16px "Noto Sans JP"', 'あ').catch(() => []);
  if (installed.length === 0) window.setTimeout(() => void import('./fonts'), 1000);
};
if (document.readyState === 'complete') void loadFonts();
else window.addEventListener('load', () => void loadFonts(), { once: true });
