import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  accountTypes,
  hostBankBodySchema,
  toAccountHolderKana,
  type HostBankBody,
  type HostBankDetails,
  type HostBankInput,
  type HostProfile,
} from '@/contract/host-profile';
import { FieldError, TextField } from '@/web/components/form-field';
import { RequiredMark } from '@/web/components/form-controls';
import { QueryState } from '@/web/components/query-state';
import { Card } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { errorMessage } from '@/web/lib/api-client';
import { ApiError } from '@/web/lib/api-error';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { zodResolver } from '@/web/lib/zod-form-resolver';
import { bankSearchQuery, branchSearchQuery, hostBankQuery, useUpdateBank } from '../api';
import { LookupCombobox } from './lookup-combobox';
import { EditButton, ReadOnlyList, SaveCancel } from './tab-actions';

const FIELDS = ['bankName', 'branchName', 'accountType', 'accountNumber', 'accountHolder', 'bankCode', 'branchCode'] as const;

/** 振込口座: read-only (the number masked) until 編集, which fetches the full number. */
export function BankTab({ profile }: { profile: HostProfile }) {
  const [editing, setEditing] = useState(false);
  if (!editing) {
    return (
      <Card className="grid gap-5 p-5 sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <h3 className="text-lg font-bold">振込口座</h3>
          <EditButton onClick={() => setEditing(true)} label="振込口座を編集" />
        </div>
        <ReadOnlyList
          rows={[
            ['銀行名', profile.bankName],
            ['支店名', profile.branchName],
            ['口座種別', profile.accountType],
            ['口座番号', profile.accountNumber],
            ['口座名義（カタカナ）', profile.accountHolder],
          ]}
        />
        <p className="text-xs text-muted-foreground">口座番号は暗号化して保管され、画面には下3桁のみ表示されます。</p>
      </Card>
    );
  }
  return <BankEditor onDone={() => setEditing(false)} />;
}

function BankEditor({ onDone }: { onDone: () => void }) {
  const bank = useQuery(hostBankQuery);
  return (
    <QueryState query={bank} loading={<Spinner label="口座情報を読み込んでいます..." className="py-12" />} errorTitle="口座情報の取得に失敗しました">
      {(details) => <BankForm details={details} onDone={onDone} />}
    </QueryState>
  );
}

function BankForm({ details, onDone }: { details: HostBankDetails; onDone: () => void }) {
  const mutation = useUpdateBank();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    watch,
    formState: { errors },
  } = useForm<HostBankInput, unknown, HostBankBody>({
    resolver: zodResolver(hostBankBodySchema),
    defaultValues: {
      bankName: details.bankName,
      bankCode: details.bankCode ?? '',
      branchName: details.branchName,
      branchCode: details.branchCode ?? '',
      accountType: (accountTypes as readonly string[]).includes(details.accountType) ? (details.accountType as HostBankInput['accountType']) : '普通',
      accountNumber: details.accountNumber,
      accountHolder: details.accountHolder,
    },
  });
  const bankName = watch('bankName') ?? '';
  const bankCode = watch('bankCode') ?? '';
  const branchName = watch('branchName') ?? '';
  const dirty = { shouldDirty: true } as const;

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        showSuccess('銀行口座情報更新完了', '振込口座を保存しました。');
        onDone();
      },
      onError: (error) => {
        showApiError('更新エラー', error, '銀行口座情報の更新に失敗しました');
        const field = error instanceof ApiError ? error.field : null;
        const name = FIELDS.find((f) => f === field);
        if (name) setError(name, { message: errorMessage(error, '入力内容をご確認ください') }, { shouldFocus: true });
      },
    }),
  );

  const holder = register('accountHolder');

  return (
    <Card className="p-5 sm:p-6">
      <form onSubmit={onSubmit} noValidate aria-label="振込口座" className="grid gap-5">
        <h3 className="text-lg font-bold">振込口座</h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <LookupCombobox
            id="host-bank-name"
            label={
              <>
                銀行名
                <RequiredMark />
              </>
            }
            value={bankName}
            placeholder="銀行名または金融機関コード"
            hint={bankCode ? `金融機関コード ${bankCode}` : '候補から選ぶと支店も検索できます。'}
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
              setValue('bankCode', entry.code, dirty);
            }}
          />
          <LookupCombobox
            id="host-branch-name"
            label={
              <>
                支店名
                <RequiredMark />
              </>
            }
            value={branchName}
            placeholder={bankCode ? '支店名または支店コード' : '支店名'}
            hint={watch('branchCode') ? `支店コード ${watch('branchCode')}` : bankCode ? '候補から選んでください。' : undefined}
            error={errors.branchName?.message ?? errors.branchCode?.message}
            suggestions={bankCode ? (q) => branchSearchQuery(bankCode, q) : undefined}
            onTextChange={(text) => {
              setValue('branchName', text, dirty);
              setValue('branchCode', '', dirty);
            }}
            onPick={(entry) => {
              setValue('branchName', entry.name, { ...dirty, shouldValidate: true });
              setValue('branchCode', entry.code, dirty);
            }}
          />
        </div>

        <fieldset className="grid gap-2">
          <legend className="mb-1 flex items-center gap-2 text-sm font-bold">
            口座種別
            <RequiredMark />
          </legend>
          <div className="flex gap-6">
            {accountTypes.map((type) => (
              <label key={type} className="inline-flex min-h-8 cursor-pointer items-center gap-2 text-sm">
                <input type="radio" value={type} className="size-4 accent-primary" {...register('accountType')} />
                {type}
              </label>
            ))}
          </div>
          <FieldError id="host-account-type-error" message={errors.accountType?.message} />
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="host-account-number"
            label={
              <>
                口座番号
                <RequiredMark />
              </>
            }
            inputMode="numeric"
            autoComplete="off"
            maxLength={7}
            placeholder="1234567"
            hint="7桁の数字"
            error={errors.accountNumber?.message}
            {...register('accountNumber')}
          />
          <TextField
            id="host-account-holder"
            label={
              <>
                口座名義（カタカナ）
                <RequiredMark />
              </>
            }
            autoComplete="off"
            placeholder="サトウ ハナコ"
            hint="ひらがな・半角カナは全角カタカナに直します。"
            error={errors.accountHolder?.message}
            {...holder}
            onBlur={(e) => {
              setValue('accountHolder', toAccountHolderKana(e.target.value), dirty);
              void holder.onBlur(e);
            }}
          />
        </div>

        <SaveCancel pending={mutation.isPending} onCancel={onDone} />
      </form>
    </Card>
  );
}
