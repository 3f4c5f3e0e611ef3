import type { SignInPrompt } from './require-auth';

/** /favorites signed out → this toast, then / with the login dialog after 1 s (docs/product/guest-screens.md). */
export const FAVORITES_SIGN_IN_PROMPT: SignInPrompt = {
  title: 'ログインが必要です',
  description: 'お気に入りを確認するにはログインしてください',
  delayMs: 1000,
};

/** /profile signed out → this toast, then / with the login dialog after 500 ms (docs/product/guest-screens.md). */
export const PROFILE_SIGN_IN_PROMPT: SignInPrompt = {
  title: '未認証',
  description: 'ログインが必要です。ログイン画面に移動します...',
  delayMs: 500,
};
