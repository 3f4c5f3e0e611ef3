import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import type { AuthDialogMode } from '@/web/lib/auth-dialog';
import AuthForms from './auth-forms';
import { useT } from '@/web/lib/i18n/use-t';
import { msg } from '@/web/lib/i18n/translate';

const texts: Record<AuthDialogMode, { title: string; subtitle: string }> = {
  login: { title: msg('ログイン'), subtitle: 'Welcome back to the kominka inn' },
  signup: { title: msg('新規登録'), subtitle: 'Create an account and start the kominka experience' },
};

export function AuthDialog({
  open,
  mode,
  onModeChange,
  onOpenChange,
}: {
  open: boolean;
  mode: AuthDialogMode;
  onModeChange: (mode: AuthDialogMode) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { title, subtitle } = texts[mode];
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t(title)}</DialogTitle>
          <DialogDescription lang="en">{subtitle}</DialogDescription>
        </DialogHeader>
        <AuthForms mode={mode} onModeChange={onModeChange} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
