import { useState, type FormEvent } from 'react';
import { adminTwoStepResetBodySchema, type AdminListItem } from '@/contract/admin-auth';
import { PasswordField } from '@/web/components/password-field';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { errorMessage } from '@/web/lib/api-client';
import { ApiError } from '@/web/lib/api-error';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { useResetAdminTwoStep } from '../api';

/**
 * 2段階認証をリセット for another admin who lost their phone and recovery codes: asked with one's own
 * password; the other admin is signed out and sets a second step up at their next sign-in.
 */
export function ResetTwoStepDialog({ admin, onClose }: { admin: AdminListItem | null; onClose: () => void }) {
  const reset = useResetAdminTwoStep();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const close = () => {
    setPassword('');
    setError(undefined);
    onClose();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!admin) return;
    const parsed = adminTwoStepResetBodySchema.safeParse({ password });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    reset.mutate(
      { id: admin.id, password: parsed.data.password },
      {
        onSuccess: () => {
          showSuccess('2段階認証をリセットしました', `${admin.fullName}さんは次のログインで2段階認証を設定し直します`);
          close();
        },
        onError: (e) => {
          if (e instanceof ApiError && e.field === 'password') setError(errorMessage(e, '現在のパスワードが正しくありません'));
          else showApiError('リセットできませんでした', e, '時間をおいてもう一度お試しください');
        },
      },
    );
  };
  return (
    <Dialog open={admin !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate aria-label="2段階認証のリセット" className="grid gap-4">
          <DialogHeader>
            <DialogTitle>2段階認証をリセット</DialogTitle>
            <DialogDescription>
              {admin?.fullName}さん（{admin?.email}）の認証アプリ・パスキー・リカバリーコードを削除し、ログイン中の画面から退出させます。次のログインで2段階認証を設定し直します。スマートフォンをなくした場合など、本人からの依頼を確かめてから行ってください。
            </DialogDescription>
          </DialogHeader>
          <PasswordField
            id="reset-two-step-password"
            label="あなたの現在のパスワード"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={error}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={reset.isPending}>
                キャンセル
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={reset.isPending}>
              {reset.isPending ? 'リセットしています…' : 'リセットする'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
