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

type Part = 'subject' | 'textContent' | 'htmlContent';
/** A field of the form: a part of the Japanese version, or of the English one (`english.subject`), as the server names it. */
type Field = Part | `english.${Part}`;
type Version = Record<Part, string>;
interface Form extends Version {
  isActive: boolean;
  /** The English version sent to guests who chose English; null for a kind sent in Japanese only. */
  english: Version | null;
}
type Language = 'ja' | 'en';

const PARTS: readonly Part[] = ['subject', 'textContent', 'htmlContent'];
const fieldOf = (language: Language, part: Part): Field => (language === 'ja' ? part : `english.${part}`);

/** The server names preview fields html/text and saved fields htmlContent/textContent (english.… for the English version). */
const PART_OF: Record<string, Part> = { subject: 'subject', text: 'textContent', textContent: 'textContent', html: 'htmlContent', htmlContent: 'htmlContent' };
function fieldOfError(serverField: string, language: Language): Field | undefined {
  const [head, rest] = serverField.split('.');
  if (head === 'english' && rest && PART_OF[rest]) return fieldOf('en', PART_OF[rest]);
  return PART_OF[head] ? fieldOf(language, PART_OF[head]) : undefined;
}

const formOf = (detail: EmailTemplateDetail): Form => ({
  subject: detail.subject,
  textContent: detail.textContent,
  htmlContent: detail.htmlContent,
  isActive: detail.isActive,
  english: detail.english,
});
const versionOf = (form: Form, language: Language): Version | null => (language === 'ja' ? form : form.english);
const draftOf = (version: Version, language: Language): EmailDraft => ({ subject: version.subject, text: version.textContent, html: version.htmlContent, language });
const valueOf = (form: Form, field: Field): string => {
  const [language, part] = field.startsWith('english.') ? (['en', field.slice('english.'.length) as Part] as const) : (['ja', field as Part] as const);
  return versionOf(form, language)?.[part] ?? '';
};
const withValue = (form: Form, field: Field, value: string): Form =>
  field.startsWith('english.') ? { ...form, english: form.english && { ...form.english, [field.slice('english.'.length)]: value } } : { ...form, [field]: value };

const LANGUAGE_LABEL: Record<Language, string> = { ja: '日本語', en: '英語（English）' };
const PART_LABEL: Record<Part, string> = { subject: '件名', textContent: 'テキスト本文', htmlContent: 'HTML本文' };

