import type { ReactNode } from 'react';
import type { Booking } from '@/contract/bookings';
import { Badge } from '@/web/components/ui/badge';
import { bookingStatusLabel } from '@/domain/booking-state';
import { ADDRESS_AFTER_CONFIRMATION } from '@/web/lib/property-address';
import { CANCEL_POLICY_LOOK } from '@/web/lib/property-labels';
import { formatDateTime, formatDateWithWeekday, formatYen } from '@/web/lib/format';
import { cn } from '@/web/lib/utils';
import { addressText } from '@/domain/address-visibility';
import { payByText } from '@/domain/pay-later';
import { bookingNumber, CANCELLED_BY_LABELS, MANAGEMENT_STATUS_LABELS, PAYMENT_STATUS_LABELS, STATUS_BADGE } from '../labels';
import { guestsByCategory } from '../stay-text';
import { BookingPriceDetails } from './booking-price-details';

type HeadingLevel = 'h2' | 'h3';

/**
 * Everything in a booking, for the detail dialog of /bookings and the booking's own page: number,
 * house, dates with the house's check-in and check-out times, guests, the nightly breakdown and total,
 * payment, requests, the host's contact once confirmed, and the cancellation (its terms, or what it cost).
 * `heading` is the level of the section headings under the surrounding title.
 */
export function BookingDetailBody({ booking, heading = 'h3', className }: { booking: Booking; heading?: HeadingLevel; className?: string }) {
  return (
    <div className={cn('grid gap-5', className)}>
      <Section title="予約情報" heading={heading}>
        <Facts>
          <Fact label="予約番号">{bookingNumber(booking.id)}</Fact>
          <Fact label="ステータス">
            <Badge variant={STATUS_BADGE[booking.status]}>{bookingStatusLabel(booking, MANAGEMENT_STATUS_LABELS)}</Badge>
          </Fact>
          <Fact label="古民家">
            {booking.propertyTitle}
            <span className="block text-muted-foreground">{booking.propertyLocation}</span>
          </Fact>
          <Fact label="住所">
            {addressText(booking.address)}
            {!booking.address.full && <span className="block text-xs text-muted-foreground">{ADDRESS_AFTER_CONFIRMATION}</span>}
          </Fact>
          {booking.address.full && booking.address.accessInfo && (
            <Fact label="アクセス">
              <span className="whitespace-pre-line">{booking.address.accessInfo}</span>
            </Fact>
          )}
          <Fact label="予約日時">{formatDateTime(booking.createdAt)}</Fact>
          {booking.paymentDeadline ? (
            <Fact label="お支払い期限">{payByText(new Date(booking.paymentDeadline))}</Fact>
          ) : (
            booking.holdExpiresAt &&
            (booking.status === 'tentative' || booking.status === 'pending') && (
              <Fact label={booking.status === 'tentative' ? 'お支払い期限' : '承認期限'}>{formatDateTime(booking.holdExpiresAt)}</Fact>
            )
          )}
        </Facts>
      </Section>

      <Section title="日程とゲスト" heading={heading}>
        <Facts>
          <Fact label="チェックイン">
            {formatDateWithWeekday(booking.checkIn)} {booking.checkinFrom}以降
          </Fact>
          <Fact label="チェックアウト">
            {formatDateWithWeekday(booking.checkOut)} {booking.checkoutUntil}まで
          </Fact>
          <Fact label="宿泊数">{booking.nights}泊</Fact>
          <Fact label="ゲスト">
            {booking.guestCount}名（{guestsByCategory(booking)}）
          </Fact>
          <Fact label="代表者">
            <span className="block">{booking.guestName}</span>
            <span className="block text-muted-foreground">{booking.guestEmail}</span>
            <span className="block text-muted-foreground">{booking.guestPhone}</span>
          </Fact>
          <Fact label="ご要望">{booking.specialRequests?.trim() || 'なし'}</Fact>
        </Facts>
      </Section>

      <Section title="料金" heading={heading}>
        <BookingPriceDetails booking={booking} />
        <Facts className="mt-3">
          <Fact label="お支払い状況">{PAYMENT_STATUS_LABELS[booking.paymentStatus]}</Fact>
          <Fact label="お支払い方法">{booking.paymentMethod}</Fact>
        </Facts>
      </Section>

      {(booking.hostName || booking.hostEmail || booking.hostPhone) && (
        <Section title="ホスト" heading={heading}>
          <Facts>
            {booking.hostName && <Fact label="お名前">{booking.hostName}</Fact>}
            {booking.hostEmail && (
              <Fact label="メール">
                <a href={`mailto:${booking.hostEmail}`} className="text-primary underline-offset-4 hover:underline">
                  {booking.hostEmail}
                </a>
              </Fact>
            )}
            {booking.hostPhone && (
              <Fact label="電話">
                <a href={`tel:${booking.hostPhone}`} className="text-primary underline-offset-4 hover:underline">
                  {booking.hostPhone}
                </a>
              </Fact>
            )}
          </Facts>
        </Section>
      )}

      <Section title={booking.rejected ? 'リクエストの却下' : 'キャンセル'} heading={heading}>
        <CancellationFacts booking={booking} />
      </Section>

      {booking.canReview && booking.reviewDeadline && (
        <Section title="レビュー" heading={heading}>
          <p className="text-sm">{formatDateWithWeekday(booking.reviewDeadline)}まで、この宿泊のレビューを投稿できます。</p>
        </Section>
      )}
    </div>
  );
}

