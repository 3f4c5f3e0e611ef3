import { createContext, use, useContext, type ComponentType } from 'react';
import type { matchRoutes, Params, RouteObject } from 'react-router';

/** What a route's `lazy` gives (router.tsx): its page and its handle. */
export interface LoadedRoute {
  Component?: ComponentType;
  handle?: unknown;
}

/** A promise with the fields React's `use` reads, so that a page loaded before renders without waiting. */
type KeptPromise = Promise<LoadedRoute> & { status?: string; value?: LoadedRoute; reason?: unknown };

const loadedRoutes = new WeakMap<RouteObject, KeptPromise>();

/** The route's lazily loaded part (its `lazy`), loaded once and kept. */
export function loadRoute(route: RouteObject): Promise<LoadedRoute> {
  let kept = loadedRoutes.get(route);
  if (!kept) {
    const lazy = route.lazy as () => Promise<LoadedRoute>;
    const loading = lazy() as KeptPromise;
    loading.status = 'pending';
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(loading, { status: 'rejected', reason }),
    );
    loadedRoutes.set(route, loading);
    kept = loading;
  }
  return kept;
}

export const isLazy = (route: RouteObject): boolean => typeof route.lazy === 'function';

/**
 * What an area route's lazily loaded part gives besides its page (router.tsx: the host area and the back
 * office): the area's own route table, matched below it by `<RouteTree table area>`, so that a guest's
 * first page does not carry the area's routes.
 */
export interface AreaHandle {
  areaRoutes: RouteObject[];
}

export const areaRoutesOf = (handle: unknown): RouteObject[] | undefined => (handle as Partial<AreaHandle> | undefined)?.areaRoutes;

/** The routes that match the current page, given by route-tree.tsx. */
export const RouteMatchesContext = createContext<NonNullable<ReturnType<typeof matchRoutes>>>([]);

/** The deepest matched route's `handle` and params (a guard reads its page's), once its code is loaded. */
export function useMatchedHandle(): { handle: unknown; params: Params } {
  const leaf = useContext(RouteMatchesContext).at(-1);
  if (!leaf) return { handle: undefined, params: {} };
  const handle = isLazy(leaf.route) ? use(loadRoute(leaf.route)).handle : leaf.route.handle;
  return { handle, params: leaf.params };
}
