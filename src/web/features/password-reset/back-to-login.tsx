import { Link } from '@/web/components/localized-link';
import { Button } from '@/web/components/ui/button';
import { useAuthDialog } from '@/web/lib/auth-dialog';
import { useT } from '@/web/lib/i18n/use-t';

/** The way back: the host login page, or the guest's login dialog. */
export function BackToLogin({ forHost }: { forHost: boolean }) {
  const t = useT();
  const { openAuthDialog, preloadAuthDialog } = useAuthDialog();
  if (forHost) {
    return (
      <Link to="/host/login" className="font-bold text-primary underline-offset-4 hover:underline">
        {t('ホストログインに戻る')}
      </Link>
    );
  }
  return (
    <Button variant="link" className="h-auto p-0 font-bold" onClick={() => openAuthDialog('login')} onMouseEnter={preloadAuthDialog} onFocus={preloadAuthDialog}>
      {t('ログインに戻る')}
    </Button>
  );
}
