import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { accountTypes, toAccountHolderKana } from '@/contract/host-profile';
import { FieldError, TextField } from '@/web/components/form-field';
import { RequiredMark } from '@/web/components/form-controls';
import { bankSearchQuery, branchSearchQuery } from './bank-queries';
import { LookupCombobox } from './lookup-combobox';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';
import { msg } from '@/web/lib/i18n/translate';

/** The fields of a Japanese bank account, as the host's 振込口座 and the guest's refund account name them. */
export interface BankAccountValues {
  bankName: string;
  bankCode?: string | null;
  branchName: string;
  branchCode?: string | null;
  accountType: string;
  accountNumber: string;
  accountHolder: string;
}

/**
 * An account type's English by its full name (普通 alone is also a cancellation policy's name, read
 * Moderate): a Japanese page shows the type as it is (普通, 当座).
 */
const ACCOUNT_TYPE_NAMES: Record<(typeof accountTypes)[number], string> = { 普通: msg('普通預金'), 当座: msg('当座預金') };

/** An account type as the page's language shows it (the fields' select, a refund's account). */
export function useAccountTypeName(): (type: string) => string {
  const t = useT();
  const language = useLanguage();
  return (type) => (language === 'en' && type in ACCOUNT_TYPE_NAMES ? t(ACCOUNT_TYPE_NAMES[type as keyof typeof ACCOUNT_TYPE_NAMES]) : type);
}

/** The form's field names, for mapping a server's `field` back to one of them. */
export const BANK_ACCOUNT_FIELDS = ['bankName', 'branchName', 'accountType', 'accountNumber', 'accountHolder', 'bankCode', 'branchCode'] as const;

/**
 * A bank account's fields in a react-hook-form form: bank and branch picked from the Zengin master
 * (a name or a code, with suggestions), 普通 / 当座, the 7-digit number and the holder in katakana
 * (hiragana and half-width kana become full-width katakana when the field is left). The form's
 * schema (the host's bank body, the refund account body) judges the values; each error shows at its
 * field. `idPrefix` names the inputs (host-bank-name, refund-account-number …).
 */
export function BankAccountFields<T extends FieldValues & BankAccountValues>({ form, idPrefix }: { form: UseFormReturn<T, unknown, unknown>; idPrefix: string }) {
  const t = useT();
  const accountTypeName = useAccountTypeName();
  const f = form as unknown as UseFormReturn<BankAccountValues, unknown, unknown>;
  const {
    register,
    setValue,
    watch,
    formState: { errors },
  } = f;
  const bankName = watch('bankName') ?? '';
  const bankCode = watch('bankCode') ?? '';
  const branchName = watch('branchName') ?? '';
  const branchCode = watch('branchCode') ?? '';
  const dirty = { shouldDirty: true } as const;
  const holder = register('accountHolder');
  const required = (text: string) => (
    <>
      {t(text)}
      <RequiredMark />
    </>
  );

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <LookupCombobox
          id={`${idPrefix}-bank-name`}
          label={required(msg('銀行名'))}
          value={bankName}
          placeholder={t('銀行名または金融機関コード')}
          hint={bankCode ? t('金融機関コード {code}', { code: bankCode }) : t('候補から選ぶと支店も検索できます。')}
          error={errors.bankName?.message ?? errors.bankCode?.message}
          suggestions={bankSearchQuery}
          onTextChange={(text) => {
            setValue('bankName', text, dirty);
            if (bankCode) {
              setValue('bankCode', '', dirty);
              setValue('branchCode', '', dirty);
            }
          }}
          onPick={(entry) => {
            setValue('bankName', entry.name, { ...dirty, shouldValidate: true });
            if (entry.code !== bankCode) {
              setValue('branchName', '', dirty);
              setValue('branchCode', '', dirty);
            }
            setValue('bankCode', entry.code, { ...dirty, shouldValidate: true });
          }}
        />
        <LookupCombobox
          id={`${idPrefix}-branch-name`}
          label={required(msg('支店名'))}
          value={branchName}
          placeholder={bankCode ? t('支店名または支店コード') : t('支店名')}
          hint={branchCode ? t('支店コード {code}', { code: branchCode }) : bankCode ? t('候補から選んでください。') : undefined}
          error={errors.branchName?.message ?? errors.branchCode?.message}
          suggestions={bankCode ? (q) => branchSearchQuery(bankCode, q) : undefined}
          onTextChange={(text) => {
            setValue('branchName', text, dirty);
            setValue('branchCode', '', dirty);
          }}
          onPick={(entry) => {
            setValue('branchName', entry.name, { ...dirty, shouldValidate: true });
            setValue('branchCode', entry.code, { ...dirty, shouldValidate: true });
          }}
        />
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-1 flex items-center gap-2 text-sm font-bold">{required(msg('口座種別'))}</legend>
        <div className="flex gap-6">
          {accountTypes.map((type) => (
            <label key={type} className="inline-flex min-h-8 cursor-pointer items-center gap-2 text-sm">
              <input type="radio" value={type} className="size-4 accent-primary" {...register('accountType')} />
              {accountTypeName(type)}
            </label>
          ))}
        </div>
        <FieldError id={`${idPrefix}-account-type-error`} message={errors.accountType?.message} />
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-account-number`}
          label={required(msg('口座番号'))}
          inputMode="numeric"
          autoComplete="off"
          maxLength={7}
          placeholder="1234567"
          hint={t('7桁の数字')}
          error={errors.accountNumber?.message}
          {...register('accountNumber')}
        />
        <TextField
          id={`${idPrefix}-account-holder`}
          label={required(msg('口座名義（カタカナ）'))}
          autoComplete="off"
          placeholder={t('サトウ ハナコ')}
          hint={t('ひらがな・半角カナは全角カタカナに直します。')}
          error={errors.accountHolder?.message}
          {...holder}
          onBlur={(e) => {
            setValue('accountHolder', toAccountHolderKana(e.target.value), dirty);
            void holder.onBlur(e);
          }}
        />
      </div>
    </>
  );
}
