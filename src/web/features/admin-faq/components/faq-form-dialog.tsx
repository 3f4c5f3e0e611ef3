import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FAQ_ANSWER_MAX, FAQ_CATEGORY_MAX, FAQ_QUESTION_MAX, faqItemBodySchema, type AdminFaqItem, type FaqItemBody } from '@/contract/admin-faq';
import { FieldError, describedBy } from '@/web/components/form-field';
import { RequiredMark, Textarea } from '@/web/components/form-controls';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { isApiError } from '@/web/lib/api-error';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { zodResolver } from '@/web/lib/zod-form-resolver';
import { faqCategoriesQuery, useSaveFaqItem } from '../api';
import { FaqEnglishField } from './faq-english-field';

const FIELDS = ['category', 'question', 'answer', 'categoryEn', 'questionEn', 'answerEn'] as const;

function FaqForm({ item, onDone }: { item: AdminFaqItem | null; onDone: () => void }) {
  const mutation = useSaveFaqItem();
  const categories = useQuery(faqCategoriesQuery);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<FaqItemBody>({
    resolver: zodResolver(faqItemBodySchema),
    defaultValues: {
      category: item?.category ?? '',
      question: item?.question ?? '',
      answer: item?.answer ?? '',
      categoryEn: item?.categoryEn ?? '',
      questionEn: item?.questionEn ?? '',
      answerEn: item?.answerEn ?? '',
      isActive: item?.isActive ?? true,
    },
  });
  const onSubmit = handleSubmit((body) =>
    mutation.mutate(
      { id: item?.id ?? null, body },
      {
        onSuccess: () => {
          showSuccess(item ? 'FAQを更新しました' : 'FAQを追加しました', body.isActive === false ? '非表示のため、お問い合わせページには表示されません。' : 'お問い合わせページに表示されます。');
          onDone();
        },
        onError: (error) => {
          const field = isApiError(error) ? FIELDS.find((f) => f === error.field) : undefined;
          if (field && isApiError(error) && error.serverMessage) setError(field, { message: error.serverMessage });
          showApiError('保存できませんでした', error, 'FAQの保存に失敗しました。時間をおいてもう一度お試しください。');
        },
      },
    ),
  );
  const answerLength = watch('answer')?.length ?? 0;
  const answerEnLength = watch('answerEn')?.length ?? 0;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={item ? 'FAQの編集' : 'FAQの追加'}>
      <p className="text-xs text-muted-foreground">英語は任意です。英語のお問い合わせページでは、英語のない文は日本語で表示されます。</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor="faq-category">
            カテゴリ
            <RequiredMark />
          </Label>
          <Input
            id="faq-category"
            list="faq-category-options"
            maxLength={FAQ_CATEGORY_MAX}
            placeholder="例：予約について"
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={describedBy('faq-category-hint', errors.category && 'faq-category-error')}
            {...register('category')}
          />
          <datalist id="faq-category-options">
            {(categories.data ?? []).map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          <p id="faq-category-hint" className="text-xs text-muted-foreground">
            同じカテゴリの質問はお問い合わせページでまとめて表示されます。
          </p>
          <FieldError id="faq-category-error" message={errors.category?.message} />
        </div>
        <FaqEnglishField id="faq-category-en" label="カテゴリ（英語）" error={errors.categoryEn?.message}>
          <Input
            id="faq-category-en"
            lang="en"
            maxLength={FAQ_CATEGORY_MAX}
            placeholder="例：Bookings"
            aria-invalid={errors.categoryEn ? true : undefined}
            aria-describedby={describedBy('faq-category-en-hint', errors.categoryEn && 'faq-category-en-error')}
            {...register('categoryEn')}
          />
          <p id="faq-category-en-hint" className="text-xs text-muted-foreground">
            同じカテゴリのどれか1つの質問に書けば、そのカテゴリの見出しになります。
          </p>
        </FaqEnglishField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor="faq-question">
            質問
            <RequiredMark />
          </Label>
          <Input
            id="faq-question"
            maxLength={FAQ_QUESTION_MAX}
            aria-invalid={errors.question ? true : undefined}
            aria-describedby={describedBy(errors.question && 'faq-question-error')}
            {...register('question')}
          />
          <FieldError id="faq-question-error" message={errors.question?.message} />
        </div>
        <FaqEnglishField id="faq-question-en" label="質問（英語）" error={errors.questionEn?.message}>
          <Input
            id="faq-question-en"
            lang="en"
            maxLength={FAQ_QUESTION_MAX}
            aria-invalid={errors.questionEn ? true : undefined}
            aria-describedby={describedBy(errors.questionEn && 'faq-question-en-error')}
            {...register('questionEn')}
          />
        </FaqEnglishField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor="faq-answer">
            回答
            <RequiredMark />
          </Label>
          <Textarea
            id="faq-answer"
            rows={6}
            maxLength={FAQ_ANSWER_MAX}
            aria-invalid={errors.answer ? true : undefined}
            aria-describedby={describedBy('faq-answer-count', errors.answer && 'faq-answer-error')}
            {...register('answer')}
          />
          <p id="faq-answer-count" className="text-right text-xs text-muted-foreground tabular-nums">
            {answerLength}/{FAQ_ANSWER_MAX}
          </p>
          <FieldError id="faq-answer-error" message={errors.answer?.message} />
        </div>
        <FaqEnglishField id="faq-answer-en" label="回答（英語）" error={errors.answerEn?.message}>
          <Textarea
            id="faq-answer-en"
            lang="en"
            rows={6}
            maxLength={FAQ_ANSWER_MAX}
            aria-invalid={errors.answerEn ? true : undefined}
            aria-describedby={describedBy('faq-answer-en-count', errors.answerEn && 'faq-answer-en-error')}
            {...register('answerEn')}
          />
          <p id="faq-answer-en-count" className="text-right text-xs text-muted-foreground tabular-nums">
            {answerEnLength}/{FAQ_ANSWER_MAX}
          </p>
        </FaqEnglishField>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-primary" {...register('isActive')} />
        お問い合わせページに表示する
      </label>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={mutation.isPending}>
            キャンセル
          </Button>
        </DialogClose>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? '保存しています…' : item ? '更新する' : '追加する'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** 新規作成 / 編集 of one FAQ item; the form starts again each time the dialog opens. */
export function FaqFormDialog({ item, open, onOpenChange }: { item: AdminFaqItem | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader className="text-left">
          <DialogTitle>{item ? 'FAQを編集' : 'FAQを追加'}</DialogTitle>
          <DialogDescription>{item ? '表示順は変わりません。' : '新しい質問は表示順の最後に追加されます。'}</DialogDescription>
        </DialogHeader>
        {open && <FaqForm key={item?.id ?? 'new'} item={item} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
