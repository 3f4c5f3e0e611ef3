import type { RouteObject } from 'react-router';
import { GuestLayout } from './guest-layout';
import { GUEST_ROLES, RequireAuth, type GuardHandle } from './require-auth';
import { RootHydrateFallback, RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import type { AreaHandle, LoadedRoute } from './route-modules';
import { FAVORITES_SIGN_IN_PROMPT, PROFILE_SIGN_IN_PROMPT } from './sign-in-prompts';

/**
 * The handle of a guarded page that goes home on its own without its data (require-auth.tsx,
 * `GuardHandle`): the page's `pageHasData` comes with its lazily loaded code.
 */
const guard = (pageHasData: GuardHandle['pageHasData']): GuardHandle => ({ pageHasData });

/**
 * The guest pages (every page a guest sees, in Japanese at their path and in English under /en).
 * Only routes whose pages exist are registered; every page's code is loaded on demand.
 * Links to pages not built yet (the host's bookings, reviews and revenue; most of the back office) land on the 404 page.
 * Route guards sit here, on layout routes, never inside pages; the server-rendered public pages
 * (/, /search, /property/{id}, /about-kominka, /terms, /privacy, /tokushoho) have none, and their handle's `pageData` says what the
 * server fetches before rendering them (src/web/lib/page-data.ts).
 */
const guestArea: RouteObject[] = [
  { index: true, lazy: () => import('@/web/features/home/home-page').then((m) => ({ Component: m.HomePage, handle: { pageData: m.homePageData } })) },
  { path: 'search', lazy: () => import('@/web/features/search/search-page').then((m) => ({ Component: m.SearchPage, handle: { pageData: m.searchPageData } })) },
  { path: 'property/:id', lazy: () => import('@/web/features/property/property-page').then((m) => ({ Component: m.PropertyPage, handle: { pageData: m.propertyPageData } })) },
  {
    // The guest form and the saved booking's pages (src/web/features/booking): a signed-out visitor logs in
    // right there, a host is sent home; the gate's code comes with these pages only.
    lazy: () => import('./guest-gate').then((m) => ({ Component: m.GuestGate })),
    children: [
      { path: 'property/:id/booking', lazy: () => import('@/web/features/booking/guest-form-page').then((m) => ({ Component: m.GuestFormPage, handle: guard(m.pageHasData) })) },
      { path: 'booking-confirmation', lazy: () => import('@/web/features/booking/confirmation-page').then((m) => ({ Component: m.ConfirmationPage, handle: guard(m.pageHasData) })) },
      { path: 'payment', lazy: () => import('@/web/features/booking/payment-page').then((m) => ({ Component: m.PaymentPage, handle: guard(m.pageHasData) })) },
    ],
  },
  {
    // Guests' pages (guests and admins): the guard's spinner, then its toast and / for anyone else.
    element: <RequireAuth roles={GUEST_ROLES} />,
    children: [
      // The rest of the booking flow (src/web/features/booking) and the pages after payment (src/web/features/payment).
      { path: 'booking-confirmation/:bookingId', lazy: () => import('@/web/features/booking/booking-confirmation-page').then((m) => ({ Component: m.BookingConfirmationPage })) },
      { path: 'checkout', lazy: () => import('@/web/features/booking/checkout-page').then((m) => ({ Component: m.CheckoutPage, handle: guard(m.pageHasData) })) },
      { path: 'payment/:bookingId', lazy: () => import('@/web/features/booking/pay-booking-page').then((m) => ({ Component: m.PayBookingPage })) },
      { path: 'booking-form', lazy: () => import('@/web/features/payment/embedded-card-page').then((m) => ({ Component: m.EmbeddedCardPage, handle: guard(m.pageHasData) })) },
      { path: 'booking-success', lazy: () => import('@/web/features/payment/booking-success-page').then((m) => ({ Component: m.BookingSuccessPage, handle: guard(m.pageHasData) })) },
      { path: 'booking-completion', lazy: () => import('@/web/features/payment/booking-completion-page').then((m) => ({ Component: m.BookingCompletionPage, handle: guard(m.pageHasData) })) },
      { path: 'booking-completion/:bookingId', lazy: () => import('@/web/features/payment/booking-completion-page').then((m) => ({ Component: m.BookingCompletionPage, handle: guard(m.pageHasData) })) },
      // The guest's bookings and reviews (src/web/features/bookings, src/web/features/review).
      { path: 'booking-check', lazy: () => import('@/web/features/bookings/booking-check-page').then((m) => ({ Component: m.BookingCheckPage })) },
      { path: 'bookings', lazy: () => import('@/web/features/bookings/bookings-page').then((m) => ({ Component: m.BookingsPage })) },
      { path: 'booking/:id', lazy: () => import('@/web/features/bookings/booking-detail-page').then((m) => ({ Component: m.BookingDetailPage })) },
      { path: 'booking/:id/refund-account', lazy: () => import('@/web/features/bookings/refund-account-page').then((m) => ({ Component: m.RefundAccountPage })) },
      { path: 'booking/:id/check-in', lazy: () => import('@/web/features/check-in/check-in-page').then((m) => ({ Component: m.CheckInPage })) },
      { path: 'review/:bookingId', lazy: () => import('@/web/features/review/review-page').then((m) => ({ Component: m.ReviewPage })) },
    ],
  },
  // Favourites and profile: a signed-out visitor gets the page's own toast, then / with the login dialog.
  {
    element: <RequireAuth roles={GUEST_ROLES} signInPrompt={FAVORITES_SIGN_IN_PROMPT} />,
    children: [{ path: 'favorites', lazy: () => import('@/web/features/favorites/favorites-page').then((m) => ({ Component: m.FavoritesPage })) }],
  },
  {
    element: <RequireAuth roles={GUEST_ROLES} signInPrompt={PROFILE_SIGN_IN_PROMPT} />,
    children: [{ path: 'profile', lazy: () => import('@/web/features/profile/profile-page').then((m) => ({ Component: m.ProfilePage })) }],
  },
  { path: 'booking-failed', lazy: () => import('@/web/features/payment/booking-failed-page').then((m) => ({ Component: m.BookingFailedPage })) },
  { path: 'review-confirmation', lazy: () => import('@/web/features/review/review-confirmation-page').then((m) => ({ Component: m.ReviewConfirmationPage })) },
  { path: 'contact', lazy: () => import('@/web/features/contact/contact-page').then((m) => ({ Component: m.ContactPage })) },
  { path: 'about-kominka', lazy: () => import('@/web/features/about/about-page').then((m) => ({ Component: m.AboutPage })) },
  // The site's legal pages (docs/product/legal-pages.md), rendered on the server with their text.
  { path: 'terms', lazy: () => import('@/web/features/legal/legal-page').then((m) => ({ Component: m.TermsPage, handle: { pageData: m.legalPageData('terms') } })) },
  { path: 'privacy', lazy: () => import('@/web/features/legal/legal-page').then((m) => ({ Component: m.PrivacyPage, handle: { pageData: m.legalPageData('privacy') } })) },
  { path: 'tokushoho', lazy: () => import('@/web/features/legal/legal-page').then((m) => ({ Component: m.TokushohoPage, handle: { pageData: m.legalPageData('tokushoho') } })) },
  { path: 'forgot-password', lazy: () => import('@/web/features/password-reset/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })) },
  { path: 'reset-password', lazy: () => import('@/web/features/password-reset/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })) },
  { path: 'verify-email', lazy: () => import('@/web/features/email-verification/verify-email-page').then((m) => ({ Component: m.VerifyEmailPage })) },
  { path: '*', lazy: () => import('@/web/features/not-found/not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
];

/** The host area and the owner's dashboard (./host-area.tsx), with the area's own table. */
const hostArea = () => import('./host-area').then((m): LoadedRoute & { handle: AreaHandle } => ({ Component: m.HostArea, handle: { areaRoutes: m.hostAreaRoutes } }));

/** The host's and the back office's ways in, and the host area: Japanese only, so not under /en. */
const japaneseOnlyArea: RouteObject[] = [
  { path: 'host/login', lazy: () => import('@/web/features/host-auth/host-login-page').then((m) => ({ Component: m.HostLoginPage })) },
  { path: 'host/register', lazy: () => import('@/web/features/host-auth/host-register-page').then((m) => ({ Component: m.HostRegisterPage })) },
  // The host area and the owner's dashboard: their own table, loaded with their first page (./host-area.tsx).
  { path: 'host/*', lazy: hostArea },
  { path: 'owner/*', lazy: hostArea },
  { path: 'admin/login', lazy: () => import('@/web/features/admin-auth/admin-login-page').then((m) => ({ Component: m.AdminLoginPage })) },
  { path: 'admin/register', lazy: () => import('@/web/features/admin-auth/admin-register-page').then((m) => ({ Component: m.AdminRegisterPage })) },
];

/** The back office: its own table, loaded with its first page (./admin-area.tsx). */
const adminArea: RouteObject = {
  path: 'admin/*',
  lazy: () => import('./admin-area').then((m): LoadedRoute & { handle: AreaHandle } => ({ Component: m.AdminArea, handle: { areaRoutes: m.adminAreaRoutes } })),
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
        children: [{ errorElement: <RouteErrorBoundary />, children: [...guestArea, ...japaneseOnlyArea] }],
      },
      {
        // The same guest pages in English (docs/decisions/0042-english-guest-pages.md): the page reads its
        // language from the path (src/web/lib/i18n/use-t.ts).
        path: 'en',
        Component: GuestLayout,
        errorElement: <RouteErrorBoundary />,
        children: [{ errorElement: <RouteErrorBoundary />, children: guestArea }],
      },
      adminArea,
      // The local provider's hosted card page: no site header, like a payment provider's own page.
      { path: 'checkout/local/:sessionId', lazy: () => import('@/web/features/payment/local-card-page').then((m) => ({ Component: m.LocalCardPage })) },
    ],
  },
];