/** The editor of one kind's template: subject, text and HTML, the placeholders to insert, preview, test send, reset and save. */
export function TemplateEditorDialog({ kind, onClose }: { kind: string | null; onClose: () => void }) {
  // The editor is keyed by kind only: a save updates the detail, and must not remount the editor (its mutation's toasts would be lost).
  const template = useQuery({ ...emailTemplateQuery(kind ?? ''), enabled: kind !== null });
  return (
    <Dialog open={kind !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-4xl lg:max-w-6xl">
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
  const [preview, setPreview] = useState<Partial<Record<Language, EmailPreview>> | null>(null);
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
    setForm((f) => withValue(f, field, value));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const languages: Language[] = form.english ? ['ja', 'en'] : ['ja'];

  /** Puts `{{name}}` where the cursor was in the field last used (the Japanese text body at first). */
  const insert = (name: string) => {
    const field = lastField.current;
    const element = inputs.current[field];
    const value = valueOf(form, field);
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const token = `{{${name}}}`;
    change(field, value.slice(0, start) + token + value.slice(end));
    pendingCaret.current = { field, at: start + token.length };
  };

  /** A refusal naming a field is shown under it (of the version sent, for a preview or test send); any other as a toast. */
  const fail =
    (title: string, fallback: string, language: Language = 'ja') =>
    (error: unknown) => {
      const field = isApiError(error) && error.field ? fieldOfError(error.field, language) : undefined;
      if (field && isApiError(error) && error.serverMessage) setErrors((e) => ({ ...e, [field]: error.serverMessage! }));
      showApiError(title, error, fallback);
    };

  const onSave = () =>
    save.mutate(
      {
        kind: detail.kind,
        body: { subject: form.subject, textContent: form.textContent, htmlContent: form.htmlContent, isActive: form.isActive, ...(form.english ? { english: form.english } : {}) },
      },
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
  /** Each version's preview, one after the other (a refusal stops at the version it names). */
  const onPreview = async () => {
    const previews: Partial<Record<Language, EmailPreview>> = {};
    for (const language of languages) {
      try {
        previews[language] = await previewCall.mutateAsync({ kind: detail.kind, draft: draftOf(versionOf(form, language)!, language) });
      } catch (error) {
        fail('プレビューエラー', 'プレビューを作成できませんでした', language)(error);
        return;
      }
    }
    setPreview(previews);
  };
  /** A test e-mail of each version to the admin's own address. */
  const onTestSend = async () => {
    let to = '';
    for (const language of languages) {
      try {
        ({ to } = await testSend.mutateAsync({ kind: detail.kind, draft: draftOf(versionOf(form, language)!, language) }));
      } catch (error) {
        fail('送信エラー', 'テストメールを送信できませんでした', language)(error);
        return;
      }
    }
    showSuccess('テストメールを送信しました', languages.length > 1 ? `${to} 宛てに送信しました（日本語版と英語版）` : `${to} 宛てに送信しました`);
  };

  const fieldProps = (field: Field) => ({
    id: `email-${field}`,
    value: valueOf(form, field),
    lang: field.startsWith('english.') ? 'en' : undefined,
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

      <div className={form.english ? 'grid gap-5 lg:grid-cols-2' : 'grid gap-5'}>
        {languages.map((language) => (
          <section key={language} className="grid content-start gap-4" aria-labelledby={`email-version-${language}`}>
            <h3 id={`email-version-${language}`} className="border-b border-border pb-1 text-sm font-bold">
              {LANGUAGE_LABEL[language]}
              {language === 'en' && <span className="ml-2 font-normal text-muted-foreground">英語を選んだゲストに送信されます</span>}
            </h3>
            {PARTS.map((part) => {
              const field = fieldOf(language, part);
              const ref = (el: HTMLInputElement | HTMLTextAreaElement | null) => void (inputs.current[field] = el);
              const label = language === 'en' ? `英語版の${PART_LABEL[part]}` : PART_LABEL[part];
              return (
                <FieldBlock key={field} field={field} label={label} error={errors[field]} hint={part === 'htmlContent' ? 'スクリプト・イベント属性（onclick など）・javascript: のリンクは使えません。' : undefined}>
                  {part === 'subject' ? <Input {...fieldProps(field)} ref={ref} maxLength={200} /> : <Textarea {...fieldProps(field)} ref={ref} rows={10} className="font-mono text-sm" />}
                </FieldBlock>
              );
            })}
          </section>
        ))}
      </div>
      {!form.english && <p className="text-xs text-muted-foreground">このメールは日本語のみで送信されます（英語版はありません）。</p>}

      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border p-3">
        <div className="grid gap-0.5">
          <span className="text-sm font-bold">このテンプレートを使う</span>
          <span className="text-xs text-muted-foreground">オフにすると標準の文面で送信されます（保存で反映）</span>
        </div>
        <Switch checked={form.isActive} onCheckedChange={(isActive) => setForm((f) => ({ ...f, isActive }))} label="このテンプレートを使う" onText="有効" offText="無効" />
      </div>

      {preview && (
        <div className={preview.en ? 'grid gap-5 lg:grid-cols-2' : 'grid gap-5'}>
          {languages.flatMap((language) => {
            const filled = preview[language];
            return filled ? [<PreviewPanel key={language} preview={filled} language={language} withLanguage={languages.length > 1} />] : [];
          })}
        </div>
      )}

      <DialogFooter className="flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => void onPreview()} disabled={busy}>
            {previewCall.isPending ? '作成中…' : 'プレビュー'}
          </Button>
          <Button type="button" variant="outline" onClick={() => void onTestSend()} disabled={busy}>
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
function PreviewPanel({ preview, language, withLanguage }: { preview: EmailPreview; language: Language; withLanguage: boolean }) {
  const title = withLanguage ? `プレビュー・${LANGUAGE_LABEL[language]}` : 'プレビュー';
  const frameTitle = language === 'en' ? 'HTMLメールのプレビュー（英語）' : 'HTMLメールのプレビュー';
  return (
    <section className="grid content-start gap-2" aria-label={title}>
      <h3 className="text-sm font-bold">{title}（サンプルの予約の値で表示）</h3>
      <p className="rounded-lg bg-muted/50 px-3 py-2 text-sm">
        <span className="text-muted-foreground">件名: </span>
        <span data-testid={language === 'en' ? 'preview-subject-en' : 'preview-subject'} lang={language === 'en' ? 'en' : undefined}>
          {preview.subject}
        </span>
      </p>
      <Tabs defaultValue="html">
        <TabsList>
          <TabsTrigger value="html">HTML</TabsTrigger>
          <TabsTrigger value="text">テキスト</TabsTrigger>
        </TabsList>
        <TabsContent value="html">
          <iframe title={frameTitle} sandbox="" srcDoc={preview.html} className="h-96 w-full rounded-lg border border-border bg-white" />
        </TabsContent>
        <TabsContent value="text">
          <pre lang={language === 'en' ? 'en' : undefined} className="max-h-96 overflow-auto rounded-lg border border-border bg-card p-3 text-sm whitespace-pre-wrap">
            {preview.text}
          </pre>
        </TabsContent>
      </Tabs>
    </section>
  );
}
