import { useForm, type UseFormReturn } from 'react-hook-form';
import { refundAccountBodySchema, type RefundAccountBody, type RefundAccountInput } from '@/contract/refund-transfers';
import { BANK_ACCOUNT_FIELDS, BankAccountFields } from '@/web/components/bank-account/bank-account-fields';
import { ApiError } from '@/web/lib/api-error';
import { zodResolver } from '@/web/lib/zod-form-resolver';
import { useT } from '@/web/lib/i18n/use-t';

export type RefundAccountForm = UseFormReturn<RefundAccountInput, unknown, RefundAccountBody>;

/** The refund account's form (docs/product/payments.md): checked by the API's own schema before it is sent. */
export function useRefundAccountForm(): RefundAccountForm {
  return useForm<RefundAccountInput, unknown, RefundAccountBody>({
    resolver: zodResolver(refundAccountBodySchema),
    defaultValues: { bankName: '', bankCode: '', branchName: '', branchCode: '', accountType: '普通', accountNumber: '', accountHolder: '' },
  });
}

/**
 * The server's refusal shown at its fields (the cancellation names them `refundAccount.…`); answers
 * whether any field took a message. Nothing typed is lost.
 */
export function showRefundAccountErrors(form: RefundAccountForm, error: unknown, prefix = ''): boolean {
  if (!(error instanceof ApiError)) return false;
  const issues = error.issues.length > 0 ? error.issues : error.field ? [{ field: error.field, message: error.message }] : [];
  let shown = false;
  for (const issue of issues) {
    const name = BANK_ACCOUNT_FIELDS.find((f) => `${prefix}${f}` === issue.field);
    if (name) {
      form.setError(name, { message: issue.message }, { shouldFocus: !shown });
      shown = true;
    }
  }
  return shown;
}

/** 返金先の口座: the shared bank-account fields with the note on how it is kept. */
export function RefundAccountFields({ form }: { form: RefundAccountForm }) {
  const t = useT();
  return (
    <div className="grid gap-4">
      <BankAccountFields form={form} idPrefix="refund" />
      <p className="text-xs text-muted-foreground">{t('口座番号と口座名義は暗号化して保管し、返金のお振込み後に消去します。ホストには表示されません。')}</p>
    </div>
  );
}
