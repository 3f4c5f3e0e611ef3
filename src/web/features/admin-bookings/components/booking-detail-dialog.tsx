import { useQuery } from '@tanstack/react-query';
import { Ban } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { AdminBookingDetail } from '@/contract/admin-bookings';
import { QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Skeleton } from '@/web/components/ui/skeleton';
import { bookingNumber } from '@/web/lib/booking-status';
import { formatDateTime, formatDateWithWeekday, formatMonthDayWeekday, formatYen } from '@/web/lib/format';
import { PriceTotals, stayRows } from '@/web/components/booking/price-totals';
import { adminPassportImageQuery, bookingDetailQuery, bookingRegistryQuery } from '../api';
import { RegistryGuestList } from '@/web/components/registry-guest-list';
import { BookingStatusBadge, CANCEL_POLICY_LABELS, PAYMENT_STATUS_LABELS, REFUND_STATUS_LABELS } from '../labels';
import { CancelBookingDialog } from './cancel-booking-dialog';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words">{children || '-'}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="grid gap-2">
      <h3 className="font-bold">{title}</h3>
      {children}
    </section>
  );
}

const CANCELLED_BY: Record<string, string> = { guest: 'ゲスト', host: 'ホスト', admin: '管理者', system: 'システム（期限切れなど）' };
const SENDER: Record<string, string> = { guest: 'ゲスト', host: 'ホスト', staff: '運営' };

/** The booking's 宿泊者名簿; a passport photo only on request, each read audited. */
function AdminRegistry({ bookingId }: { bookingId: string }) {
  const registry = useQuery(bookingRegistryQuery(bookingId));
  return (
    <QueryState query={registry} loading={<Skeleton className="h-16 w-full" />} errorTitle="宿泊者名簿を読み込めませんでした">
      {(data) => <RegistryGuestList registry={data} passportQuery={adminPassportImageQuery} />}
    </QueryState>
  );
}

