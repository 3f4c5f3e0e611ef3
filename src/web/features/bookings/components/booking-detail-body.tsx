import type { ReactNode } from 'react';
import type { Booking } from '@/contract/bookings';
import { Badge } from '@/web/components/ui/badge';
import { bookingStatusLabel } from '@/domain/booking-state';
import { ADDRESS_AFTER_CONFIRMATION } from '@/web/lib/property-address';
import { CANCEL_POLICY_LOOK } from '@/web/lib/property-labels';
import { formatCount, formatDateTime, formatDateWithWeekday, formatYen } from '@/web/lib/format';
import { cn } from '@/web/lib/utils';
import { addressText } from '@/domain/address-visibility';
import { payByText } from '@/domain/pay-later';
import { bookingNumber, CANCELLED_BY_LABELS, MANAGEMENT_STATUS_LABELS, PAYMENT_STATUS_LABELS, STATUS_BADGE } from '../labels';
import { guestsByCategory } from '../stay-text';
import { BookingPriceDetails } from './booking-price-details';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';
import { JapaneseData } from '@/web/components/japanese-data';
import { bookedHouse } from '@/web/components/booking/booked-house';
import { HousePlace, HouseTitle } from '@/web/components/property/house-text';

type HeadingLevel = 'h2' | 'h3';

/**
 * Everything in a booking, for the detail dialog of /bookings and the booking's own page: number,
 * house, dates with the house's check-in and check-out times, guests, the nightly breakdown and total,
 * payment, requests, the host's contact once confirmed, and the cancellation (its terms, or what it cost).
 * `heading` is the level of the section headings under the surrounding title.
 */
export function BookingDetailBody({ booking, heading = 'h3', className }: { booking: Booking; heading?: HeadingLevel; className?: string }) {
  const t = useT();
  const language = useLanguage();
  return (
    <div className={cn('grid gap-5', className)}>
      <Section title={t('予約情報')} heading={heading}>
        <Facts>
          <Fact label={t('予約番号')}>{bookingNumber(booking.id)}</Fact>
          <Fact label={t('ステータス')}>
            <Badge variant={STATUS_BADGE[booking.status]}>{t(bookingStatusLabel(booking, MANAGEMENT_STATUS_LABELS))}</Badge>
          </Fact>
          <Fact label={t('古民家')}>
            <HouseTitle house={bookedHouse(booking)} />
            <span className="block text-muted-foreground">
              <HousePlace house={bookedHouse(booking)} japanese={booking.propertyLocation} />
            </span>
          </Fact>
          <Fact label={t('住所')}>
            <JapaneseData>{addressText(booking.address)}</JapaneseData>
            {!booking.address.full && <span className="block text-xs text-muted-foreground">{t(ADDRESS_AFTER_CONFIRMATION)}</span>}
          </Fact>
          {booking.address.full && booking.address.accessInfo && (
            <Fact label={t('アクセス')}>
              <span className="whitespace-pre-line">
                <JapaneseData>{booking.address.accessInfo}</JapaneseData>
              </span>
            </Fact>
          )}
          <Fact label={t('予約日時')}>{formatDateTime(booking.createdAt, language)}</Fact>
          {booking.paymentDeadline ? (
            <Fact label={t('お支払い期限')}>{payByText(new Date(booking.paymentDeadline), language)}</Fact>
          ) : (
            booking.holdExpiresAt &&
            (booking.status === 'tentative' || booking.status === 'pending') && (
              <Fact label={booking.status === 'tentative' ? t('お支払い期限') : t('承認期限')}>{formatDateTime(booking.holdExpiresAt, language)}</Fact>
            )
          )}
        </Facts>
      </Section>

      <Section title={t('日程とゲスト')} heading={heading}>
        <Facts>
          <Fact label={t('チェックイン')}>
            {t('{date} {time}以降', { date: formatDateWithWeekday(booking.checkIn, language), time: booking.checkinFrom })}
          </Fact>
          <Fact label={t('チェックアウト')}>
            {t('{date} {time}まで', { date: formatDateWithWeekday(booking.checkOut, language), time: booking.checkoutUntil })}
          </Fact>
          <Fact label={t('宿泊数')}>{formatCount(booking.nights, 'night', language)}</Fact>
          <Fact label={t('ゲスト')}>
            {t('{guests}（{party}）', { guests: formatCount(booking.guestCount, 'guest', language), party: guestsByCategory(booking, language) })}
          </Fact>
          <Fact label={t('代表者')}>
            <span className="block">
              <JapaneseData>{booking.guestName}</JapaneseData>
            </span>
            <span className="block text-muted-foreground">{booking.guestEmail}</span>
            <span className="block text-muted-foreground">{booking.guestPhone}</span>
          </Fact>
          <Fact label={t('ご要望')}>{booking.specialRequests?.trim() ? <JapaneseData>{booking.specialRequests.trim()}</JapaneseData> : t('なし')}</Fact>
        </Facts>
      </Section>

      <Section title={t('料金')} heading={heading}>
        <BookingPriceDetails booking={booking} />
        <Facts className="mt-3">
          <Fact label={t('お支払い状況')}>{t(PAYMENT_STATUS_LABELS[booking.paymentStatus])}</Fact>
          <Fact label={t('お支払い方法')}>{t(booking.paymentMethod)}</Fact>
        </Facts>
      </Section>

      {(booking.hostName || booking.hostEmail || booking.hostPhone) && (
        <Section title={t('ホスト')} heading={heading}>
          <Facts>
            {booking.hostName && (
              <Fact label={t('お名前')}>
                <JapaneseData>{booking.hostName}</JapaneseData>
              </Fact>
            )}
            {booking.hostEmail && (
              <Fact label={t('メール')}>
                <a href={`mailto:${booking.hostEmail}`} className="text-primary underline-offset-4 hover:underline">
                  {booking.hostEmail}
                </a>
              </Fact>
            )}
            {booking.hostPhone && (
              <Fact label={t('電話')}>
                <a href={`tel:${booking.hostPhone}`} className="text-primary underline-offset-4 hover:underline">
                  {booking.hostPhone}
                </a>
              </Fact>
            )}
          </Facts>
        </Section>
      )}

      {/* キャンセル is a status in English (Cancelled): before a cancellation the English heading names the policy. */}
      <Section title={booking.rejected ? t('リクエストの却下') : booking.status !== 'cancelled' && language === 'en' ? t('キャンセルポリシー') : t('キャンセル')} heading={heading}>
        <CancellationFacts booking={booking} />
      </Section>

      {booking.canReview && booking.reviewDeadline && (
        <Section title={t('レビュー')} heading={heading}>
          <p className="text-sm">{t('{date}まで、この宿泊のレビューを投稿できます。', { date: formatDateWithWeekday(booking.reviewDeadline, language) })}</p>
        </Section>
      )}
    </div>
  );
}

