import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CircleCheck, Clock, Lock, SearchX } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import type { LocalSession } from '@/contract/bookings';
import { QueryState } from '@/web/components/query-state';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatRemaining, useCountdown } from '@/web/lib/use-countdown';
import { formatYen } from '@/web/lib/format';
import { usePageTitle } from '@/web/lib/use-page-title';
import type { PaymentMethod } from '@/contract/enums';
import { msg } from '@/web/lib/i18n/translate';
import { PAYMENT_METHOD_LABELS } from '@/domain/pay-later';
import { ApiError } from '@/web/lib/api-error';
import { showError, showSuccess } from '@/web/lib/toasts';
import { chooseLocalVoucher, localSessionQuery, simulateLocalVoucherPaid } from './api';
import { CardForm } from './components/card-form';
import { MethodChoice } from './components/method-choice';
import { PayLaterForm } from './components/pay-later-form';
import { VoucherView } from './components/voucher-view';
import { useCardPayment, useFollowRedirect } from './use-card-payment';
import { InLanguage, useLanguage, useT } from '@/web/lib/i18n/use-t';
import { MixedData } from '@/web/components/japanese-data';
import { richText, slot } from '@/web/lib/i18n/rich-text';

const MERCHANT = msg('古民家ステイ');

/** An unknown or malformed session id. */
const SESSION_NOT_FOUND = [404, 400];

/**
 * /checkout/local/{sessionId}: the local provider's hosted card page, outside the site's layout like a
 * payment provider's own page. Shows the session (GET /api/payments/local/{id}), the choice of カード,
 * コンビニ払い and 銀行振込 (docs/product/payments.md), and takes the card or shows the voucher. Its one
 * address has no language: the page is in the session's, that of the page that opened it (as Stripe's
 * page follows its `locale`).
 */
export function LocalCardPage() {
  const { sessionId = '' } = useParams();
  const session = useQuery(localSessionQuery(sessionId));
  return (
    <InLanguage value={session.data?.language ?? 'ja'}>
      <LocalCardScreen session={session} />
    </InLanguage>
  );
}

function LocalCardScreen({ session }: { session: ReturnType<typeof useQuery<LocalSession>> }) {
  const t = useT();
  const language = useLanguage();
  usePageTitle(t('{merchant} - お支払い', { merchant: t(MERCHANT) }));
  // The document's language too (its title, what a screen reader and a translator read it as); only the
  // browser renders this page.
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return (
    <div lang={language} className="flex min-h-dvh flex-col bg-[#f4efe6]">
      <main id="main" className="mx-auto flex w-full max-w-5xl flex-1 flex-col px-4 py-6 sm:px-6 md:py-14">
        <QueryState
          query={session}
          loading={<SessionSkeleton />}
          errorTitle={t('お支払い情報の読み込みに失敗しました')}
          notFound={
            <Notice icon={<SearchX className="size-10 text-muted-foreground" />} title={t('お支払いページが見つかりません')}>
              {t('URLをご確認ください。お手続きは予約サイトからやり直せます。')}
            </Notice>
          }
          notFoundStatuses={SESSION_NOT_FOUND}
        >
          {(data) => <SessionView key={data.sessionId} session={data} onChanged={() => void session.refetch()} />}
        </QueryState>
      </main>
      <footer className="flex items-center justify-center gap-1.5 py-6 text-xs text-muted-foreground">
        <Lock className="size-3.5" aria-hidden="true" />
        {t('{merchant} テスト決済（実際の請求は行われません）', { merchant: t(MERCHANT) })}
      </footer>
    </div>
  );
}

