import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { useAuthDialog } from '@/web/lib/auth-dialog';
import { useT } from '@/web/lib/i18n/use-t';

/**
 * A signed-out visitor on a booking page: why a login is needed and the button that opens the dialog.
 * The page stays where it is, so after the login the form appears with the dates of the URL.
 */
export function LoginRequiredCard({ children }: { children?: ReactNode }) {
  const t = useT();
  const { openAuthDialog } = useAuthDialog();
  return (
    <Card className="mx-auto grid w-full max-w-lg gap-4 p-6 text-center sm:p-8">
      <LogIn className="mx-auto size-10 text-primary" aria-hidden="true" />
      <h2 className="text-xl font-bold">{t('ご予約にはログインが必要です')}</h2>
      <p className="text-sm text-muted-foreground">
        {t('予約内容の確認やキャンセルができるよう、ログインしてからお手続きください。アカウントをお持ちでない方は新規登録できます。')}
      </p>
      {children}
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Button size="lg" onClick={() => openAuthDialog('login')}>
          {t('ログインして予約を続ける')}
        </Button>
        <Button size="lg" variant="outline" onClick={() => openAuthDialog('signup')}>
          {t('新規登録')}
        </Button>
      </div>
    </Card>
  );
}
