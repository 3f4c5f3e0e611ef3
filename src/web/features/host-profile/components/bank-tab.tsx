import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  accountTypes,
  hostBankBodySchema,
  type HostBankBody,
  type HostBankDetails,
  type HostBankInput,
  type HostProfile,
} from '@/contract/host-profile';
import { QueryState } from '@/web/components/query-state';
import { Card } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { errorMessage } from '@/web/lib/api-client';
import { ApiError } from '@/web/lib/api-error';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { zodResolver } from '@/web/lib/zod-form-resolver';
import { BANK_ACCOUNT_FIELDS, BankAccountFields } from '@/web/components/bank-account/bank-account-fields';
import { hostBankQuery, useUpdateBank } from '../api';
import { EditButton, ReadOnlyList, SaveCancel } from './tab-actions';


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
  const form = useForm<HostBankInput, unknown, HostBankBody>({
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
  const { handleSubmit, setError } = form;

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        showSuccess('銀行口座情報更新完了', '振込口座を保存しました。');
        onDone();
      },
      onError: (error) => {
        showApiError('更新エラー', error, '銀行口座情報の更新に失敗しました');
        const field = error instanceof ApiError ? error.field : null;
        const name = BANK_ACCOUNT_FIELDS.find((f) => f === field);
        if (name) setError(name, { message: errorMessage(error, '入力内容をご確認ください') }, { shouldFocus: true });
      },
    }),
  );

  return (
    <Card className="p-5 sm:p-6">
      <form onSubmit={onSubmit} noValidate aria-label="振込口座" className="grid gap-5">
        <h3 className="text-lg font-bold">振込口座</h3>
        <BankAccountFields form={form} idPrefix="host" />

        <SaveCancel pending={mutation.isPending} onCancel={onDone} />
      </form>
    </Card>
  );
}
