import { FileText, FileUp } from 'lucide-react';
import { useRef } from 'react';
import { useWatch, get, type UseFormReturn } from 'react-hook-form';
import { LODGING_REGIMES } from '@/contract/enums';
import { LODGING_DOCUMENT_KINDS_MESSAGE, LODGING_DOCUMENT_MAX_BYTES, LODGING_DOCUMENT_TOO_LARGE, type HostPropertyEditor } from '@/contract/host-property-editor';
import { LODGING_DOCUMENT_LABELS, LODGING_REGIME_LABELS, LODGING_REGIME_LAWS } from '@/domain/lodging-basis';
import { FieldError, TextField } from '@/web/components/form-field';
import { RequiredMark } from '@/web/components/form-controls';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { showApiError, showError, showSuccess } from '@/web/lib/toasts';
import { useUploadLodgingDocument } from '../api';
import type { EditorFormValues } from '../form-values';
import { StepCard } from './field-steps';
import { MinpakuLimitsFields } from './minpaku-limits-fields';
import { ChoiceCard } from './choice-card';

type Form = UseFormReturn<EditorFormValues>;

const errorOf = (form: Form, name: string): string | undefined => (get(form.formState.errors, name) as { message?: string } | undefined)?.message;

const REGIME_HINTS: Record<(typeof LODGING_REGIMES)[number], string> = {
  minpaku: '住宅宿泊事業法の届出をした住宅（年180日まで）',
  ryokan: '旅館業法の営業許可を受けた施設（簡易宿所・旅館・ホテル）',
  tokku_minpaku: '国家戦略特区の条例による認定を受けた施設',
};

const DOCUMENT_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

/**
 * 営業の根拠（法令）: the law the house takes guests under, its number and the proof (docs/product/
 * hosts-and-houses.md). The number is shown on the house page; the document only to the host and admins.
 */
export function LodgingStep({ form, house }: { form: Form; house: HostPropertyEditor }) {
  const regime = useWatch({ control: form.control, name: 'lodgingRegime' });
  const regimeError = errorOf(form, 'lodgingRegime');
  return (
    <StepCard
      title="営業の根拠（法令）"
      description="この物件がどの法令にもとづいて宿泊営業をしているかを選び、番号と証明書類を登録してください。番号は物件ページに表示されます（法令で表示が求められています）。書類はホストと運営事務局だけが確認します。"
    >
      <fieldset className="grid gap-3" aria-describedby={regimeError ? 'editor-lodging-regime-error' : undefined}>
        <legend className="mb-2 text-base font-bold">
          営業の根拠 <RequiredMark />
        </legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {LODGING_REGIMES.map((key) => (
            <ChoiceCard key={key} value={key} label={LODGING_REGIME_LABELS[key]} text={REGIME_HINTS[key]} registration={form.register('lodgingRegime')} />
          ))}
        </div>
        <FieldError id="editor-lodging-regime-error" message={regimeError} />
      </fieldset>

      {regime === 'minpaku' && (
        <TextField
          id="editor-lodging-number"
          label={
            <>
              届出番号 <RequiredMark />
            </>
          }
          placeholder="例：M260012345"
          autoCapitalize="characters"
          className="sm:max-w-sm"
          hint="標識や届出受理通知書に記載された「M」と9桁の数字です。"
          error={errorOf(form, 'lodgingNotificationNumber')}
          {...form.register('lodgingNotificationNumber')}
        />
      )}
      {regime === 'ryokan' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="editor-lodging-permit-number"
            label={
              <>
                許可番号 <RequiredMark />
              </>
            }
            placeholder="例：京都市指令保医セ第123号"
            error={errorOf(form, 'lodgingPermitNumber')}
            {...form.register('lodgingPermitNumber')}
          />
          <TextField
            id="editor-lodging-permit-date"
            type="date"
            label={
              <>
                許可日 <RequiredMark />
              </>
            }
            error={errorOf(form, 'lodgingPermitDate')}
            {...form.register('lodgingPermitDate')}
          />
          <TextField
            id="editor-lodging-health-centre"
            label={
              <>
                許可した保健所 <RequiredMark />
              </>
            }
            placeholder="例：京都市保健所"
            className="sm:col-span-2"
            error={errorOf(form, 'lodgingHealthCentre')}
            {...form.register('lodgingHealthCentre')}
          />
        </div>
      )}
      {regime === 'tokku_minpaku' && (
        <TextField
          id="editor-lodging-certificate-number"
          label={
            <>
              認定番号 <RequiredMark />
            </>
          }
          placeholder="例：大阪市指令大保環第19-123号"
          className="sm:max-w-sm"
          error={errorOf(form, 'lodgingCertificateNumber')}
          {...form.register('lodgingCertificateNumber')}
        />
      )}

      {regime === 'minpaku' && <MinpakuLimitsFields form={form} house={house} />}

      <DocumentUpload house={house} regime={regime} />

      {house.legalBasisVerifiedAt ? (
        <p className="rounded-xl bg-secondary p-3 text-sm">運営事務局が番号と書類を確認済みです。番号や書類を変更すると、次の審査で改めて確認します。</p>
      ) : null}
      {regime !== '' && <p className="text-sm text-muted-foreground">物件ページでは「{LODGING_REGIME_LAWS[regime]}」とその番号を表示します。</p>}
    </StepCard>
  );
}