function DetailBody({ b }: { b: AdminBookingDetail }) {
  return (
    <div className="grid gap-5 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-base font-bold">{bookingNumber(b.id)}</span>
        <BookingStatusBadge booking={b} />
        <span className="text-xs text-muted-foreground">予約日 {formatDateTime(b.createdAt)}</span>
      </div>

      <Section title="宿泊">
        <dl className="grid gap-2">
          <Row label="物件">{b.propertyTitle}</Row>
          <Row label="ホスト">{`${b.hostName}（${b.hostEmail}）`}</Row>
          <Row label="日程">{`${formatDateWithWeekday(b.checkInDate)}〜${formatDateWithWeekday(b.checkOutDate)}（${b.nights}泊）`}</Row>
          <Row label="人数">{`大人${b.guestsAdults}名・子ども${b.guestsChildren}名${b.guestsInfants ? `・乳幼児${b.guestsInfants}名` : ''}`}</Row>
          <Row label="キャンセル規定">{CANCEL_POLICY_LABELS[b.cancelPolicy]}</Row>
          {b.checkedInAt && <Row label="チェックイン">{formatDateTime(b.checkedInAt)}</Row>}
          {b.specialRequests && <Row label="ご要望">{<span className="whitespace-pre-wrap">{b.specialRequests}</span>}</Row>}
          {b.cancelAt && <Row label="キャンセル">{`${formatDateTime(b.cancelAt)}（${CANCELLED_BY[b.cancelledBy ?? ''] ?? '-'}）${b.cancelReason ? `：${b.cancelReason}` : ''}`}</Row>}
        </dl>
      </Section>

      <Section title="ゲスト">
        <ul className="grid gap-1">
          {b.guests.length === 0 && <li>{`${b.guestName}・${b.guestEmail}・${b.guestPhone}`}</li>}
          {b.guests.map((g, i) => (
            <li key={i} className="break-words">
              {g.fullName}
              {g.isPrimary && <span className="ml-1 text-xs text-muted-foreground">（代表者）</span>}
              {(g.email || g.phone) && <span className="block text-xs text-muted-foreground">{[g.email, g.phone].filter(Boolean).join('・')}</span>}
            </li>
          ))}
        </ul>
      </Section>

      <Section title="料金の内訳">
        <dl className="grid gap-1">
          {b.pricing.dailyPrices.map((d) => (
            <Row key={d.date} label={formatMonthDayWeekday(d.date)}>
              {formatYen(d.price)}
            </Row>
          ))}
        </dl>
        <PriceTotals rows={stayRows({ ...b.pricing, nights: b.pricing.dailyPrices.length })} total={b.totalAmountJpy} />
        {b.cancelFeeJpy > 0 && (
          <dl className="grid gap-1">
            <Row label="キャンセル料">{formatYen(b.cancelFeeJpy)}</Row>
          </dl>
        )}
      </Section>

      <Section title="決済と返金">
        {b.payment ? (
          <dl className="grid gap-1">
            <Row label="状態">{`${PAYMENT_STATUS_LABELS[b.payment.status] ?? b.payment.status}・${formatYen(b.payment.amountJpy)}`}</Row>
            <Row label="決済ID">{b.payment.stripePaymentIntentId && <span className="font-mono text-xs break-all">{b.payment.stripePaymentIntentId}</span>}</Row>
            {b.payment.providerChargeId && <Row label="請求ID">{<span className="font-mono text-xs break-all">{b.payment.providerChargeId}</span>}</Row>}
            {b.payment.capturedAt && <Row label="支払確定">{formatDateTime(b.payment.capturedAt)}</Row>}
            {b.payment.failureReason && <Row label="失敗の理由">{b.payment.failureReason}</Row>}
          </dl>
        ) : (
          <p className="text-muted-foreground">決済の記録はありません。</p>
        )}
        {b.refunds.map((r) => (
          <dl key={r.id} className="grid gap-1 rounded-lg bg-muted/50 p-2">
            <Row label="返金">{`${formatYen(r.amountJpy)}・${REFUND_STATUS_LABELS[r.status] ?? r.status}`}</Row>
            {r.reason && <Row label="内容">{r.reason}</Row>}
            {r.providerRefundId && <Row label="返金ID">{<span className="font-mono text-xs break-all">{r.providerRefundId}</span>}</Row>}
            {r.failureReason && <Row label="失敗の理由">{r.failureReason}</Row>}
            <Row label="日時">{formatDateTime(r.refundedAt ?? r.createdAt)}</Row>
          </dl>
        ))}
      </Section>

      {(b.status === 'confirmed' || b.status === 'completed') && (
        <Section title="宿泊者名簿">
          <AdminRegistry bookingId={b.id} />
        </Section>
      )}

      <Section title={`メッセージ（${b.messages.length}件）`}>
        {b.messages.length === 0 ? (
          <p className="text-muted-foreground">メッセージはありません。</p>
        ) : (
          <ol className="grid max-h-64 gap-2 overflow-y-auto">
            {b.messages.map((m) => (
              <li key={m.id} className="rounded-lg border border-border p-2">
                <p className="text-xs text-muted-foreground">
                  {SENDER[m.from]}：{m.fromName}・{formatDateTime(m.createdAt)}
                  {!m.isRead && '・未読'}
                </p>
                <p className="whitespace-pre-wrap break-words">{m.content}</p>
              </li>
            ))}
          </ol>
        )}
      </Section>

      <Section title="経過">
        <ol className="grid gap-1.5 border-l border-border pl-3">
          {b.history.map((h, i) => (
            <li key={i}>
              <span className="text-xs text-muted-foreground">{formatDateTime(h.at)}</span>
              <p>
                {h.label}
                {h.detail && <span className="block text-xs break-words text-muted-foreground">{h.detail}</span>}
              </p>
            </li>
          ))}
        </ol>
      </Section>
    </div>
  );
}

/** A booking's whole record, read-only, with the admin's cancellation when it applies. */
export function BookingDetailDialog({ bookingId, open, onOpenChange }: { bookingId: string | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const query = useQuery({ ...bookingDetailQuery(bookingId ?? ''), enabled: bookingId !== null && open });
  const [cancelling, setCancelling] = useState(false);
  return (
    <Dialog open={open && bookingId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader className="text-left">
          <DialogTitle>予約の詳細</DialogTitle>
          <DialogDescription>ゲスト・料金・決済と返金・メッセージ・経過を確認できます。</DialogDescription>
        </DialogHeader>
        <QueryState
          query={query}
          errorTitle="予約の情報を読み込めませんでした"
          loading={
            <div className="grid gap-3">
              <Skeleton className="h-6 w-1/2" />
              <Skeleton className="h-32 w-full" />
              <Skeleton className="h-24 w-full" />
            </div>
          }
          notFound={<p className="text-sm">予約が見つかりません。</p>}
        >
          {(b) => (
            <div className="grid gap-5">
              <DetailBody b={b} />
              <div className="flex flex-col gap-2 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-end">
                {!b.cancellation.allowed && b.cancellation.reason && <p className="text-xs text-muted-foreground sm:mr-auto">{b.cancellation.reason}</p>}
                <Button variant="outline" className="text-destructive" disabled={!b.cancellation.allowed} onClick={() => setCancelling(true)}>
                  <Ban aria-hidden="true" />
                  予約をキャンセル
                </Button>
              </div>
              <CancelBookingDialog booking={b} open={cancelling} onOpenChange={setCancelling} />
            </div>
          )}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}
