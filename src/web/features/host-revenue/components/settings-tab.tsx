import { useQuery } from '@tanstack/react-query';
import { CalendarClock, Landmark, Percent } from 'lucide-react';
import { Link } from 'react-router';
import type { RevenueSettings } from '@/contract/host-revenue';
import { QueryState } from '@/web/components/query-state';
import { buttonVariants } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatDateWithWeekday } from '@/web/lib/format';
import { revenueSettingsQuery } from '../api';

/** 送金設定: the bank account (masked), the month-end schedule, the 15% commission; changes are made on the profile. */
export function SettingsTab() {
  const settings = useQuery(revenueSettingsQuery);
  return (
    <QueryState query={settings} loading={<Skeleton className="h-64 w-full rounded-2xl" />} errorTitle="送金設定の読み込みに失敗しました">
      {(data) => <SettingsContent settings={data} />}
    </QueryState>
  );
}

function SettingsContent({ settings }: { settings: RevenueSettings }) {
  const bank = settings.bankAccount;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card className="grid gap-3 p-4 sm:p-6 md:row-span-2">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <Landmark className="size-5 text-primary" aria-hidden="true" />
          振込先口座
        </h2>
        {bank ? (
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">金融機関</dt>
            <dd>{bank.bankName ?? '—'}</dd>
            <dt className="text-muted-foreground">支店</dt>
            <dd>{bank.branchName ?? '—'}</dd>
            <dt className="text-muted-foreground">口座種別</dt>
            <dd>{bank.accountType ?? '—'}</dd>
            <dt className="text-muted-foreground">口座番号</dt>
            <dd className="font-mono">{bank.accountNumberMasked ?? '—'}</dd>
            <dt className="text-muted-foreground">口座名義</dt>
            <dd>{bank.accountHolder ?? '—'}</dd>
          </dl>
        ) : (
          <p role="alert" className="rounded-xl bg-warning-muted p-3 text-sm text-warning">
            振込先口座が登録されていません。登録するまで送金できません。
          </p>
        )}
        <Link to="/host/profile" className={buttonVariants({ variant: 'outline', className: 'w-fit' })}>
          {bank ? 'プロフィールの「振込口座」で変更する' : 'プロフィールの「振込口座」で登録する'}
        </Link>
      </Card>
      <Card className="grid gap-2 p-4 sm:p-6">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <CalendarClock className="size-5 text-primary" aria-hidden="true" />
          送金スケジュール
        </h2>
        <p className="font-bold">{settings.schedule}</p>
        <p className="text-sm text-muted-foreground">
          次回の送金予定日: <span className="font-bold text-foreground">{formatDateWithWeekday(settings.nextPayoutDate)}</span>
        </p>
        <p className="text-xs text-muted-foreground">その月にチェックアウトした宿泊と、その月のキャンセルで受け取るキャンセル料が対象です。送金方法は銀行振込です。</p>
      </Card>
      <Card className="grid gap-2 p-4 sm:p-6">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <Percent className="size-5 text-primary" aria-hidden="true" />
          サービス手数料
        </h2>
        <p className="font-bold">{settings.commissionPercent}%</p>
        <p className="text-xs text-muted-foreground">ゲストの最終的なお支払額（返金を差し引いた額）の{settings.commissionPercent}%、1円未満切り捨てです。</p>
      </Card>
    </div>
  );
}