function DocumentUpload({ house, regime }: { house: HostPropertyEditor; regime: EditorFormValues['lodgingRegime'] }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLodgingDocument(house.id);
  const document = house.lodgingDocument;
  const name = regime ? LODGING_DOCUMENT_LABELS[regime] : '証明書類';

  const onFile = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!DOCUMENT_ACCEPT.split(',').includes(file.type)) return showError('無効なファイル', LODGING_DOCUMENT_KINDS_MESSAGE);
    if (file.size > LODGING_DOCUMENT_MAX_BYTES) return showError('ファイルサイズエラー', LODGING_DOCUMENT_TOO_LARGE);
    upload.mutate(file, {
      onSuccess: () => showSuccess('書類をアップロードしました', name),
      onError: (error) => showApiError('アップロードエラー', error, '書類のアップロードに失敗しました'),
    });
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor="editor-lodging-document">
        {name}の画像またはPDF <RequiredMark />
      </Label>
      <div className="grid gap-3 rounded-xl border border-dashed border-border bg-secondary/40 p-3 sm:grid-cols-[12rem_1fr] sm:items-center">
        <div className="flex aspect-[3/4] items-center justify-center overflow-hidden rounded-lg bg-card">
          {upload.isPending ? (
            <span role="status" className="flex flex-col items-center gap-2 text-sm text-muted-foreground">
              <span className="size-6 animate-spin rounded-full border-2 border-primary border-t-transparent" aria-hidden="true" />
              アップロード中...
            </span>
          ) : document?.contentType === 'application/pdf' ? (
            <a href={document.url} target="_blank" rel="noreferrer" className="flex flex-col items-center gap-1 text-sm font-bold text-primary underline">
              <FileText className="size-8" aria-hidden="true" />
              PDFを開く
            </a>
          ) : document ? (
            <img src={`${document.url}?v=${encodeURIComponent(house.updatedAt)}`} alt={`${name}の画像`} className="size-full object-contain" />
          ) : (
            <span className="flex flex-col items-center gap-1 text-sm text-muted-foreground">
              <FileUp className="size-8" aria-hidden="true" />
              未アップロード
            </span>
          )}
        </div>
        <div className="grid gap-2 text-sm">
          <p className="text-muted-foreground">JPEG・PNG・WebP の画像、または PDF（5MBまで）。番号がはっきり読めるものをアップロードしてください。</p>
          <input
            ref={input}
            id="editor-lodging-document"
            type="file"
            accept={DOCUMENT_ACCEPT}
            className="sr-only"
            onChange={(e) => onFile(e.target.files?.[0])}
            disabled={upload.isPending}
          />
          <Button type="button" variant="outline" className="w-fit" onClick={() => input.current?.click()} disabled={upload.isPending}>
            <FileUp aria-hidden="true" />
            {document ? '書類を差し替える' : '書類をアップロード'}
          </Button>
        </div>
      </div>
    </div>
  );
}
