import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadMatchedRoutes, routeCodeReady } from './app/route-tree';
import { routes } from './app/router';
import { dehydratedAnswers, SERVER_STATE_ELEMENT_ID, SESSION_STATE_ELEMENT_ID, type ServerRenderedState, type SessionState } from './app/server-rendered-state';
import { reviveApiError } from './lib/api-error';
import { authStore } from './lib/auth-store';
import { completeModulePreloads } from './lib/complete-preloads';
import { CURRENT_USER_QUERY_KEY } from './lib/current-user-query';
import { keepNotFound } from './lib/not-found-answers';
import { queryClient } from './lib/query-client';
import { languageOfPath } from './lib/i18n/localized-path';
import { loadEnglish } from './lib/i18n/translate';
import { cn } from './lib/utils';
import { yieldToMain } from './lib/yield-to-main';

/** The state of a page the server rendered (src/web/server-render.tsx), or null for the plain shell. */
function readServerState(): ServerRenderedState | null {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerRenderedState;
  } catch (error) {
    console.error('サーバーで描画したページの状態を読み取れませんでした', error);
    return null;
  }
}

/** The visitor's session the server put in the shell of a page it did not render, or null. */
function readSessionState(): SessionState | null {
  const element = document.getElementById(SESSION_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SessionState;
  } catch {
    // Unreadable: the app asks GET /api/auth/user itself.
    return null;
  }
}

/**
 * Work the first render would otherwise do inside one of its slices, done ahead in a task of its own:
 * tailwind-merge builds its class map on first use.
 */
function warmUp(): void {
  cn('px-2', 'px-4');
}

/** Renders the app into #root, or hydrates the page the server rendered there. */
export async function start(root: HTMLElement) {
  completeModulePreloads();
  // An English page's texts before its first render, so that it hydrates as the server rendered it.
  const english = languageOfPath(window.location.pathname) === 'en' ? loadEnglish() : null;
  const serverState = readServerState();
  if (serverState) {
    // The server's answers and its word on who is signed in: the first render is the server's page.
    const answers = dehydratedAnswers(serverState.answers, reviveApiError);
    hydrate(queryClient, answers);
    for (const query of answers.queries) if (query.state.error) keepNotFound(queryClient, query.queryKey);
    // A page rendered for a visitor with a session cookie leaves the session loading: it is asked after hydrating.
    if (serverState.sessionPending) authStore.renderedWhileLoading();
    else authStore.confirm(serverState.user);
    // The first page's code, loaded before hydrating so that hydration finds the same page at once.
    await loadMatchedRoutes(routes, window.location.pathname, yieldToMain);
    await english;
    await yieldToMain();
    warmUp();
    await yieldToMain();
    // In a transition React hydrates in slices, so a tap on the page is not kept waiting.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App queryClient={queryClient} />
        </StrictMode>,
      );
    });
    return;
  }
  const session = readSessionState();
  if (session) {
    // The server said who is signed in: the app does not ask (a signed-out visitor sees no 401).
    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, session.user);
    authStore.confirm(session.user);
  }
  // The page's code and its layouts' at once, not each after the one around it has rendered (a failure
  // shows as the page's error when it renders).
  routeCodeReady(routes, window.location.pathname)?.catch(() => undefined);
  await english;
  // A transition: React renders the first page in slices and lets the browser breathe between them
  // (the shell of index.html stays on screen meanwhile), instead of one long task on a slow phone.
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
}
