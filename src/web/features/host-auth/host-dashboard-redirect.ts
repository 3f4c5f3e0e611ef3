/** After a host signs in or registers: a full page load of the dashboard, once the toast has been seen. */
export const HOST_DASHBOARD_PATH = '/host/dashboard';
const REDIRECT_DELAY_MS = 800;

export function redirectToHostDashboard() {
  window.setTimeout(() => {
    window.location.href = HOST_DASHBOARD_PATH;
  }, REDIRECT_DELAY_MS);
}
