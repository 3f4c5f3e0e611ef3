/** The auth dialog's code, loaded on first use; buttons that open it call `preloadAuthDialog` on hover or focus. */
export const loadAuthDialog = () => import('./components/auth-dialog');

export function preloadAuthDialog() {
  void loadAuthDialog();
}
