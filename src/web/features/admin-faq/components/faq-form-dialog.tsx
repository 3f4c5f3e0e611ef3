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

const FIELDS = ['category', 'question', 'answer'] as const;

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
    defaultValues: { category: item?.category ?? '', question: item?.question ?? '', answer: item?.answer ?? '', isActive: item?.isActive ?? true },
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
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={item ? 'FAQの編集' : 'FAQの追加'}>
      <div className="grid gap-2">
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
      <div className="grid gap-2">
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
      <div className="grid gap-2">
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
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader className="text-left">
          <DialogTitle>{item ? 'FAQを編集' : 'FAQを追加'}</DialogTitle>
          <DialogDescription>{item ? '表示順は変わりません。' : '新しい質問は表示順の最後に追加されます。'}</DialogDescription>
        </DialogHeader>
        {open && <FaqForm key={item?.id ?? 'new'} item={item} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
