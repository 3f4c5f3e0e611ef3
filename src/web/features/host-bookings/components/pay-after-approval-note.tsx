import { Store } from 'lucide-react';
import type { HostBookingListItem } from '@/contract/host-bookings';
import { payByText } from '@/domain/pay-later';

/**
 * A request sent to be paid after approval (docs/product/payments.md, "Paying after approval"): before
 * the answer, that no card was authorised; once approved, the guest's payment deadline.
 */
export function PayAfterApprovalNote({ booking }: { booking: Pick<HostBookingListItem, 'payAfterApproval' | 'status' | 'paymentDeadline'> }) {
  if (!booking.payAfterApproval) return null;
  const text =
    booking.status === 'pending'
      ? '承認後にゲストがコンビニ払い・銀行振込で支払うリクエストです（カードの与信はありません）。'
      : booking.paymentDeadline
        ? `承認済み・ゲストのお支払い待ちです。お支払い期限：${payByText(new Date(booking.paymentDeadline))}（期限までに入金がなければ自動的に取り消され、お知らせします）。`
        : null;
  if (!text) return null;
  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground">
      <Store className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}
