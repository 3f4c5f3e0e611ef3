import { Navigate, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteTree } from './route-tree';

/**
 * The back office (router.tsx's `admin/*`): its routes, loaded with the first of its pages, matched against
 * the whole path. Its sign-in and registration pages stay in the main table. An unknown path of the back
 * office gets the 404 page inside the back office's shell.
 */
const adminRoute: RouteObject = {
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
        { path: 'users', lazy: () => import('@/web/features/admin-users/admin-users-page').then((m) => ({ Component: m.AdminUsersPage })) },
        { path: 'hosts', lazy: () => import('@/web/features/admin-hosts/admin-hosts-page').then((m) => ({ Component: m.AdminHostsPage })) },
        { path: 'host-approvals', lazy: () => import('@/web/features/admin-hosts/admin-host-approvals-page').then((m) => ({ Component: m.AdminHostApprovalsPage })) },
        { path: 'properties', lazy: () => import('@/web/features/admin-properties/admin-properties-page').then((m) => ({ Component: m.AdminPropertiesPage })) },
        { path: 'bookings', lazy: () => import('@/web/features/admin-bookings/admin-bookings-page').then((m) => ({ Component: m.AdminBookingsPage })) },
        {
          path: 'property-approvals',
          lazy: () => import('@/web/features/admin-properties/admin-property-approvals-page').then((m) => ({ Component: m.AdminPropertyApprovalsPage })),
        },
        { path: 'inquiries', lazy: () => import('@/web/features/admin-inquiries/admin-inquiries-page').then((m) => ({ Component: m.AdminInquiriesPage })) },
        { path: 'reviews', lazy: () => import('@/web/features/admin-reviews/admin-reviews-page').then((m) => ({ Component: m.AdminReviewsPage })) },
        { path: 'faq', lazy: () => import('@/web/features/admin-faq/admin-faq-page').then((m) => ({ Component: m.AdminFaqPage })) },
        { path: 'minpaku-limits', lazy: () => import('@/web/features/admin-minpaku-limits/admin-minpaku-limits-page').then((m) => ({ Component: m.AdminMinpakuLimitsPage })) },
        { path: 'legal', lazy: () => import('@/web/features/admin-legal/admin-legal-page').then((m) => ({ Component: m.AdminLegalPage })) },
        {
          path: 'accommodation-tax',
          lazy: () => import('@/web/features/admin-accommodation-tax/admin-accommodation-tax-page').then((m) => ({ Component: m.AdminAccommodationTaxPage })),
        },
        {
          path: 'accommodation-tax/report',
          lazy: () => import('@/web/features/admin-accommodation-tax/admin-accommodation-tax-report-page').then((m) => ({ Component: m.AdminAccommodationTaxReportPage })),
        },
        { path: 'transfers', lazy: () => import('@/web/features/admin-transfers/admin-transfers-page').then((m) => ({ Component: m.AdminTransfersPage })) },
        { path: 'email-settings', lazy: () => import('@/web/features/admin-email-settings/admin-email-settings-page').then((m) => ({ Component: m.AdminEmailSettingsPage })) },
        { path: 'revenue', lazy: () => import('@/web/features/admin-revenue/admin-revenue-page').then((m) => ({ Component: m.AdminRevenuePage })) },
        { path: 'payments', lazy: () => import('@/web/features/admin-payments/admin-payments-page').then((m) => ({ Component: m.AdminPaymentsPage })) },
        { path: 'agency-report', lazy: () => import('@/web/features/admin-agency-report/admin-agency-report-page').then((m) => ({ Component: m.AdminAgencyReportPage })) },
        { path: 'two-step', lazy: () => import('@/web/features/admin-two-step/admin-two-step-page').then((m) => ({ Component: m.AdminTwoStepPage })) },
        { path: 'accounts', lazy: () => import('@/web/features/admin-accounts/admin-accounts-page').then((m) => ({ Component: m.AdminAccountsPage })) },
        { path: 'audit-log', lazy: () => import('@/web/features/admin-audit-log/admin-audit-log-page').then((m) => ({ Component: m.AdminAuditLogPage })) },
        { path: '*', lazy: () => import('@/web/features/not-found/not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
      ],
    },
  ],
};

export const adminAreaRoutes: RouteObject[] = [adminRoute];

export function AdminArea() {
  return <RouteTree table={adminAreaRoutes} area />;
}
