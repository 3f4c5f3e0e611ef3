import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import type { AuthDialogMode } from '@/web/lib/auth-dialog';
import AuthForms from './auth-forms';

const texts: Record<AuthDialogMode, { title: string; subtitle: string }> = {
  login: { title: 'ログイン', subtitle: 'Welcome back to the kominka inn' },
  signup: { title: '新規登録', subtitle: 'Create an account and start the kominka experience' },
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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription lang="en">{subtitle}</DialogDescription>
        </DialogHeader>
        <AuthForms mode={mode} onModeChange={onModeChange} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
