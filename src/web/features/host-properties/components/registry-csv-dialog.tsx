import { ClipboardList } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { addDays, japanMonthRange } from '@/domain/japan-date';
import { TextField } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/web/components/ui/dialog';
import { ApiError } from '@/web/lib/api-error';
import { downloadFile } from '@/web/lib/download-file';
import { showApiError, showSuccess } from '@/web/lib/toasts';

/**
 * 宿泊者名簿 of a house for a period, as the CSV that opens in Excel (docs/product/guest-registry.md):
 * the stays whose nights meet the period, every guest entered at オンラインチェックイン.
 */
export function RegistryCsvDialog({ propertyId, title }: { propertyId: string; title: string }) {
  const month = japanMonthRange();
  const [from, setFrom] = useState(month.from);
  const [to, setTo] = useState(addDays(month.to, -1));
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const query = new URLSearchParams({ from, to });
      const name = await downloadFile(`/api/host/properties/${encodeURIComponent(propertyId)}/registry.csv?${query}`, `宿泊者名簿_${from}_${to}.csv`);
      showSuccess(`${name} をダウンロードしました`);
    } catch (caught) {
      if (caught instanceof ApiError && caught.field) setError({ field: caught.field, message: caught.serverMessage ?? caught.message });
      else showApiError('ダウンロードできませんでした', caught, '通信に失敗しました');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <ClipboardList aria-hidden="true" />
          宿泊者名簿
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>宿泊者名簿のダウンロード</DialogTitle>
          <DialogDescription>{title}の、期間中に宿泊のある予約の宿泊者名簿を CSV（Excel で開けます）でダウンロードします。期間は366日以内です。</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField id={`registry-from-${propertyId}`} type="date" label="開始日" value={from} onChange={(e) => setFrom(e.target.value)} error={error?.field === 'from' ? error.message : undefined} required />
            <TextField id={`registry-to-${propertyId}`} type="date" label="終了日" value={to} onChange={(e) => setTo(e.target.value)} error={error?.field === 'to' ? error.message : undefined} required />
          </div>
          <DialogFooter>
            <Button type="submit" disabled={busy}>
              {busy ? 'ダウンロードしています…' : 'CSVをダウンロード'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
