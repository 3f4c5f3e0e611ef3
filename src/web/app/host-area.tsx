import type { RouteObject } from 'react-router';
import { HostLayout } from './host-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteTree } from './route-tree';

/**
 * The host area and the owner's dashboard (router.tsx's `host/*` and `owner/*`): their routes, loaded with
 * the first of their pages, matched against the whole path below the guest layout. A path of the area
 * that no page answers gets the site's 404 page, as elsewhere in the guest layout.
 */
export const hostAreaRoutes: RouteObject[] = [
  {
    path: 'host',
    Component: HostLayout,
    errorElement: <RouteErrorBoundary />,
    children: [
      { index: true, lazy: () => import('@/web/features/host-dashboard/host-dashboard-page').then((m) => ({ Component: m.HostDashboardPage })) },
      { path: 'dashboard', lazy: () => import('@/web/features/host-dashboard/host-dashboard-page').then((m) => ({ Component: m.HostDashboardPage })) },
      { path: 'profile', lazy: () => import('@/web/features/host-profile/host-profile-page').then((m) => ({ Component: m.HostProfilePage })) },
      { path: 'properties', lazy: () => import('@/web/features/host-properties/host-properties-page').then((m) => ({ Component: m.HostPropertiesPage })) },
      { path: 'properties/new', lazy: () => import('@/web/features/host-property-editor/host-property-editor-page').then((m) => ({ Component: m.HostPropertyEditorPage })) },
      { path: 'properties/:id/edit', lazy: () => import('@/web/features/host-property-editor/host-property-editor-page').then((m) => ({ Component: m.HostPropertyEditorPage })) },
      { path: 'properties/:id/preview', lazy: () => import('@/web/features/host-properties/property-preview-page').then((m) => ({ Component: m.PropertyPreviewPage })) },
      { path: 'calendar', lazy: () => import('@/web/features/host-calendar/host-calendar-page').then((m) => ({ Component: m.HostCalendarPage })) },
      { path: 'bookings', lazy: () => import('@/web/features/host-bookings/host-bookings-page').then((m) => ({ Component: m.HostBookingsPage })) },
      { path: 'bookings/:id', lazy: () => import('@/web/features/host-bookings/host-booking-detail-page').then((m) => ({ Component: m.HostBookingDetailPage })) },
      { path: 'reviews', lazy: () => import('@/web/features/host-reviews/host-reviews-page').then((m) => ({ Component: m.HostReviewsPage })) },
      { path: 'revenue', lazy: () => import('@/web/features/host-revenue/host-revenue-page').then((m) => ({ Component: m.HostRevenuePage })) },
      { path: 'reports', lazy: () => import('@/web/features/host-reports/host-reports-page').then((m) => ({ Component: m.HostReportsPage })) },
    ],
  },
  {
    // The seed's owner dashboard: the host area's guard (hosts and admins; the API answers 404 for another owner).
    path: 'owner/:ownerId',
    Component: HostLayout,
    errorElement: <RouteErrorBoundary />,
    children: [{ index: true, lazy: () => import('@/web/features/owner-dashboard/owner-dashboard-page').then((m) => ({ Component: m.OwnerDashboardPage })) }],
  },
  { path: '*', lazy: () => import('@/web/features/not-found/not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
];

export function HostArea() {
  return <RouteTree table={hostAreaRoutes} area />;
}
