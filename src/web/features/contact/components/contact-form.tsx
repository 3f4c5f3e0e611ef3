import { zodResolver } from '@/web/lib/zod-form-resolver';
import { CheckCircle2, Send } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { contactBodySchema, INQUIRY_TYPE_LABELS } from '@/contract/contact';
import { INQUIRY_TYPES } from '@/contract/enums';
import { describedBy, FieldError, TextField } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { showApiError, showError, showSuccess } from '@/web/lib/toasts';
import { useAuth } from '@/web/lib/use-auth';
import { useSendInquiry, type ContactSubmission } from '../api';
import { NativeSelect, RequiredMark, Textarea } from '@/web/components/form-controls';
import { useT } from '@/web/lib/i18n/use-t';
import { richText, slot } from '@/web/lib/i18n/rich-text';
import { formatNumber } from '@/web/lib/format';

type ContactFormValues = z.input<typeof contactBodySchema>;
const CONTENT_MAX = 5000;
const REQUIRED_FIELDS = ['fullName', 'email', 'subject', 'content'] as const;

function blankForm(fullName = '', email = ''): ContactFormValues {
  return { fullName, email, inquiryType: 'general', subject: '', content: '' };
}

/** The contact form (docs/product/guest-screens.md): prefilled with the signed-in user's name and e-mail. */
export function ContactForm() {
  const t = useT();
  const { user } = useAuth();
  const mutation = useSendInquiry();
  const [receipt, setReceipt] = useState<string | null>(null);
  const receiptRef = useRef<HTMLDivElement>(null);
  const prefill = useMemo(() => blankForm(user?.fullName, user?.email), [user?.fullName, user?.email]);
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    watch,
    formState: { errors },
  } = useForm<ContactFormValues, unknown, ContactSubmission>({
    resolver: zodResolver(contactBodySchema),
    defaultValues: prefill,
    // Sign-in finishing after the page opened fills the name and e-mail, without touching typed text.
    values: prefill,
    resetOptions: { keepDirtyValues: true },
  });
  const contentLength = (watch('content') ?? '').length;

  // After sending, the confirmation above the (now empty) form takes the focus.
  useEffect(() => {
    if (receipt) receiptRef.current?.focus();
  }, [receipt]);

  const onInvalid = (_errors: FieldErrors<ContactFormValues>) => {
    const values = getValues();
    const missing = REQUIRED_FIELDS.some((name) => !String(values[name] ?? '').trim());
    showError(t('入力エラー'), missing ? t('すべての必須項目を入力してください') : t('入力内容をご確認ください'));
  };

  const onSubmit = handleSubmit(
    (values) =>
      mutation.mutate(values, {
        onSuccess: (answer) => {
          showSuccess(t('お問い合わせを送信しました'), t('担当者より3営業日以内にご連絡いたします'));
          setReceipt(answer.id.slice(0, 8).toUpperCase());
          reset(prefill, { keepValues: false, keepDirtyValues: false });
        },
        // The form keeps what was typed.
        onError: (error) => showApiError(t('送信エラー'), error, t('お問い合わせの送信に失敗しました。時間をおいて再度お試しください')),
      }),
    onInvalid,
  );

  const typeError = errors.inquiryType?.message;
  const contentError = errors.content?.message;
  return (
    <div className="grid gap-5">
      {receipt && (
        <div ref={receiptRef} tabIndex={-1} role="status" className="flex scroll-mt-24 gap-3 rounded-xl outline-none focus-visible:ring-3 focus-visible:ring-ring/50 border border-success/30 bg-success-muted p-4 text-success">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div className="grid gap-0.5 text-sm">
            <p className="font-bold">{t('お問い合わせを受け付けました（受付番号：{number}）', { number: receipt })}</p>
            <p>{t('担当者より3営業日以内に、ご入力のメールアドレスへご連絡いたします。')}</p>
          </div>
        </div>
      )}
      <form onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title" className="grid gap-5">
        <p className="text-sm text-muted-foreground">
          {richText(t('{mark} の項目は入力必須です。', { mark: slot(0) }), [<RequiredMark key="mark" />])}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="contact-full-name"
            label={
              <>
                {t('お名前')} <RequiredMark />
              </>
            }
            autoComplete="name"
            aria-required="true"
            error={errors.fullName?.message}
            {...register('fullName')}
          />
          <TextField
            id="contact-email"
            label={
              <>
                {t('メールアドレス')} <RequiredMark />
              </>
            }
            type="email"
            autoComplete="email"
            inputMode="email"
            aria-required="true"
            error={errors.email?.message}
            {...register('email')}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="contact-inquiry-type">{t('お問い合わせの種類')}</Label>
          <NativeSelect
            id="contact-inquiry-type"
            aria-invalid={typeError ? true : undefined}
            aria-describedby={describedBy(typeError && 'contact-inquiry-type-error')}
            {...register('inquiryType')}
          >
            {INQUIRY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(INQUIRY_TYPE_LABELS[type])}
              </option>
            ))}
          </NativeSelect>
          <FieldError id="contact-inquiry-type-error" message={typeError} />
        </div>
        <TextField
          id="contact-subject"
          label={
            <>
              {t('件名')} <RequiredMark />
            </>
          }
          placeholder={t('例：予約内容の変更について')}
          aria-required="true"
          error={errors.subject?.message}
          {...register('subject')}
        />
        <div className="grid gap-2">
          <Label htmlFor="contact-content">
            {t('お問い合わせ内容')} <RequiredMark />
          </Label>
          <Textarea
            id="contact-content"
            rows={7}
            aria-required="true"
            placeholder={t('ご予約に関するお問い合わせの場合は、古民家の名前と宿泊日もご記入ください。')}
            aria-invalid={contentError ? true : undefined}
            aria-describedby={describedBy('contact-content-count', contentError && 'contact-content-error')}
            {...register('content')}
          />
          <p id="contact-content-count" className={contentLength > CONTENT_MAX ? 'text-xs font-bold text-destructive' : 'text-xs text-muted-foreground'}>
            {t('{count} / {max}文字', { count: formatNumber(contentLength), max: formatNumber(CONTENT_MAX) })}
          </p>
          <FieldError id="contact-content-error" message={contentError} />
        </div>
        <Button type="submit" size="lg" className="w-full sm:w-fit sm:justify-self-end" disabled={mutation.isPending}>
          <Send aria-hidden="true" />
          {mutation.isPending ? t('送信中...') : t('送信する')}
        </Button>
      </form>
    </div>
  );
}
