import { PAGE_MODULES_ELEMENT_ID } from '@/web/app/server-rendered-state';
import { afterNextPaint, yieldToMain } from './yield-to-main';

/** The longest a rendered page's code waits for its main photos. */
const LEAD_IMAGE_WAIT_MS = 3000;

/**
 * Resolves once the page's main photos (`fetchpriority="high"`) have loaded and been painted, or after
 * three seconds: a page the server rendered is on screen already, and its photos should not share a
 * slow line with code that only makes the page interactive.
 */
export async function afterLeadImages(root: HTMLElement): Promise<void> {
  const pending = [...root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter((image) => !image.complete);
  if (pending.length > 0) {
    const loaded = pending.map(
      (image) =>
        new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true });
          image.addEventListener('error', () => resolve(), { once: true });
        }),
    );
    await Promise.race([Promise.all(loaded), new Promise((resolve) => setTimeout(resolve, LEAD_IMAGE_WAIT_MS))]);
  }
  await afterNextPaint();
}

/** Links added per task: each starts a fetch, which costs a phone's main thread up to two milliseconds. */
const LINKS_PER_TASK = 4;

/** Fetches all of a rendered page's code at once, as the server listed it (src/server/web-shell.ts). */
export async function fetchPageCode(): Promise<void> {
  const list = document.getElementById(PAGE_MODULES_ELEMENT_ID)?.textContent;
  if (!list) return;
  let files: unknown;
  try {
    files = JSON.parse(list);
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  const hrefs = files.filter((href): href is string => typeof href === 'string');
  for (let start = 0; start < hrefs.length; start += LINKS_PER_TASK) {
    if (start > 0) await yieldToMain();
    for (const href of hrefs.slice(start, start + LINKS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  }
}
