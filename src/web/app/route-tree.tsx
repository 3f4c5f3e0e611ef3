import { Component, Suspense, use, type ErrorInfo, type ReactNode } from 'react';
import { matchRoutes, Outlet, renderMatches, useLocation, type Params, type RouteMatch, type RouteObject } from 'react-router';
import { RootHydrateFallback } from './root-layout';
import { RouteErrorContext } from './route-error-context';
import { areaRoutesOf, isLazy, loadRoute, RouteMatchesContext, type LoadedRoute } from './route-modules';

/**
 * The route table (router.tsx) rendered with React Router's declarative API (`<BrowserRouter>`,
 * `<StaticRouter>`, `useRoutes`) instead of its data router, whose code every first page would
 * otherwise load (docs/decisions/0022-first-page-javascript.md). What the table uses of the data router
 * is done here: a route's `lazy` page, loaded once and kept (route-modules.ts; the next page's code
 * loads inside the router's transition, so the page on screen stays until it is there); its
 * `errorElement`, shown by a boundary that resets on the next page; its `handle`, read by the guards
 * through `useMatchedHandle`.
 */

const matchedByTable = new WeakMap<RouteObject[], Map<string, RouteMatch[]>>();

/**
 * The routes of a table that match a path, matched once per path: React Router flattens and ranks the
 * whole table on every call, which on the server cost a fifth of a rendered page.
 */
export function matchesOf(table: RouteObject[], pathname: string): RouteMatch[] {
  let byPath = matchedByTable.get(table);
  if (!byPath) matchedByTable.set(table, (byPath = new Map()));
  let matches = byPath.get(pathname);
  if (!matches) {
    if (byPath.size >= 1000) byPath.clear();
    byPath.set(pathname, (matches = matchRoutes(table, pathname) ?? []));
  }
  return matches;
}

/**
 * The routes that match `pathname`, with their lazy parts loaded, those of an area's own table included:
 * the first page, before it is rendered.
 */
export async function loadMatchedRoutes(
  table: RouteObject[],
  pathname: string,
  beforeEach?: () => Promise<void>,
): Promise<{ route: RouteObject; params: Params; handle: unknown }[]> {
  const loaded = [];
  for (const { route, params } of matchesOf(table, pathname)) {
    if (!isLazy(route)) {
      loaded.push({ route, params, handle: route.handle });
      continue;
    }
    await beforeEach?.();
    const { handle } = await loadRoute(route);
    loaded.push({ route, params, handle });
    const area = areaRoutesOf(handle);
    if (area) loaded.push(...(await loadMatchedRoutes(area, pathname, beforeEach)));
  }
  return loaded;
}

/** Null when every route matching `pathname` has its code (in an area's table too); otherwise a promise of that code. */
export function routeCodeReady(table: RouteObject[], pathname: string): Promise<unknown> | null {
  const waits: Promise<unknown>[] = [];
  for (const { route } of matchesOf(table, pathname)) {
    if (!isLazy(route)) continue;
    const loading = loadRoute(route) as Promise<LoadedRoute> & { status?: string; value?: LoadedRoute };
    if (loading.status !== 'fulfilled') {
      waits.push(loading.then((loaded) => {
        const area = areaRoutesOf(loaded.handle);
        return area ? routeCodeReady(area, pathname) : undefined;
      }));
      continue;
    }
    const area = areaRoutesOf(loading.value?.handle);
    const inArea = area ? routeCodeReady(area, pathname) : null;
    if (inArea) waits.push(inArea);
  }
  return waits.length === 0 ? null : Promise.all(waits);
}

function RouteContent({ route }: { route: RouteObject }) {
  const Page = isLazy(route) ? use(loadRoute(route)).Component : route.Component;
  if (Page) return <Page />;
  return route.element ?? <Outlet />;
}

interface BoundaryProps {
  fallback: ReactNode;
  pathname: string;
  children: ReactNode;
}

class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; pathname: string | null }> {
  state = { error: undefined as unknown, pathname: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  // The next page starts without the error.
  static getDerivedStateFromProps(props: BoundaryProps, state: { pathname: string | null }) {
    return props.pathname === state.pathname ? null : { error: undefined, pathname: props.pathname };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    if (import.meta.env?.DEV) console.error(error, info.componentStack);
  }

  render() {
    if (this.state.error === undefined) return this.props.children;
    return <RouteErrorContext.Provider value={this.state.error}>{this.props.fallback}</RouteErrorContext.Provider>;
  }
}

function WithErrorElement({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary fallback={fallback} pathname={pathname}>
      {children}
    </RouteErrorBoundary>
  );
}

/** The route table as `useRoutes` takes it: each route's element loads its page and catches its errors. */
function elementRoutesOf(table: RouteObject[]): RouteObject[] {
  return table.map((route) => {
    const content = <RouteContent route={route} />;
    const element = route.errorElement ? <WithErrorElement fallback={route.errorElement}>{content}</WithErrorElement> : content;
    if (route.index) return { index: true, element };
    return { path: route.path, caseSensitive: route.caseSensitive, element, children: route.children && elementRoutesOf(route.children) };
  });
}

const elementRoutesByTable = new WeakMap<RouteObject[], RouteObject[]>();

function elementRoutesFor(table: RouteObject[]): RouteObject[] {
  let elementRoutes = elementRoutesByTable.get(table);
  if (!elementRoutes) elementRoutesByTable.set(table, (elementRoutes = elementRoutesOf(table)));
  return elementRoutes;
}

/**
 * The pages of a route table (router.tsx's), inside `<BrowserRouter>` (the browser) or `<StaticRouter>`
 * (server-render.tsx); with `area`, an area's own table below its route (./host-area.tsx,
 * ./admin-area.tsx), matched against the whole path, inside the main table's wait for code.
 */
export function RouteTree({ table, area = false }: { table: RouteObject[]; area?: boolean }) {
  const { pathname } = useLocation();
  const matches = matchesOf(table, pathname);
  // What `useRoutes(elementRoutes)` renders, from the matches kept for the path.
  const page = renderMatches(matchesOf(elementRoutesFor(table), pathname));
  return (
    <RouteMatchesContext.Provider value={matches}>
      {area ? page : <Suspense fallback={<RootHydrateFallback />}>{page}</Suspense>}
    </RouteMatchesContext.Provider>
  );
}
