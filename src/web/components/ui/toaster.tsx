import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { useToast } from './use-toast';
import { useT } from '@/web/lib/i18n/use-t';

export function Toaster() {
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
