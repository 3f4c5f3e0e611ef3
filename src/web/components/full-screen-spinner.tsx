import { Spinner } from '@/web/components/ui/spinner';
import { useT } from '@/web/lib/i18n/use-t';

/** The seed's guard screen: '認証を確認しています...' while sign-in is checked (a given label is in the page's language already). */
export function FullScreenSpinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center bg-background py-24">
      <Spinner label={label ?? t('認証を確認しています...')} />
    </div>
  );
}
