import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { downloadFile } from '@/web/lib/download-file';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { useT } from '@/web/lib/i18n/use-t';

/**
 * あなたのデータ, in the guest's and the host's profile: GET /api/user/data saved as a JSON file
 * (docs/product/accounts.md, "My data").
 */
export function MyDataCard() {
  const t = useT();
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      const name = await downloadFile('/api/user/data', 'kominka-stay-data.json');
      showSuccess(t('データをダウンロードしました'), name);
    } catch (error) {
      showApiError(t('データをダウンロードできませんでした'), error, t('ダウンロードに失敗しました'));
    } finally {
      setPending(false);
    }
  };
  return (
    <Card className="grid gap-4 p-5 sm:p-6">
      <div className="grid gap-1">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <Download className="size-5 text-primary" aria-hidden="true" />
          {t('あなたのデータ')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('古民家ステイが保存している、あなたのプロフィール・ご予約・レビュー・メッセージ・お気に入り・お問い合わせを、JSON 形式のファイルでダウンロードできます。')}
        </p>
      </div>
      <div className="flex justify-end">
        <Button type="button" variant="outline" disabled={pending} onClick={() => void download()}>
          {pending ? t('準備中...') : t('データをダウンロード')}
        </Button>
      </div>
    </Card>
  );
}
