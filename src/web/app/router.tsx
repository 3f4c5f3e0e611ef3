import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { GuestLayout } from './guest-layout';
import { HostLayout } from './host-layout';
import { RootHydrateFallback, RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * Only routes whose pages exist are registered; every page's code is loaded on demand.
 * Links to pages not built yet (search, contact, host profile …) land on the 404 page.
 */
const guestArea: RouteObject[] = [
  { index: true, lazy: () => import('@/web/features/home/home-page').then((m) => ({ Component: m.HomePage })) },
  { path: 'search', lazy: () => import('@/web/features/search/search-page').then((m) => ({ Component: m.SearchPage })) },
  { path: 'property/:id', lazy: () => import('@/web/features/property/property-page').then((m) => ({ Component: m.PropertyPage })) },
  { path: 'favorites', lazy: () => import('@/web/features/favorites/favorites-page').then((m) => ({ Component: m.FavoritesPage })) },
  { path: 'profile', lazy: () => import('@/web/features/profile/profile-page').then((m) => ({ Component: m.ProfilePage })) },
  { path: 'contact', lazy: () => import('@/web/features/contact/contact-page').then((m) => ({ Component: m.ContactPage })) },
  { path: 'about-kominka', lazy: () => import('@/web/features/about/about-page').then((m) => ({ Component: m.AboutPage })) },
  { path: 'host/login', lazy: () => import('@/web/features/host-auth/host-login-page').then((m) => ({ Component: m.HostLoginPage })) },
  { path: 'host/register', lazy: () => import('@/web/features/host-auth/host-register-page').then((m) => ({ Component: m.HostRegisterPage })) },
  {
    path: 'host',
    Component: HostLayout,
    errorElement: <RouteErrorBoundary />,
    children: [
      { index: true, lazy: () => import('@/web/features/host-dashboard/host-dashboard-page').then((m) => ({ Component: m.HostDashboardPage })) },
      { path: 'dashboard', lazy: () => import('@/web/features/host-dashboard/host-dashboard-page').then((m) => ({ Component: m.HostDashboardPage })) },
    ],
  },
  { path: 'admin/login', lazy: () => import('@/web/features/admin-auth/admin-login-page').then((m) => ({ Component: m.AdminLoginPage })) },
  { path: 'admin/register', lazy: () => import('@/web/features/admin-auth/admin-register-page').then((m) => ({ Component: m.AdminRegisterPage })) },
  { path: '*', lazy: () => import('@/web/features/not-found/not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
];

const adminArea: RouteObject = {
  path: 'admin',
  lazy: () => import('./admin-layout').then((m) => ({ Component: m.AdminLayout })),
  errorElement: <RouteErrorBoundary />,
  children: [
    { index: true, element: <Navigate to="/admin/dashboard" replace /> },
    {
      // A pathless route keeps the shell around a page that fails.
      errorElement: <RouteErrorBoundary />,
      children: [
        { path: 'dashboard', lazy: () => import('@/web/features/admin-dashboard/admin-dashboard-page').then((m) => ({ Component: m.AdminDashboardPage })) },
        { path: 'accounts', lazy: () => import('@/web/features/admin-accounts/admin-accounts-page').then((m) => ({ Component: m.AdminAccountsPage })) },
        { path: '*', lazy: () => import('@/web/features/not-found/not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
      ],
    },
  ],
};

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: RootHydrateFallback,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        Component: GuestLayout,
        errorElement: <RouteErrorBoundary />,
        // A pathless route keeps the header and footer around a page that fails.
        children: [{ errorElement: <RouteErrorBoundary />, children: guestArea }],
      },
      adminArea,
    ],
  },
];

export const router = createBrowserRouter(routes);
