import { CircleCheck, Clock, FlaskConical, LoaderCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { LocalSession } from '@/contract/bookings';
import { formatPaymentNumber, KONBINI_STORES, PAYMENT_METHOD_LABELS, payByText } from '@/domain/pay-later';
import { Button } from '@/web/components/ui/button';
import { JapaneseData } from '@/web/components/japanese-data';
import { formatYen } from '@/web/lib/format';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';

type Voucher = NonNullable<LocalSession['voucher']>;

/**
 * The voucher of a コンビニ払い or 銀行振込 (払込票): the payment number or the account to transfer to,
 * the amount and the deadline; in the test mode, the button that marks it paid.
 */
export function VoucherView({ voucher, amountJpy, canSimulate, onSimulate }: { voucher: Voucher; amountJpy: number; canSimulate: boolean; onSimulate: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const konbini = voucher.method === 'konbini';
  const t = useT();
  const language = useLanguage();
  if (voucher.state === 'expired') {
    return (
      <State icon={<Clock className="size-10 text-destructive" />} title={t('お支払い期限が過ぎました')}>
        {t('入金が確認できなかったため、予約は取り消されました。このお支払い番号はご利用いただけません。')}
      </State>
    );
  }
  return (
    <div className="grid gap-5">
      {voucher.state === 'paid' && (
        <State icon={<CircleCheck className="size-10 text-success" />} title={t('お支払いを確認しました')}>
          {t('ご予約は確定しています。予約管理からご確認いただけます。')}
        </State>
      )}
      <dl className="grid gap-3 rounded-xl border border-border bg-secondary/30 p-4 text-sm" aria-label={t('{method}のお支払い情報', { method: t(PAYMENT_METHOD_LABELS[voucher.method]) })}>
        <Row label={konbini ? t('お支払い番号') : t('口座番号')}>
          <span className="font-mono text-xl font-bold tracking-wider tabular-nums">{formatPaymentNumber(voucher.paymentNumber)}</span>
        </Row>
        {voucher.bankAccount && (
          <>
            <Row label={t('振込先')}>
              <JapaneseData>
                {voucher.bankAccount.bankName} {voucher.bankAccount.branchName}
              </JapaneseData>
            </Row>
            <Row label={t('口座種別')}>
              <JapaneseData>{voucher.bankAccount.accountType}</JapaneseData>
            </Row>
            <Row label={t('口座名義')}>
              <JapaneseData>{voucher.bankAccount.holderKana}</JapaneseData>
            </Row>
          </>
        )}
        <Row label={t('お支払い金額')}>
          <span className="text-lg font-bold tabular-nums">{formatYen(amountJpy)}</span>
          {t('（税込）')}
        </Row>
        <Row label={t('お支払い期限')}>
          <span className="font-bold">{payByText(new Date(voucher.deadline), language)}</span>
        </Row>
        {konbini && <Row label={t('ご利用いただけるお店')}>{KONBINI_STORES.map((store) => t(store)).join(language === 'en' ? ', ' : '、')}</Row>}
      </dl>
      {voucher.state === 'unpaid' && (
        <p className="text-xs leading-relaxed text-muted-foreground">
          {konbini
            ? t('レジで「インターネットの支払い」とお伝えいただき、お支払い番号をお知らせください。')
            : t('振込名義はご予約者のお名前でお願いします。金額が異なると確認できないことがあります。')}
          {language === 'en' ? ' ' : ''}
          {t('期限までにお支払いがない場合、予約は自動的に取り消されます。このページの内容をお控えください。')}
        </p>
      )}
      {canSimulate && (
        <div className="grid gap-2 rounded-xl border border-dashed border-warning bg-warning-muted/40 p-4">
          <p className="flex items-center gap-1.5 text-xs font-bold text-warning">
            <FlaskConical className="size-4" aria-hidden="true" />
            {t('テストモード専用')}
          </p>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void onSimulate().finally(() => setBusy(false));
            }}
          >
            {busy && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
            {t('支払い済みにする')}
          </Button>
        </div>
      )}
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[8rem_1fr] sm:items-baseline">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

function State({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div role="status" className="flex flex-col items-center gap-2 py-4 text-center">
      <span aria-hidden="true">{icon}</span>
      <p className="text-lg font-bold">{title}</p>
      <p className="text-sm text-muted-foreground">{children}</p>
    </div>
  );
}
