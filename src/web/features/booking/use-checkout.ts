import { useMutation } from '@/web/lib/use-mutation';
import { useState } from 'react';
import type { CheckoutSession } from '@/contract/bookings';
import { useAuthDialog } from '@/web/lib/auth-dialog';
import { errorMessage, errorStatus } from '@/web/lib/api-client';
import { EMAIL_UNVERIFIED_TITLE, isEmailUnverified } from '@/web/lib/email-verification';
import { showError } from '@/web/lib/toasts';
import { useT, type Translate } from '@/web/lib/i18n/use-t';
import { msg } from '@/web/lib/i18n/translate';

/** A booking that could not be made (docs/product/guest-screens.md). */
export const BOOKING_ERROR_TITLE = msg('予約エラー');
export const BOOKING_ERROR_TEXT = msg('予約処理中にエラーが発生しました。しばらくしてからお試しください。');
/** The card page could not be opened: a failed answer, or one without a URL (docs/product/guest-screens.md). */
export const CHECKOUT_ERROR_TITLE = msg('エラー');
export const CHECKOUT_ERROR_TEXT = msg('決済画面への遷移に失敗しました。もう一度お試しください。');

/**
 * The toast of a failed booking call. A refused date or input (409, 400) is worth its own words, e.g.
 * 'ご指定の日程はすでに予約が入っています…'; anything else gets the seed's generic text.
 */
export function showBookingError(error: unknown, t: Translate, openLogin?: () => void): void {
  const status = errorStatus(error);
  if (status === 401) {
    showError(t('認証が必要です'), t('この画面にアクセスするにはログインが必要です'));
    openLogin?.();
    return;
  }
  // The address is not verified yet: the server's words; the page's banner offers 確認メールを再送, and what was typed stays saved.
  if (isEmailUnverified(error)) {
    showError(t(EMAIL_UNVERIFIED_TITLE), errorMessage(error, t(BOOKING_ERROR_TEXT)));
    return;
  }
  const specific = status === 409 || status === 400;
  showError(t(BOOKING_ERROR_TITLE), specific ? errorMessage(error, t(BOOKING_ERROR_TEXT)) : t(BOOKING_ERROR_TEXT));
}

/** The toast of a failed checkout call: a 409 (the hold has lapsed, already paid) says why, the rest the seed's text. */
export function showCheckoutError(error: unknown, t: Translate, openLogin?: () => void): void {
  const status = errorStatus(error);
  if (status === 401) {
    showError(t('認証が必要です'), t('この画面にアクセスするにはログインが必要です'));
    openLogin?.();
    return;
  }
  showError(t(CHECKOUT_ERROR_TITLE), status === 409 ? errorMessage(error, t(CHECKOUT_ERROR_TEXT)) : t(CHECKOUT_ERROR_TEXT));
}

/**
 * The toast of a failed POST /api/create-checkout-session, which books and opens the card page at once:
 * nights taken or input refused (409, 400) are booking errors with the server's words; any other
 * failure is the seed's checkout-session error.
 */
export function showCheckoutSessionError(error: unknown, t: Translate, openLogin?: () => void): void {
  const status = errorStatus(error);
  if (status === 409 || status === 400 || isEmailUnverified(error)) showBookingError(error, t, openLogin);
  else showCheckoutError(error, t, openLogin);
}

/** Leaves for the card page; answers false (after the seed's toast) when the answer has no URL to go to. */
export function goToCardPage(session: Partial<CheckoutSession> | null | undefined, t: Translate): boolean {
  if (!session?.url) {
    showError(t(CHECKOUT_ERROR_TITLE), t(CHECKOUT_ERROR_TEXT));
    return false;
  }
  window.location.assign(session.url);
  return true;
}

/**
 * A call that answers a checkout session, then the move to its card page. `busy` stays true from the
 * click until the browser has left, so the button cannot start a second hold meanwhile; after a failure
 * it is re-enabled (docs/product/guest-screens.md).
 */
export function useCheckoutRedirect<TInput>(call: (input: TInput) => Promise<CheckoutSession>, onError: (error: unknown, t: Translate, openLogin: () => void) => void) {
  const { openAuthDialog } = useAuthDialog();
  const t = useT();
  const [leaving, setLeaving] = useState(false);
  const mutation = useMutation({
    mutationFn: call,
    onSuccess: (session) => setLeaving(goToCardPage(session, t)),
    onError: (error) => onError(error, t, () => openAuthDialog('login')),
  });
  return { start: mutation.mutate, busy: mutation.isPending || leaving };
}
