import { Button } from '@/web/components/ui/button';
import type { AuthDialogMode } from '@/web/lib/auth-dialog';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';
import { useT } from '@/web/lib/i18n/use-t';

/** Both forms stay mounted while the dialog is open, so switching modes keeps what was typed. */
export default function AuthForms({
  mode,
  onModeChange,
  onDone,
}: {
  mode: AuthDialogMode;
  onModeChange: (mode: AuthDialogMode) => void;
  onDone: () => void;
}) {
  const t = useT();
  return (
    <div className="grid gap-6">
      <div hidden={mode !== 'login'}>
        <LoginForm onDone={onDone} />
      </div>
      <div hidden={mode !== 'signup'}>
        <SignupForm onDone={onDone} />
      </div>
      <p className="flex flex-wrap items-center justify-center gap-1 border-t border-border pt-4 text-sm text-muted-foreground">
        {mode === 'login' ? t('アカウントをお持ちでないですか？') : t('すでにアカウントをお持ちですか？')}
        <Button variant="link" className="h-auto px-1 py-0" onClick={() => onModeChange(mode === 'login' ? 'signup' : 'login')}>
          {mode === 'login' ? t('新規登録する') : t('ログインする')}
        </Button>
      </p>
    </div>
  );
}
