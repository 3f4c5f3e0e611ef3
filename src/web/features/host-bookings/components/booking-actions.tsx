import { Ban, Check, DoorOpen, Eye, MessageSquare, UserX, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { HostBookingAction } from '@/contract/host-bookings';
import { ReasonDialog } from '@/web/components/reason-dialog';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { isApiError } from '@/web/lib/api-error';
import { formatYen } from '@/web/lib/format';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { type HostBookingChange, useHostBookingChange } from '../api';

const REASON_MAX = 500;

/** The toasts of each action. */
const OUTCOME: Record<HostBookingAction, { done: string; detail: string; failed: string }> = {
  approve: { done: '予約を承認しました', detail: 'お支払いが確定し、ゲストに予約確定のメールを送りました。', failed: '承認できませんでした' },
  reject: { done: '予約リクエストを却下しました', detail: 'カードの与信を解除し、ゲストに理由をお知らせしました。', failed: '却下できませんでした' },
  cancel: { done: '予約をキャンセルしました', detail: 'ゲストには全額を返金し、メールでお知らせしました。', failed: 'キャンセルできませんでした' },
  check_in: { done: 'チェックイン済みにしました', detail: 'ゲストの到着を記録しました。', failed: 'チェックイン済みにできませんでした' },
  no_show: { done: '無断キャンセルにしました', detail: 'ゲストにメールでお知らせしました。', failed: '無断キャンセルにできませんでした' },
};

/** The approval of a request to be paid after approval: nothing is charged yet. */
const APPROVED_TO_PAY_DETAIL = 'ゲストにお支払い期限とお支払いページをメールでお知らせしました。期限までに入金があると予約が確定します。';
/** Its rejection: no card was authorised. */
const REJECTED_WITHOUT_CARD_DETAIL = 'ゲストに理由をお知らせしました（カードの与信はないため、請求は発生しません）。';

interface ActionTarget {
  id: string;
  guestName: string;
  propertyTitle: string;
  totalAmountJpy: number;
  allowedActions: HostBookingAction[];
  payAfterApproval: boolean;
}

/** 却下 and キャンセル: the shared reason dialog, with what the action means for the guest. */
function HostReasonDialog({ booking, kind, onOpenChange }: { booking: ActionTarget; kind: 'reject' | 'cancel'; onOpenChange: (open: boolean) => void }) {
  const change = useHostBookingChange();
  const [error, setError] = useState<string | undefined>();
  const reject = kind === 'reject';
  const confirm = (reason: string) =>
    change.mutate({ kind, id: booking.id, reason } as HostBookingChange, {
      onSuccess: () => {
        showSuccess(OUTCOME[kind].done, reject && booking.payAfterApproval ? REJECTED_WITHOUT_CARD_DETAIL : OUTCOME[kind].detail);
        onOpenChange(false);
      },
      onError: (failure) => {
        setError(isApiError(failure) && failure.field === 'reason' ? (failure.serverMessage ?? undefined) : undefined);
        showApiError(OUTCOME[kind].failed, failure, 'しばらくしてからもう一度お試しください。');
      },
    });

  return (
    <ReasonDialog
      open
      onOpenChange={onOpenChange}
      title={reject ? '予約リクエストを却下' : '予約をキャンセル'}
      description={`${booking.guestName} 様の「${booking.propertyTitle}」の${reject ? 'リクエスト' : 'ご予約'}`}
      label={reject ? '却下の理由' : 'キャンセルの理由'}
      placeholder={reject ? '例：ご希望の日程は設備点検のためお受けできません' : '例：台風で屋根が破損し、修理が必要になったため'}
      confirmLabel={reject ? '却下する' : 'キャンセルして全額返金する'}
      pendingLabel="処理しています…"
      closeLabel="戻る"
      pending={change.isPending}
      maxLength={REASON_MAX}
      error={error}
      onConfirm={confirm}
    >
      <p role="note" className="rounded-xl border border-border bg-muted/40 p-3 text-sm">
        {reject && booking.payAfterApproval
          ? '承認後のお支払いを選んだリクエストのため、カードの与信はなく、ゲストへの請求は発生しません。理由はゲストへのメールに記載されます。'
          : reject
          ? 'カードの与信（お支払い枠の確保）は解除され、ゲストへの請求は発生しません。理由はゲストへのメールに記載されます。'
          : `ホストの都合によるキャンセルのため、キャンセルポリシーにかかわらずゲストには全額（${formatYen(booking.totalAmountJpy)}）を返金します。この予約の売上は発生しません。理由はゲストへのメールに記載されます。`}
      </p>
    </ReasonDialog>
  );
}

function NoShowDialog({ booking, open, onOpenChange }: { booking: ActionTarget; open: boolean; onOpenChange: (open: boolean) => void }) {
  const change = useHostBookingChange();
  const confirm = () =>
    change.mutate(
      { kind: 'no_show', id: booking.id },
      {
        onSuccess: () => {
          showSuccess(OUTCOME.no_show.done, OUTCOME.no_show.detail);
          onOpenChange(false);
        },
        onError: (error) => showApiError(OUTCOME.no_show.failed, error, 'しばらくしてからもう一度お試しください。'),
      },
    );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>無断キャンセルにしますか？</DialogTitle>
          <DialogDescription>
            {booking.guestName} 様の「{booking.propertyTitle}」のご予約
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm">
          チェックイン日を過ぎてもゲストが到着しなかった予約として記録します。ゲストにはキャンセルポリシーに沿ってチェックイン当日のキャンセルと同じ料金を請求し、残りを返金します。この操作は取り消せません。
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={change.isPending}>
              戻る
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={change.isPending}>
            <UserX aria-hidden="true" />
            {change.isPending ? '処理しています…' : '無断キャンセルにする'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The buttons of a booking: 詳細 and メッセージ (on the list), then only the actions the server allows
 * now (`allowedActions`); 却下 and キャンセル ask for a reason, 無断キャンセル for a confirmation.
 */
export function BookingActions({ booking, showLinks = true }: { booking: ActionTarget; showLinks?: boolean }) {
  const change = useHostBookingChange();
  const [dialog, setDialog] = useState<'reject' | 'cancel' | 'no_show' | null>(null);
  const allowed = new Set(booking.allowedActions);
  const busy = change.isPending;
  const label = `${booking.guestName} 様の予約`;

  const run = (kind: 'approve' | 'check_in') =>
    change.mutate({ kind, id: booking.id } as HostBookingChange, {
      onSuccess: () => showSuccess(OUTCOME[kind].done, kind === 'approve' && booking.payAfterApproval ? APPROVED_TO_PAY_DETAIL : OUTCOME[kind].detail),
      onError: (error) => showApiError(OUTCOME[kind].failed, error, 'しばらくしてからもう一度お試しください。'),
    });
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };

  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={`${label}の操作`}>
      {showLinks && (
        <>
          <Button asChild variant="outline" size="sm">
            <Link to={`/host/bookings/${booking.id}`} aria-label={`${label}の詳細`}>
              <Eye aria-hidden="true" />
              詳細
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={`/host/bookings/${booking.id}#messages`} aria-label={`${booking.guestName} 様へのメッセージ`}>
              <MessageSquare aria-hidden="true" />
              メッセージ
            </Link>
          </Button>
        </>
      )}
      {allowed.has('approve') && (
        <Button size="sm" onClick={() => run('approve')} disabled={busy}>
          <Check aria-hidden="true" />
          {busy && change.variables?.kind === 'approve' ? '承認しています…' : '承認'}
        </Button>
      )}
      {allowed.has('reject') && (
        <Button size="sm" variant="outline" onClick={() => setDialog('reject')} disabled={busy}>
          <X aria-hidden="true" />
          却下
        </Button>
      )}
      {allowed.has('check_in') && (
        <Button size="sm" onClick={() => run('check_in')} disabled={busy}>
          <DoorOpen aria-hidden="true" />
          {busy && change.variables?.kind === 'check_in' ? '記録しています…' : 'チェックイン'}
        </Button>
      )}
      {allowed.has('cancel') && (
        <Button size="sm" variant="outline" onClick={() => setDialog('cancel')} disabled={busy}>
          <Ban aria-hidden="true" />
          キャンセル
        </Button>
      )}
      {allowed.has('no_show') && (
        <Button size="sm" variant="outline" onClick={() => setDialog('no_show')} disabled={busy}>
          <UserX aria-hidden="true" />
          無断キャンセル
        </Button>
      )}
      {dialog === 'reject' || dialog === 'cancel' ? <HostReasonDialog key={dialog} booking={booking} kind={dialog} onOpenChange={close} /> : null}
      {dialog === 'no_show' ? <NoShowDialog booking={booking} open onOpenChange={close} /> : null}
    </div>
  );
}
