import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { FieldError } from '@/web/components/form-field';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { ApiError } from '@/web/lib/api-error';
import { daysBetween, isValidIsoDate } from '@/domain/japan-date';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { downloadFile } from '@/web/lib/download-file';
import { exportCsvUrl } from '../api';
import { monthLastDay } from '../labels';

const MAX_DAYS = 366;

type Errors = { from?: string; to?: string };

function check(from: string, to: string): Errors {
  if (!isValidIsoDate(from)) return { from: '開始日を正しく入力してください' };
  if (!isValidIsoDate(to)) return { to: '終了日を正しく入力してください' };
  if (to < from) return { to: '終了日は開始日以降の日付を指定してください' };
  if (daysBetween(from, to) + 1 > MAX_DAYS) return { to: `期間は${MAX_DAYS}日以内で指定してください` };
  return {};
}

/** レポートをエクスポート: the period (the shown month by default), then the CSV for Excel downloads. */
export function ExportDialog({ open, onOpenChange, month }: { open: boolean; onOpenChange: (open: boolean) => void; month: string }) {
  const [from, setFrom] = useState(`${month}-01`);
  const [to, setTo] = useState(monthLastDay(month));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) {
      setFrom(`${month}-01`);
      setTo(monthLastDay(month));
      setErrors({});
    }
  }, [open, month]);

  const submit = async () => {
    const found = check(from, to);
    setErrors(found);
    if (found.from || found.to) return;
    setBusy(true);
    try {
      const name = await downloadFile(exportCsvUrl(from, to), `revenue_${from}_${to}.csv`);
      showSuccess('CSV をダウンロードしました', name);
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && (error.field === 'from' || error.field === 'to')) setErrors({ [error.field]: error.serverMessage ?? undefined });
      else showApiError('エクスポートできませんでした', error, '時間をおいてもう一度お試しください');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>レポートをエクスポート</DialogTitle>
          <DialogDescription>期間の取引履歴を CSV（Excel で開ける形式）でダウンロードします。期間は366日までです。</DialogDescription>
        </DialogHeader>
        <form
          id="revenue-export-form"
          className="grid gap-4 sm:grid-cols-2"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor="export-from">開始日</Label>
            <Input id="export-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} aria-invalid={Boolean(errors.from)} aria-describedby={errors.from ? 'export-from-error' : undefined} />
            <FieldError id="export-from-error" message={errors.from} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="export-to">終了日</Label>
            <Input id="export-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} aria-invalid={Boolean(errors.to)} aria-describedby={errors.to ? 'export-to-error' : undefined} />
            <FieldError id="export-to-error" message={errors.to} />
          </div>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            キャンセル
          </Button>
          <Button type="submit" form="revenue-export-form" disabled={busy}>
            <Download className="size-4" aria-hidden="true" />
            {busy ? 'ダウンロード中…' : 'CSV をダウンロード'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
