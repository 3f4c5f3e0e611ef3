import { Spinner } from '@/web/components/ui/spinner';

/** The seed's guard screen: '認証を確認しています...' while sign-in is checked. */
export function FullScreenSpinner({ label = '認証を確認しています...' }: { label?: string }) {
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center bg-background py-24">
      <Spinner label={label} />
    </div>
  );
}
