import { createContext, useContext } from 'react';

/** The error a route's `errorElement` shows, given by the boundary of route-tree.tsx. */
export const RouteErrorContext = createContext<unknown>(undefined);

export const useRouteError = (): unknown => useContext(RouteErrorContext);