/** A cancelled booking: when, by whom, the fee and the refund. Otherwise the policy and what cancelling now would cost. */
function CancellationFacts({ booking }: { booking: Booking }) {
  const policy = CANCEL_POLICY_LOOK[booking.cancelPolicy];
  if (booking.status === 'cancelled' && booking.rejected) {
    return (
      <Facts>
        {booking.cancelAt && <Fact label="却下日時">{formatDateTime(booking.cancelAt)}</Fact>}
        {booking.cancelReason && <Fact label="ホストからのメッセージ">{<span className="whitespace-pre-line">{booking.cancelReason}</span>}</Fact>}
        <Fact label="お支払い">カードの与信は解除しました。お支払いは発生していません。</Fact>
      </Facts>
    );
  }
  if (booking.status === 'cancelled') {
    return (
      <Facts>
        {booking.cancelAt && <Fact label="キャンセル日時">{formatDateTime(booking.cancelAt)}</Fact>}
        {booking.cancelledBy && <Fact label="キャンセルした方">{CANCELLED_BY_LABELS[booking.cancelledBy] ?? booking.cancelledBy}</Fact>}
        {booking.cancelReason && <Fact label="キャンセルの理由">{<span className="whitespace-pre-line">{booking.cancelReason}</span>}</Fact>}
        <Fact label="キャンセル料">{formatYen(booking.cancelFeeJpy)}</Fact>
        <Fact label="返金額">
          <span className="font-bold">{formatYen(booking.refundAmountJpy)}</span>
        </Fact>
      </Facts>
    );
  }
  const { allowed, feeJpy, refundJpy, reason } = booking.cancellation;
  return (
    <Facts>
      <Fact label="ポリシー">
        {policy.label}：{policy.text}
      </Fact>
      {allowed ? (
        <Fact label="今キャンセルした場合">
          キャンセル料 {formatYen(feeJpy)}／返金額 {formatYen(refundJpy)}
        </Fact>
      ) : (
        reason && <Fact label="キャンセル">{reason}</Fact>
      )}
    </Facts>
  );
}

function Section({ title, heading: Heading, children }: { title: string; heading: HeadingLevel; children: ReactNode }) {
  return (
    <section className="grid gap-2.5">
      <Heading className="border-b border-border pb-1.5 text-base font-bold">{title}</Heading>
      {children}
    </section>
  );
}

function Facts({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={cn('grid grid-cols-[6.5rem_1fr] gap-x-3 gap-y-2 text-sm sm:grid-cols-[8rem_1fr] sm:gap-x-4', className)}>{children}</dl>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}
