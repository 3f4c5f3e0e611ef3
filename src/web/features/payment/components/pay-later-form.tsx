import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { KONBINI_STORES, payByText } from '@/domain/pay-later';
import { formatYen } from '@/web/lib/format';

/**
 * コンビニ払い or 銀行振込 chosen: what happens next (a payment number, the deadline, the nights held
 * until then, released unpaid), and the button that issues the voucher.
 */
export function PayLaterForm({ method, amountJpy, deadline, onIssue }: { method: 'konbini' | 'bank_transfer'; amountJpy: number; deadline: string; onIssue: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const konbini = method === 'konbini';
  return (
    <div className="grid gap-4">
      <ul className="grid list-disc gap-1.5 pl-5 text-sm leading-relaxed">
        {konbini ? (
          <li>お支払い番号を発行します。{KONBINI_STORES.join('・')}のレジで、番号をお伝えのうえ現金でお支払いください。</li>
        ) : (
          <li>お客様専用の振込先口座をご案内します。銀行・ネットバンキングから金額ちょうどをお振り込みください（振込手数料はお客様のご負担です）。</li>
        )}
        <li>
          お支払い期限は<span className="font-bold">{payByText(new Date(deadline))}</span>です。それまで日程を確保します。
        </li>
        <li>期限までにお支払いがない場合、予約は自動的に取り消されます。</li>
        <li>入金を確認した時点で予約が確定し、メールでお知らせします。</li>
      </ul>
      <Button
        size="lg"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void onIssue().finally(() => setBusy(false));
        }}
      >
        {busy && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
        {konbini ? 'お支払い番号を発行する' : '振込先を表示する'}（{formatYen(amountJpy)}）
      </Button>
    </div>
  );
}
