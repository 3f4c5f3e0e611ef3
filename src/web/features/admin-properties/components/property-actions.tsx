import { Ban, Check, RotateCcw, X } from 'lucide-react';
import { useState } from 'react';
import type { AdminProperty } from '@/contract/admin-properties';
import { SUSPENSION_REASON_PRESETS } from '@/domain/property-life';
import { ReasonDialog } from '@/web/components/reason-dialog';
import { cn } from '@/web/lib/utils';
import { Button } from '@/web/components/ui/button';
import { isApiError } from '@/web/lib/api-error';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { usePropertyReview } from '../api';

type House = Pick<AdminProperty, 'id' | 'title' | 'status'>;
type Size = 'default' | 'sm';

/** 承認 / 却下 (with a reason) of a house in review. */
export function ReviewActions({ house, onDone, size = 'default' }: { house: House; onDone?: () => void; size?: Size }) {
  const mutation = usePropertyReview();
  const [rejecting, setRejecting] = useState(false);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const approve = () =>
    mutation.mutate(
      { id: house.id, action: 'approve' },
      {
        onSuccess: () => {
          showSuccess('物件を承認しました', `「${house.title}」を公開しました。ゲストの検索に表示されます。`);
          onDone?.();
        },
        onError: (error) => showApiError('承認できませんでした', error, '物件の承認に失敗しました。時間をおいてもう一度お試しください。'),
      },
    );
  const reject = (reason: string) =>
    mutation.mutate(
      { id: house.id, action: 'reject', reason },
      {
        onSuccess: () => {
          setRejecting(false);
          showSuccess('物件を却下しました', `「${house.title}」は下書きに戻り、ホストに理由が表示されます。`);
          onDone?.();
        },
        onError: (error) => {
          if (isApiError(error) && error.field === 'reason') setReasonError(error.serverMessage ?? undefined);
          showApiError('却下できませんでした', error, '物件の却下に失敗しました。時間をおいてもう一度お試しください。');
        },
      },
    );
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button size={size} onClick={approve} disabled={mutation.isPending} aria-label={`「${house.title}」を承認`}>
          <Check aria-hidden="true" />
          {mutation.isPending && !rejecting ? '承認しています…' : '承認'}
        </Button>
        <Button
          size={size}
          variant="outline"
          className="text-destructive"
          disabled={mutation.isPending}
          aria-label={`「${house.title}」を却下`}
          onClick={() => {
            setReasonError(undefined);
            setRejecting(true);
          }}
        >
          <X aria-hidden="true" />
          却下
        </Button>
      </div>
      <ReasonDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title="物件を却下"
        description={`「${house.title}」を却下して下書きに戻します。理由はホストの物件一覧に表示されます。`}
        label="却下の理由"
        placeholder="例：写真が暗く、室内の様子が分かりません。明るい写真を追加してください"
        hint="ホストが修正できるよう、具体的に書いてください。"
        confirmLabel="却下する"
        pendingLabel="却下しています…"
        pending={mutation.isPending}
        error={reasonError}
        onConfirm={reject}
      />
    </>
  );
}

/**
 * 停止 (with a reason) of any house, or 停止解除 of a suspended one; `compact`: the icon alone (its name
 * on hover and for screen readers), for the wide table's row of icon buttons.
 */
export function SuspensionAction({ house, size = 'sm', compact = false }: { house: House; size?: Size; compact?: boolean }) {
  const mutation = usePropertyReview();
  const look = compact ? ({ size: 'icon', variant: 'ghost', className: 'size-8' } as const) : ({ size, variant: 'outline' } as const);
  const [suspending, setSuspending] = useState(false);
  const [reasonError, setReasonError] = useState<string | undefined>();
  if (house.status === 'suspended') {
    return (
      <Button
        {...look}
        title={compact ? '停止解除' : undefined}
        disabled={mutation.isPending}
        aria-label={`「${house.title}」の停止を解除`}
        onClick={() =>
          mutation.mutate(
            { id: house.id, action: 'lift-suspension' },
            {
              onSuccess: (answer) => showSuccess('停止を解除しました', `「${house.title}」は停止前の状態（${answer.status === 'published' ? '公開中' : answer.status === 'private' ? '非公開' : '元の状態'}）に戻りました。`),
              onError: (error) => showApiError('停止を解除できませんでした', error, '停止の解除に失敗しました。時間をおいてもう一度お試しください。'),
            },
          )
        }
      >
        <RotateCcw aria-hidden="true" />
        {!compact && (mutation.isPending ? '解除しています…' : '停止解除')}
      </Button>
    );
  }
  return (
    <>
      <Button
        {...look}
        className={cn(look.className, 'text-destructive')}
        title={compact ? '停止' : undefined}
        disabled={mutation.isPending}
        aria-label={`「${house.title}」を停止`}
        onClick={() => {
          setReasonError(undefined);
          setSuspending(true);
        }}
      >
        <Ban aria-hidden="true" />
        {!compact && '停止'}
      </Button>
      <ReasonDialog
        open={suspending}
        onOpenChange={setSuspending}
        title="物件を停止"
        description={`「${house.title}」を停止します。ゲストの検索と物件ページに表示されなくなり、解除するまでホストは公開できません。`}
        label="停止の理由"
        placeholder="例：安全上の確認が必要なため"
        presets={SUSPENSION_REASON_PRESETS}
        hint="理由は記録され、ホストに表示されます。"
        confirmLabel="停止する"
        pendingLabel="停止しています…"
        pending={mutation.isPending}
        error={reasonError}
        onConfirm={(reason) =>
          mutation.mutate(
            { id: house.id, action: 'suspend', reason },
            {
              onSuccess: () => {
                setSuspending(false);
                showSuccess('物件を停止しました', `「${house.title}」はゲストに表示されなくなりました。`);
              },
              onError: (error) => {
                if (isApiError(error) && error.field === 'reason') setReasonError(error.serverMessage ?? undefined);
                showApiError('停止できませんでした', error, '物件の停止に失敗しました。時間をおいてもう一度お試しください。');
              },
            },
          )
        }
      />
    </>
  );
}
