import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/web/lib/api-error';
import { showError, showSuccess } from '@/web/lib/toasts';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';
import { completeLocalPayment } from './api';
import type { CardField } from './card-format';
import type { CardPayload, CardSubmitError } from './components/card-form';

const CARD_FIELDS: CardField[] = ['cardNumber', 'expiry', 'cvc', 'cardholderName'];

/**
 * Goes to where the provider sends the guest. A URL of this site is followed inside the app, so that the
 * toast just shown stays on screen; any other address is loaded as a new page.
 */
export function useFollowRedirect() {
  const navigate = useNavigate();
  return useCallback(
    (url: string) => {
      const target = new URL(url, window.location.href);
      if (target.origin === window.location.origin) void navigate(`${target.pathname}${target.search}${target.hash}`);
      else window.location.assign(target.href);
    },
    [navigate],
  );
}

/**
 * POST /api/payments/local/{sessionId}/complete and what each answer means (docs/product/guest-screens.md): paid → '決済完了'
 * and on to the success page; declined (402) → '決済エラー' with the provider's message and on to
 * /booking-failed; a refused field (400) → marked on the form; no longer payable (409) → `onClosed`.
 */
export function useCardPayment(onClosed: (message: string) => void) {
  const follow = useFollowRedirect();
  const t = useT();
  const language = useLanguage();
  return useCallback(
    async (sessionId: string, card: CardPayload): Promise<CardSubmitError> => {
      try {
        const result = await completeLocalPayment(sessionId, card, language);
        showSuccess(t('決済完了'), result.status === 'authorized' ? t('カードの仮押さえが完了しました。ホストの承認をお待ちください。') : t('お支払いが完了しました。'));
        follow(result.redirectUrl);
        return null;
      } catch (error) {
        const refused = error instanceof ApiError ? error : null;
        const message = refused?.serverMessage ?? null;
        if (refused?.status === 402) {
          showError(t('決済エラー'), message ?? t('カードが承認されませんでした。'));
          // The declined answer says where the provider sends the guest (the failure page).
          const redirectUrl = refused.body?.redirectUrl;
          if (typeof redirectUrl === 'string' && redirectUrl) follow(redirectUrl);
          return null;
        }
        if (refused?.status === 400) {
          const field = CARD_FIELDS.find((f) => f === refused.field) ?? 'cardNumber';
          return { field, message: message ?? t('カード情報をご確認ください') };
        }
        if (refused?.status === 409 || refused?.status === 410) {
          onClosed(message ?? t('このお支払いはすでに受け付けを終了しています。'));
          return null;
        }
        showError(t('決済エラー'), message ?? t('決済処理中にエラーが発生しました。もう一度お試しください。'));
        return null;
      }
    },
    [follow, onClosed, t, language],
  );
}