function SessionView({ session, onChanged }: { session: LocalSession; onChanged: () => void }) {
  const left = useCountdown(session.expiresAt);
  const [closed, setClosed] = useState<string | null>(null);
  const onClosed = useCallback(
    (message: string) => {
      setClosed(message);
      onChanged();
    },
    [onChanged],
  );
  const pay = useCardPayment(onClosed);
  const follow = useFollowRedirect();
  const [method, setMethod] = useState<PaymentMethod>('card');
  const expired = session.status === 'expired' || (session.status === 'open' && left === 0);
  const voucher = session.voucher;
  const t = useT();
  const language = useLanguage();

  const issueVoucher = async (chosen: 'konbini' | 'bank_transfer') => {
    try {
      await chooseLocalVoucher(session.sessionId, chosen, language);
      showSuccess(t('お支払い情報を発行しました'), t('期限までにお支払いください。'));
      onChanged();
    } catch (error) {
      const refused = error instanceof ApiError ? error : null;
      if (refused?.status === 409) onClosed(refused.serverMessage ?? t('このお支払い方法は選べません。'));
      else showError(t('エラー'), refused?.serverMessage ?? t('お支払い情報を発行できませんでした。もう一度お試しください。'));
    }
  };
  const simulatePaid = async () => {
    try {
      const result = await simulateLocalVoucherPaid(session.sessionId, language);
      showSuccess(t('入金確認'), t('お支払いを確認しました。ご予約が確定しました。'));
      follow(result.redirectUrl);
    } catch (error) {
      showError(t('エラー'), (error instanceof ApiError ? error.serverMessage : null) ?? t('支払い済みにできませんでした。'));
      onChanged();
    }
  };

  let panel: ReactNode;
  if (voucher) {
    panel = <VoucherView voucher={voucher} amountJpy={session.amountJpy} canSimulate={session.canSimulatePayment} onSimulate={simulatePaid} />;
  } else if (session.status === 'complete') {
    panel = (
      <Notice icon={<CircleCheck className="size-10 text-success" />} title={t('このお支払いはすでに完了しています')}>
        {t('ご予約の内容は予約管理からご確認いただけます。')}
      </Notice>
    );
  } else if (expired) {
    panel = (
      <Notice icon={<Clock className="size-10 text-destructive" />} title={t('お支払いの有効期限が切れました')}>
        {t('日程の確保は解除されました。料金は請求されていません。空いていれば、もう一度ご予約いただけます。')}
      </Notice>
    );
  } else if (closed) {
    panel = (
      <Notice icon={<Clock className="size-10 text-destructive" />} title={t('このお支払いは受け付けられません')}>
        {closed}
      </Notice>
    );
  } else {
    panel = (
      <div className="grid gap-5">
        {session.customerEmail && (
          <div className="grid gap-1">
            <p className="text-sm font-bold">{t('メールアドレス')}</p>
            <p className="rounded-lg border border-border bg-secondary/40 px-3 py-2.5 text-sm break-all">{session.customerEmail}</p>
          </div>
        )}
        <MethodChoice payLater={session.payLater} value={method} onChange={setMethod} />
        {method === 'card' || !session.payLater.offered ? (
          <CardForm amountJpy={session.amountJpy} onSubmit={(card) => pay(session.sessionId, card)} />
        ) : (
          <PayLaterForm key={method} method={method} amountJpy={session.amountJpy} deadline={session.payLater.deadline} onIssue={() => issueVoucher(method)} />
        )}
      </div>
    );
  }

  return (
    <div className="grid flex-1 items-start gap-8 md:grid-cols-2 md:gap-14">
      <section aria-label={t('ご注文の内容')} className="grid gap-5 md:pt-6">
        <a href={session.cancelUrl} className="flex w-fit items-center gap-1.5 text-sm font-bold text-primary underline-offset-4 hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('キャンセルして戻る')}
        </a>
        <div className="flex items-center gap-3">
          <span className="flex size-9 items-center justify-center rounded-lg bg-primary text-sm font-bold text-primary-foreground" aria-hidden="true">
            {t('古')}
          </span>
          <p className="font-bold">{t(MERCHANT)}</p>
          <span className="rounded-full bg-warning-muted px-2 py-0.5 text-xs font-bold text-warning">{t('テストモード')}</span>
        </div>
        <div className="grid gap-1">
          <p className="text-sm text-muted-foreground">{t('お支払い金額')}</p>
          <p className="text-4xl font-bold tabular-nums">{formatYen(session.amountJpy)}</p>
          <p className="text-xs text-muted-foreground">{t('税込')}</p>
        </div>
        <p className="text-sm leading-relaxed break-words">
          <MixedData text={session.description} />
        </p>
        {session.status === 'open' && !voucher && left !== null && left > 0 && (
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <Clock className="size-4" aria-hidden="true" />
            <span>
              {richText(t('このページの有効期限まで残り {time}', { time: slot(0) }), [
                <span key="time" role="timer" className="font-bold tabular-nums">
                  {formatRemaining(left)}
                </span>,
              ])}
            </span>
          </p>
        )}
      </section>
      <section aria-label={t('お支払い方法')} className="rounded-2xl border border-border bg-card p-5 shadow-lg sm:p-7">
        <h1 className="mb-5 text-lg font-bold">{voucher ? t('{method}のお支払い情報', { method: t(PAYMENT_METHOD_LABELS[voucher.method]) }) : t('お支払い方法')}</h1>
        {panel}
      </section>
    </div>
  );
}

function Notice({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-8 text-center">
      <span aria-hidden="true">{icon}</span>
      <p className="text-lg font-bold">{title}</p>
      <p className="text-sm text-muted-foreground">{children}</p>
    </div>
  );
}

function SessionSkeleton() {
  const t = useT();
  return (
    <div className="grid flex-1 items-start gap-8 md:grid-cols-2 md:gap-14" role="status" aria-label={t('読み込み中')}>
      <div className="grid gap-5 md:pt-6">
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-9 w-40" />
        <Skeleton className="h-12 w-48" />
        <Skeleton className="h-10 w-full" />
      </div>
      <Skeleton className="h-[30rem] w-full rounded-2xl" />
    </div>
  );
}
