import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LEGAL_BODY_MAX, LEGAL_PLACEHOLDERS, legalVersionBodySchema, type LegalDocumentKind } from '@/contract/legal-documents';
import { japanDate } from '@/domain/japan-date';
import { fillLegalText, formatRevisionDate } from '@/domain/legal-text';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { FieldError, TextField } from '@/web/components/form-field';
import { Textarea } from '@/web/components/form-controls';
import { LegalMarkdown } from '@/web/components/legal-markdown';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { isApiError } from '@/web/lib/api-error';
import { siteOperatorQuery } from '@/web/lib/legal-queries';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { usePublishLegalVersion } from '../api';

type Errors = Partial<Record<'body' | 'effectiveDate', string>>;

/**
 * The text of a new version, its 施行日 (today by default) and a preview as the page will show it; 公開する
 * asks first. What the admin typed stays when the server refuses it.
 */
export function LegalVersionEditor({ kind, currentBody }: { kind: LegalDocumentKind; currentBody: string }) {
  const [body, setBody] = useState(currentBody);
  const [effectiveDate, setEffectiveDate] = useState(() => japanDate());
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const [preview, setPreview] = useState(false);
  const operator = useQuery(siteOperatorQuery).data;
  const publish = usePublishLegalVersion(kind);

  const check = () => {
    const parsed = legalVersionBodySchema.safeParse({ body, effectiveDate });
    if (parsed.success) return true;
    const found: Errors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'body' || field === 'effectiveDate') && !found[field]) found[field] = issue.message;
    }
    setErrors(found);
    return false;
  };

  const send = () =>
    publish.mutate(
      { body, effectiveDate },
      {
        onSuccess: () => {
          setConfirming(false);
          showSuccess('新しい版を公開しました', `${formatRevisionDate(effectiveDate)}からサイトに表示されます。`);
        },
        onError: (error) => {
          setConfirming(false);
          if (isApiError(error) && (error.field === 'body' || error.field === 'effectiveDate')) setErrors({ [error.field]: error.serverMessage ?? '' });
          showApiError('公開できませんでした', error, '新しい版を公開できませんでした');
        },
      },
    );

  return (
    <section aria-labelledby="legal-editor-title" className="grid gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="legal-editor-title" className="text-lg font-bold">
          新しい版を作成
        </h2>
        <Button type="button" variant="outline" size="sm" onClick={() => setPreview((shown) => !shown)} aria-pressed={preview}>
          {preview ? '編集に戻る' : 'プレビュー'}
        </Button>
      </div>
      {preview ? (
        <div className="max-h-[32rem] overflow-y-auto rounded-lg border border-border p-4">
          <LegalMarkdown text={operator ? fillLegalText(body, operator) : body} />
        </div>
      ) : (
        <div className="grid gap-2">
          <Label htmlFor="legal-body">本文</Label>
          <Textarea
            id="legal-body"
            rows={18}
            value={body}
            maxLength={LEGAL_BODY_MAX}
            onChange={(event) => {
              setBody(event.target.value);
              if (errors.body) setErrors((before) => ({ ...before, body: undefined }));
            }}
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={`legal-body-hint${errors.body ? ' legal-body-error' : ''}`}
            className="font-mono text-sm"
          />
          <div id="legal-body-hint" className="grid gap-1 text-xs text-muted-foreground">
            <p>Markdown で書けます（## 見出し、- 箇条書き、1. 番号付き、| 表 |）。HTML は表示されません。</p>
            <p>
              差し込み項目（設定の値が入ります）：
              {Object.entries(LEGAL_PLACEHOLDERS)
                .map(([name, label]) => `{{${name}}} ${label}`)
                .join('、')}
            </p>
          </div>
          <FieldError id="legal-body-error" message={errors.body} />
        </div>
      )}
      <form
        noValidate
        className="flex flex-wrap items-end gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (check()) setConfirming(true);
        }}
      >
        <TextField
          id="legal-effective-date"
          label="施行日"
          type="date"
          min={japanDate()}
          value={effectiveDate}
          onChange={(event) => {
            setEffectiveDate(event.target.value);
            if (errors.effectiveDate) setErrors((before) => ({ ...before, effectiveDate: undefined }));
          }}
          error={errors.effectiveDate}
          className="w-52"
        />
        <Button type="submit">公開する</Button>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="新しい版を公開しますか？"
        description={`${formatRevisionDate(effectiveDate || japanDate())}から、この文面がサイトに表示されます。公開した版は変更できません（直すときは新しい版を公開します）。`}
        confirmLabel="公開する"
        pendingLabel="公開中..."
        pending={publish.isPending}
        onConfirm={send}
      />
    </section>
  );
}
