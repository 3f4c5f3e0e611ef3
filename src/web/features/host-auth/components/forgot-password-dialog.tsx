import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/web/components/ui/dialog';

/** 'パスワードをお忘れの方': a reset is handled by support through the contact page. */
export function ForgotPasswordDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="link" className="h-auto p-0 text-sm">
          パスワードをお忘れの方
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>パスワードをお忘れの方</DialogTitle>
          <DialogDescription>パスワードの再設定はサポート窓口で承っています。</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2 text-sm">
          <p>
            お問い合わせページから、種別「技術的な問題」を選び、ご登録のメールアドレスを添えてご連絡ください。ご本人確認のうえ、再設定の手順をメールでご案内します。
          </p>
          <p className="text-muted-foreground">担当者より3営業日以内にご連絡いたします。</p>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">閉じる</Button>
          </DialogClose>
          <Button asChild>
            <Link to="/contact">
              <Mail aria-hidden="true" />
              お問い合わせページへ
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
