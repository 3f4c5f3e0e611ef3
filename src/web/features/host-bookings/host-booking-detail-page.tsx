import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import type { HostBookingDetail } from '@/contract/host-bookings';
import { japanDate } from '@/domain/japan-date';
import { bookingNumber } from '@/domain/display-format';
import { BookingConversation } from '@/web/components/conversation/booking-conversation';
import { ListEmpty } from '@/web/components/data-table/list-empty';
import { PAGE_ERROR_CLASS, QueryState } from '@/web/components/query-state';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatDateTime, formatDateWithWeekday, formatYen } from '@/web/lib/format';
import { PriceTotals, stayRows } from '@/web/components/booking/price-totals';
import { usePageTitle } from '@/web/lib/use-page-title';
import { hostBookingDetailQuery } from './api';
import { BookingActions } from './components/booking-actions';
import { guestsText } from './components/host-booking-card';
import { RequestCountdown } from './components/request-countdown';
import { PayAfterApprovalNote } from './components/pay-after-approval-note';
import { GuestRegistrySection } from './components/guest-registry-section';
import { bookingStatusLabel } from '@/domain/booking-state';
import { CANCELLED_BY_LABEL, PAYMENT_LABEL, REFUND_STATUS_LABEL, STATUS_LABEL, STATUS_VARIANT } from './labels';

const CANCEL_POLICY_LABEL = { flexible: '柔軟', moderate: '普通', strict: '厳格' } as const;
const GUEST_CATEGORY_LABEL = { adult: '大人', child: '子ども', infant: '乳幼児' } as const;

