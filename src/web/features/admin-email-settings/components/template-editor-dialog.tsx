import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { EmailDraft, EmailPreview, EmailTemplateDetail } from '@/contract/admin-email-templates';
import { Textarea } from '@/web/components/form-controls';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Switch } from '@/web/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { isApiError } from '@/web/lib/api-error';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { emailTemplateQuery, usePreviewTemplate, useResetTemplate, useSaveTemplate, useTestSend } from '../api';

type Field = 'subject' | 'textContent' | 'htmlContent';
interface Form {
  subject: string;
  textContent: string;
  htmlContent: string;
  isActive: boolean;
}

/** The server names preview fields html/text and saved fields htmlContent/textContent. */
const FIELD_OF: Record<string, Field> = { subject: 'subject', text: 'textContent', textContent: 'textContent', html: 'htmlContent', htmlContent: 'htmlContent' };

const formOf = (detail: EmailTemplateDetail): Form => ({ subject: detail.subject, textContent: detail.textContent, htmlContent: detail.htmlContent, isActive: detail.isActive });
const draftOf = (form: Form): EmailDraft => ({ subject: form.subject, text: form.textContent, html: form.htmlContent });

/** The editor of one kind's template: subject, text and HTML, the placeholders to insert, preview, test send, reset and save. */
export function TemplateEditorDialog({ kind, onClose }: { kind: string | null; onClose: () => void }) {
  // The editor is keyed by kind only: a save updates the detail, and must not remount the editor (its mutation's toasts would be lost).
  const template = useQuery({ ...emailTemplateQuery(kind ?? ''), enabled: kind !== null });
  return (
    <Dialog open={kind !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-4xl">
        <QueryState query={template} loading={<EditorSkeleton />} errorTitle="テンプレートの読み込みに失敗しました">
          {(detail) => <Editor key={detail.kind} detail={detail} onClose={onClose} />}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}

function EditorSkeleton() {
  return (
    <div className="grid gap-4" aria-label="読み込み中">
      <DialogTitle className="sr-only">テンプレートを読み込み中</DialogTitle>
      <Skeleton className="h-7 w-1/2" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-48 w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

function Editor({ detail, onClose }: { detail: EmailTemplateDetail; onClose: () => void }) {
  const [form, setForm] = useState<Form>(() => formOf(detail));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [preview, setPreview] = useState<EmailPreview | null>(null);
  const lastField = useRef<Field>('textContent');
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const pendingCaret = useRef<{ field: Field; at: number } | null>(null);
  const save = useSaveTemplate();
  const reset = useResetTemplate();
  const [confirmingReset, setConfirmingReset] = useState(false);
  const previewCall = usePreviewTemplate();
  const testSend = useTestSend();
  const busy = save.isPending || reset.isPending || previewCall.isPending || testSend.isPending;

  useEffect(() => {
    const caret = pendingCaret.current;
    if (!caret) return;
    pendingCaret.current = null;
    const element = inputs.current[caret.field];
    element?.focus();
    element?.setSelectionRange(caret.at, caret.at);
  });

  const change = (field: Field, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  /** Puts `{{name}}` where the cursor was in the field last used (the text body at first). */
  const insert = (name: string) => {
    const field = lastField.current;
    const element = inputs.current[field];
    const value = form[field];
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const token = `{{${name}}}`;
    change(field, value.slice(0, start) + token + value.slice(end));
    pendingCaret.current = { field, at: start + token.length };
  };

  /** A refusal naming a field is shown under it; any other as a toast. */
  const fail = (title: string, fallback: string) => (error: unknown) => {
    const field = isApiError(error) && error.field ? FIELD_OF[error.field] : undefined;
    if (field && isApiError(error) && error.serverMessage) setErrors((e) => ({ ...e, [field]: error.serverMessage! }));
    showApiError(title, error, fallback);
  };

  const onSave = () =>
    save.mutate(
      { kind: detail.kind, body: form },
      { onSuccess: () => showSuccess('保存しました', `「${detail.name}」のテンプレートを保存しました`), onError: fail('保存エラー', '保存に失敗しました') },
    );
  const onReset = () =>
    reset.mutate(detail.kind, {
      onSuccess: (after) => {
        setForm(formOf(after));
        setErrors({});
        setPreview(null);
        setConfirmingReset(false);
        showSuccess('標準の文面に戻しました', `「${detail.name}」は標準の文面で送信されます`);
      },
      onError: fail('リセットエラー', '標準の文面に戻せませんでした'),
    });
  const onPreview = () =>
    previewCall.mutate({ kind: detail.kind, draft: draftOf(form) }, { onSuccess: setPreview, onError: fail('プレビューエラー', 'プレビューを作成できませんでした') });
  const onTestSend = () =>
    testSend.mutate(
      { kind: detail.kind, draft: draftOf(form) },
      { onSuccess: ({ to }) => showSuccess('テストメールを送信しました', `${to} 宛てに送信しました`), onError: fail('送信エラー', 'テストメールを送信できませんでした') },
    );

  const fieldProps = (field: Field) => ({
    id: `email-${field}`,
    value: form[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `email-${field}-error` : undefined,
    onFocus: () => (lastField.current = field),
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  return (
    <div className="grid gap-5">
      <DialogHeader className="text-left">
        <DialogTitle>{detail.name}</DialogTitle>
        <DialogDescription>{detail.sentWhen}</DialogDescription>
      </DialogHeader>

      <section className="grid gap-2 rounded-xl border border-border bg-muted/40 p-3" aria-labelledby="email-placeholders">
        <h3 id="email-placeholders" className="text-sm font-bold">
          使えるプレースホルダー <span className="font-normal text-muted-foreground">（クリックでカーソルの位置に挿入）</span>
        </h3>
        <div className="flex flex-wrap gap-1.5">
          {detail.placeholders.map((name) => (
            <button
              key={name}
              type="button"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => insert(name)}
              className="rounded-md border border-border bg-card px-2 py-1 font-mono text-xs hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              {`{{${name}}}`}
            </button>
          ))}
        </div>
      </section>

      <FieldBlock field="subject" label="件名" error={errors.subject}>
        <Input {...fieldProps('subject')} ref={(el) => void (inputs.current.subject = el)} maxLength={200} />
      </FieldBlock>
      <FieldBlock field="textContent" label="テキスト本文" error={errors.textContent}>
        <Textarea {...fieldProps('textContent')} ref={(el) => void (inputs.current.textContent = el)} rows={10} className="font-mono text-sm" />
      </FieldBlock>
      <FieldBlock field="htmlContent" label="HTML本文" error={errors.htmlContent} hint="スクリプト・イベント属性（onclick など）・javascript: のリンクは使えません。">
        <Textarea {...fieldProps('htmlContent')} ref={(el) => void (inputs.current.htmlContent = el)} rows={10} className="font-mono text-sm" />
      </FieldBlock>

      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border p-3">
        <div className="grid gap-0.5">
          <span className="text-sm font-bold">このテンプレートを使う</span>
          <span className="text-xs text-muted-foreground">オフにすると標準の文面で送信されます（保存で反映）</span>
        </div>
        <Switch checked={form.isActive} onCheckedChange={(isActive) => setForm((f) => ({ ...f, isActive }))} label="このテンプレートを使う" onText="有効" offText="無効" />
      </div>

      {preview && <PreviewPanel preview={preview} />}

      <DialogFooter className="flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={onPreview} disabled={busy}>
            {previewCall.isPending ? '作成中…' : 'プレビュー'}
          </Button>
          <Button type="button" variant="outline" onClick={onTestSend} disabled={busy}>
            {testSend.isPending ? '送信中…' : 'テスト送信'}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setConfirmingReset(true)} disabled={busy || !detail.customised}>
            標準に戻す
          </Button>
          <ConfirmDialog
            open={confirmingReset}
            onOpenChange={setConfirmingReset}
            title="標準の文面に戻す"
            description={`「${detail.name}」の編集した件名と本文を削除し、標準の文面で送信します。削除した文面は元に戻せません。`}
            confirmLabel="標準に戻す"
            pendingLabel="戻しています…"
            destructive
            pending={reset.isPending}
            onConfirm={onReset}
          />
        </div>
        <div className="flex gap-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
            閉じる
          </Button>
          <Button type="button" onClick={onSave} disabled={busy}>
            {save.isPending ? '保存中…' : '保存'}
          </Button>
        </div>
      </DialogFooter>
    </div>
  );
}

function FieldBlock({ field, label, error, hint, children }: { field: Field; label: string; error?: string; hint?: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={`email-${field}`} className="text-sm font-bold">
        {label} <span className="text-destructive">*</span>
      </label>
      {children}
      {hint && !error && <p className="text-xs text-muted-foreground">{hint}</p>}
      {error && (
        <p id={`email-${field}-error`} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The filled draft: the HTML in a sandboxed frame (no script, no same origin), and the text version. */
function PreviewPanel({ preview }: { preview: EmailPreview }) {
  return (
    <section className="grid gap-2" aria-label="プレビュー">
      <h3 className="text-sm font-bold">プレビュー（サンプルの予約の値で表示）</h3>
      <p className="rounded-lg bg-muted/50 px-3 py-2 text-sm">
        <span className="text-muted-foreground">件名: </span>
        <span data-testid="preview-subject">{preview.subject}</span>
      </p>
      <Tabs defaultValue="html">
        <TabsList>
          <TabsTrigger value="html">HTML</TabsTrigger>
          <TabsTrigger value="text">テキスト</TabsTrigger>
        </TabsList>
        <TabsContent value="html">
          <iframe title="HTMLメールのプレビュー" sandbox="" srcDoc={preview.html} className="h-96 w-full rounded-lg border border-border bg-white" />
        </TabsContent>
        <TabsContent value="text">
          <pre className="max-h-96 overflow-auto rounded-lg border border-border bg-card p-3 text-sm whitespace-pre-wrap">{preview.text}</pre>
        </TabsContent>
      </Tabs>
    </section>
  );
}
