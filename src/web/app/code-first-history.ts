import { UNSAFE_createBrowserHistory as createBrowserHistory, type To } from 'react-router';
import { loadNearScreenParts } from '@/web/lib/near-screen-part';
import { routeCodeReady } from './route-tree';
import { routes } from './router';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

/**
 * The browser's history for `<HistoryRouter>` (app.tsx), whose `push` and `replace` wait until the next
 * page's code is loaded: the address changes together with the page, as it did with React Router's data
 * router, and never shows the next page's address above the page before it. Back and forward, which the
 * browser has already done, show the next page as soon as its code is there. Either way the code of the
 * parts below the fold that have not hydrated yet is loaded too (lib/near-screen-part.tsx).
 */
export function createCodeFirstHistory(): BrowserHistory {
  const history = createBrowserHistory({ v5Compat: true });
  const whenCodeIsReady = (to: To, go: () => void) => {
    const pathname = typeof to === 'string' ? new URL(to, window.location.href).pathname : (to.pathname ?? history.location.pathname);
    // The parts below the fold that have not hydrated yet would hold the next page back: their code too.
    const waits = [routeCodeReady(routes, pathname), loadNearScreenParts()].filter((wait) => wait !== null);
    if (waits.length > 0) void Promise.all(waits).then(go, go);
    else go();
  };
  window.addEventListener('popstate', () => void loadNearScreenParts());
  // The history's own getters (`action`, `location`) stay reachable through the prototype.
  return Object.assign(Object.create(history) as BrowserHistory, {
    push: (to: To, state?: unknown) => whenCodeIsReady(to, () => history.push(to, state)),
    replace: (to: To, state?: unknown) => whenCodeIsReady(to, () => history.replace(to, state)),
  });
}
