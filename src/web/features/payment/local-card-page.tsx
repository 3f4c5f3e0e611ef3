import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CircleCheck, Clock, Lock, SearchX } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import type { LocalSession } from '@/contract/bookings';
import { QueryState } from '@/web/components/query-state';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatRemaining, useCountdown } from '@/web/lib/use-countdown';
import { formatYen } from '@/web/lib/format';
import { usePageTitle } from '@/web/lib/use-page-title';
import { localSessionQuery } from './api';
import { CardForm } from './components/card-form';
import { useCardPayment } from './use-card-payment';

const MERCHANT = '古民家ステイ';

/** An unknown or malformed session id. */
const SESSION_NOT_FOUND = [404, 400];

/**
 * /checkout/local/{sessionId}: the local provider's hosted card page, outside the site's layout like a
 * payment provider's own page. Shows the session (GET /api/payments/local/{id}) and takes the card.
 */
export function LocalCardPage() {
  const { sessionId = '' } = useParams();
  usePageTitle(`${MERCHANT} - お支払い`);
  const session = useQuery(localSessionQuery(sessionId));

  return (
    <div className="flex min-h-dvh flex-col bg-[#f4efe6]">
      <main id="main" className="mx-auto flex w-full max-w-5xl flex-1 flex-col px-4 py-6 sm:px-6 md:py-14">
        <QueryState
          query={session}
          loading={<SessionSkeleton />}
          errorTitle="お支払い情報の読み込みに失敗しました"
          notFound={
            <Notice icon={<SearchX className="size-10 text-muted-foreground" />} title="お支払いページが見つかりません">
              URLをご確認ください。お手続きは予約サイトからやり直せます。
            </Notice>
          }
          notFoundStatuses={SESSION_NOT_FOUND}
        >
          {(data) => <SessionView key={data.sessionId} session={data} onChanged={() => void session.refetch()} />}
        </QueryState>
      </main>
      <footer className="flex items-center justify-center gap-1.5 py-6 text-xs text-muted-foreground">
        <Lock className="size-3.5" aria-hidden="true" />
        {MERCHANT} テスト決済（実際の請求は行われません）
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
  const expired = session.status === 'expired' || (session.status === 'open' && left === 0);

  let panel: ReactNode;
  if (session.status === 'complete') {
    panel = (
      <Notice icon={<CircleCheck className="size-10 text-success" />} title="このお支払いはすでに完了しています">
        ご予約の内容は予約管理からご確認いただけます。
      </Notice>
    );
  } else if (expired) {
    panel = (
      <Notice icon={<Clock className="size-10 text-destructive" />} title="お支払いの有効期限が切れました">
        日程の確保は解除されました。料金は請求されていません。空いていれば、もう一度ご予約いただけます。
      </Notice>
    );
  } else if (closed) {
    panel = (
      <Notice icon={<Clock className="size-10 text-destructive" />} title="このお支払いは受け付けられません">
        {closed}
      </Notice>
    );
  } else {
    panel = (
      <div className="grid gap-5">
        {session.customerEmail && (
          <div className="grid gap-1">
            <p className="text-sm font-bold">メールアドレス</p>
            <p className="rounded-lg border border-border bg-secondary/40 px-3 py-2.5 text-sm break-all">{session.customerEmail}</p>
          </div>
        )}
        <CardForm amountJpy={session.amountJpy} onSubmit={(card) => pay(session.sessionId, card)} />
      </div>
    );
  }

  return (
    <div className="grid flex-1 items-start gap-8 md:grid-cols-2 md:gap-14">
      <section aria-label="ご注文の内容" className="grid gap-5 md:pt-6">
        <a href={session.cancelUrl} className="flex w-fit items-center gap-1.5 text-sm font-bold text-primary underline-offset-4 hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          キャンセルして戻る
        </a>
        <div className="flex items-center gap-3">
          <span className="flex size-9 items-center justify-center rounded-lg bg-primary text-sm font-bold text-primary-foreground" aria-hidden="true">
            古
          </span>
          <p className="font-bold">{MERCHANT}</p>
          <span className="rounded-full bg-warning-muted px-2 py-0.5 text-xs font-bold text-warning">テストモード</span>
        </div>
        <div className="grid gap-1">
          <p className="text-sm text-muted-foreground">お支払い金額</p>
          <p className="text-4xl font-bold tabular-nums">{formatYen(session.amountJpy)}</p>
          <p className="text-xs text-muted-foreground">税込</p>
        </div>
        <p className="text-sm leading-relaxed break-words">{session.description}</p>
        {session.status === 'open' && left !== null && left > 0 && (
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <Clock className="size-4" aria-hidden="true" />
            このページの有効期限まで残り <span role="timer" className="font-bold tabular-nums">{formatRemaining(left)}</span>
          </p>
        )}
      </section>
      <section aria-label="お支払い方法" className="rounded-2xl border border-border bg-card p-5 shadow-lg sm:p-7">
        <h1 className="mb-5 text-lg font-bold">カードでのお支払い</h1>
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
  return (
    <div className="grid flex-1 items-start gap-8 md:grid-cols-2 md:gap-14" role="status" aria-label="読み込み中">
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