/** A cancelled booking: when, by whom, the fee and the refund. Otherwise the policy and what cancelling now would cost. */
function CancellationFacts({ booking }: { booking: Booking }) {
  const t = useT();
  const language = useLanguage();
  const policy = CANCEL_POLICY_LOOK[booking.cancelPolicy];
  if (booking.status === 'cancelled' && booking.rejected) {
    return (
      <Facts>
        {booking.cancelAt && <Fact label={t('却下日時')}>{formatDateTime(booking.cancelAt, language)}</Fact>}
        {booking.cancelReason && <Fact label={t('ホストからのメッセージ')}>{<span className="whitespace-pre-line"><JapaneseData>{booking.cancelReason}</JapaneseData></span>}</Fact>}
        <Fact label={t('お支払い')}>{t('カードの与信は解除しました。お支払いは発生していません。')}</Fact>
      </Facts>
    );
  }
  if (booking.status === 'cancelled') {
    return (
      <Facts>
        {booking.cancelAt && <Fact label={t('キャンセル日時')}>{formatDateTime(booking.cancelAt, language)}</Fact>}
        {booking.cancelledBy && <Fact label={t('キャンセルした方')}>{CANCELLED_BY_LABELS[booking.cancelledBy] ? t(CANCELLED_BY_LABELS[booking.cancelledBy]) : booking.cancelledBy}</Fact>}
        {booking.cancelReason && <Fact label={t('キャンセルの理由')}>{<span className="whitespace-pre-line"><JapaneseData>{booking.cancelReason}</JapaneseData></span>}</Fact>}
        <Fact label={t('キャンセル料')}>{formatYen(booking.cancelFeeJpy)}</Fact>
        <Fact label={t('返金額')}>
          <span className="font-bold">{formatYen(booking.refundAmountJpy)}</span>
        </Fact>
      </Facts>
    );
  }
  const { allowed, feeJpy, refundJpy, reason } = booking.cancellation;
  return (
    <Facts>
      <Fact label={t('ポリシー')}>
        {t('{policy}：{rule}', { policy: t(policy.label), rule: t(policy.text) })}
      </Fact>
      {allowed ? (
        <Fact label={t('今キャンセルした場合')}>
          {t('キャンセル料 {fee}／返金額 {refund}', { fee: formatYen(feeJpy), refund: formatYen(refundJpy) })}
        </Fact>
      ) : (
        reason && <Fact label={language === 'en' ? t('キャンセルについて') : t('キャンセル')}>{t(reason)}</Fact>
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
