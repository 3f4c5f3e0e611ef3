import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { createCodeFirstHistory } from './code-first-history';
import { Providers } from './providers';
import { RouteTree } from './route-tree';
import { routes } from './router';

/** The app in the browser (start.tsx); the server renders the same route tree (server-render.tsx). */
export function App({ queryClient }: { queryClient: QueryClient }) {
  const [history] = useState(createCodeFirstHistory);
  // The page answers taps from here on (a server-rendered page is shown before): `html[data-app-ready]`.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <Providers queryClient={queryClient}>
      <HistoryRouter history={history}>
        <RouteTree table={routes} />
      </HistoryRouter>
    </Providers>
  );
}