function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id ?? title}-heading`} id={id} className="grid scroll-mt-24 gap-3 rounded-xl border border-border bg-card p-4 sm:p-5">
      <h2 id={`${id ?? title}-heading`} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-2 text-sm sm:grid-cols-[9rem_minmax(0,1fr)]">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

function Detail({ b }: { b: HostBookingDetail }) {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '#messages') document.getElementById('messages')?.scrollIntoView({ block: 'start' });
  }, [hash]);
  // When チェックイン will be offered (a confirmed stay before its check-in day).
  const refusalNote =
    b.status === 'confirmed' && !b.checkedInAt && b.actionRefusals.check_in && japanDate() < b.checkIn
      ? `チェックイン日（${formatDateWithWeekday(b.checkIn)}）から、ゲストの到着を「チェックイン」で記録できます。`
      : null;

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="grid gap-4">
        <Section title="操作">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={STATUS_VARIANT[b.status]}>{bookingStatusLabel(b, STATUS_LABEL)}</Badge>
            {b.checkedInAt && <Badge variant="secondary">チェックイン済み（{formatDateTime(b.checkedInAt)}）</Badge>}
            {b.status === 'pending' && <RequestCountdown deadline={b.holdExpiresAt} />}
          </div>
          {b.status === 'pending' && b.holdExpiresAt && <p className="text-sm text-muted-foreground">{formatDateTime(b.holdExpiresAt)} までに承認または却下してください。期限を過ぎると自動的に取り消されます。</p>}
          <PayAfterApprovalNote booking={b} />
          {b.status === 'pending' && b.payAfterApproval && b.actionRefusals.approve && (
            <p role="note" className="rounded-lg bg-warning-muted px-3 py-2 text-sm text-warning">
              {b.actionRefusals.approve}
            </p>
          )}
          {b.allowedActions.length > 0 ? (
            <BookingActions booking={b} showLinks={false} />
          ) : (
            <p className="text-sm text-muted-foreground">この予約に対して、いま行える操作はありません。</p>
          )}
          {refusalNote && <p className="text-sm text-muted-foreground">{refusalNote}</p>}
        </Section>

        <Section title="ゲスト">
          <ul className="grid gap-3">
            {b.guests.length === 0 && <li className="text-sm">{b.guestName} 様</li>}
            {b.guests.map((g, i) => (
              <li key={i} className="grid gap-1 text-sm">
                <p className="font-bold">
                  {g.fullName} 様{g.fullNameKana ? `（${g.fullNameKana}）` : ''}
                  {g.isPrimary && <span className="ml-2 text-xs font-normal text-muted-foreground">代表者</span>}
                  {!g.isPrimary && <span className="ml-2 text-xs font-normal text-muted-foreground">{GUEST_CATEGORY_LABEL[g.category]}</span>}
                </p>
                {(g.email || g.phone) && (
                  <p className="text-muted-foreground">
                    {g.email}
                    {g.email && g.phone ? ' ・ ' : ''}
                    {g.phone}
                  </p>
                )}
              </li>
            ))}
          </ul>
          <dl className="grid gap-2">
            <Row label="人数">
              大人{b.guestsAdults}名{b.guestsChildren > 0 ? `・子ども${b.guestsChildren}名` : ''}
              {b.guestsInfants > 0 ? `・乳幼児${b.guestsInfants}名` : ''}
            </Row>
            <Row label="ご要望">{b.specialRequests ? <span className="whitespace-pre-wrap">{b.specialRequests}</span> : 'なし'}</Row>
          </dl>
        </Section>

        {(b.status === 'confirmed' || b.status === 'completed') && (
          <Section title="宿泊者名簿" id="registry">
            <GuestRegistrySection bookingId={b.id} />
          </Section>
        )}

        <Section title="メッセージ" id="messages">
          <BookingConversation bookingId={b.id} viewer="host" />
        </Section>
      </div>

      <div className="grid gap-4">
        <Section title="宿泊">
          <dl className="grid gap-2">
            <Row label="物件">{b.propertyTitle}</Row>
            <Row label="チェックイン">
              {formatDateWithWeekday(b.checkIn)} {b.checkinFrom}〜
            </Row>
            <Row label="チェックアウト">
              {formatDateWithWeekday(b.checkOut)} 〜{b.checkoutUntil}
            </Row>
            <Row label="泊数・人数">
              {b.nights}泊・{guestsText(b)}
            </Row>
            <Row label="キャンセルポリシー">{CANCEL_POLICY_LABEL[b.cancelPolicy]}</Row>
            <Row label="予約日時">{formatDateTime(b.createdAt)}</Row>
          </dl>
        </Section>

        <Section title="料金の内訳">
          <dl className="grid gap-1.5 text-sm">
            {b.pricing.dailyPrices.map((d) => (
              <div key={d.date} className="flex justify-between gap-2">
                <dt className="text-muted-foreground">{formatDateWithWeekday(d.date)}</dt>
                <dd className="tabular-nums">{formatYen(d.price)}</dd>
              </div>
            ))}
            {b.pricing.dailyPrices.length === 0 && (
              <div className="flex justify-between gap-2">
                <dt className="text-muted-foreground">宿泊料金（{b.nights}泊）</dt>
                <dd className="tabular-nums">{formatYen(b.pricing.nightsTotal)}</dd>
              </div>
            )}
          </dl>
          <PriceTotals rows={stayRows({ ...b.pricing, nights: b.nights })} total={b.pricing.totalPrice} />
        </Section>

        <Section title="お支払いと返金">
          <dl className="grid gap-2">
            <Row label="お支払い">{b.payment ? `${PAYMENT_LABEL[b.payment.status]}（${formatYen(b.payment.amountJpy)}）` : '記録なし'}</Row>
            {b.payment?.authorizedAt && <Row label="与信確保">{formatDateTime(b.payment.authorizedAt)}</Row>}
            {b.payment?.capturedAt && <Row label="決済確定">{formatDateTime(b.payment.capturedAt)}</Row>}
            {b.refunds.map((r, i) => (
              <Row key={i} label={`返金${b.refunds.length > 1 ? i + 1 : ''}`}>
                {formatYen(r.amountJpy)}（{REFUND_STATUS_LABEL[r.status]}）{r.reason ? <span className="block text-xs text-muted-foreground">{r.reason}</span> : null}
              </Row>
            ))}
            {(b.status === 'cancelled' || b.status === 'no_show') && <Row label="キャンセル料">{formatYen(b.cancelFeeJpy)}</Row>}
          </dl>
        </Section>

        {(b.status === 'cancelled' || b.cancelReason) && (
          <Section title="キャンセル">
            <dl className="grid gap-2">
              {b.cancelledBy && <Row label="キャンセルした人">{CANCELLED_BY_LABEL[b.cancelledBy] ?? b.cancelledBy}</Row>}
              {b.cancelAt && <Row label="日時">{formatDateTime(b.cancelAt)}</Row>}
              <Row label="理由">{b.cancelReason ? <span className="whitespace-pre-wrap">{b.cancelReason}</span> : '-'}</Row>
            </dl>
          </Section>
        )}
      </div>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" aria-label="予約を読み込み中" className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Skeleton className="h-96 w-full rounded-xl" />
      <Skeleton className="h-96 w-full rounded-xl" />
    </div>
  );
}

/** /host/bookings/{id}: one booking for its host — guests, stay, price breakdown, payment and refunds, the conversation and the actions allowed now. */
export function HostBookingDetailPage() {
  const { id = '' } = useParams();
  const booking = useQuery(hostBookingDetailQuery(id));
  usePageTitle(booking.data ? `${booking.data.guestName} 様の予約 | 古民家ステイ ホスト管理` : '予約の詳細 | 古民家ステイ ホスト管理');

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div className="grid gap-2">
        <Button asChild variant="ghost" size="sm" className="w-fit">
          <Link to="/host/bookings">
            <ArrowLeft aria-hidden="true" />
            予約管理に戻る
          </Link>
        </Button>
        <h1 className="text-2xl font-bold break-words sm:text-3xl">{booking.data ? `${booking.data.guestName} 様の予約` : '予約の詳細'}</h1>
        {booking.data && <p className="text-sm text-muted-foreground">予約番号 {bookingNumber(booking.data.id)}</p>}
      </div>
      <QueryState
        query={booking}
        loading={<DetailSkeleton />}
        errorTitle="予約の読み込みに失敗しました"
        errorClassName={PAGE_ERROR_CLASS}
        notFound={
          <ListEmpty
            title="予約が見つかりません"
            description="削除されたか、別のホストの予約です。"
            action={
              <Button asChild variant="outline">
                <Link to="/host/bookings">予約管理に戻る</Link>
              </Button>
            }
          />
        }
        notFoundStatuses={[404, 400]}
      >
        {(data) => <Detail b={data} />}
      </QueryState>
    </div>
  );
}
