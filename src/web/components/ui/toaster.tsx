import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { useToast } from './use-toast';
import type { Language } from '@/contract/language';
import { InLanguage, useLanguage, useT } from '@/web/lib/i18n/use-t';

/**
 * The toasts speak the document's language: the page's, or the one a page without a language of its
 * own set (the local card page, /checkout/local/{id}, is in its session's). Only the browser renders
 * the toaster (app/providers.tsx), and it renders again with each toast.
 */
export function Toaster() {
  const pageLanguage = useLanguage();
  const documentLanguage: Language = document.documentElement.lang === 'en' ? 'en' : pageLanguage;
  return (
    <InLanguage value={documentLanguage}>
      <Toasts />
    </InLanguage>
  );
}

function Toasts() {
  const { toasts } = useToast();
  const t = useT();
  return (
    // The labels screen readers announce, in the page's language (Radix fills {hotkey} itself).
    <ToastProvider label={t('通知')}>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose aria-label={t('閉じる')} />
        </Toast>
      ))}
      <ToastViewport label={t('通知 ({hotkey})', { hotkey: '{hotkey}' })} />
    </ToastProvider>
  );
}
