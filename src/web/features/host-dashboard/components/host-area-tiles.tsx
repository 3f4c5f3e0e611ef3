import { Building2, CalendarDays, ChevronRight, ClipboardList, Star, TrendingUp, UserRound, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

const TILES: Array<{ to: string; label: string; description: string; icon: LucideIcon }> = [
  { to: '/host/profile', label: 'プロフィール', description: '基本情報・本人確認・振込口座を管理します', icon: UserRound },
  { to: '/host/properties', label: '物件管理', description: '物件の登録・編集と公開状態を管理します', icon: Building2 },
  { to: '/host/calendar', label: 'カレンダー', description: '空き状況の確認と販売停止日・特別料金の設定', icon: CalendarDays },
  { to: '/host/bookings', label: '予約管理', description: '予約リクエストの承認と予約の確認を行います', icon: ClipboardList },
  { to: '/host/reviews', label: 'レビュー', description: 'ゲストからのレビューの確認と返信を行います', icon: Star },
  { to: '/host/revenue', label: '売上管理', description: '売上・手数料・振込の履歴を確認します', icon: TrendingUp },
];

export function HostAreaTiles() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {TILES.map(({ to, label, description, icon: Icon }) => (
        <li key={to}>
          <Link
            to={to}
            className="group flex h-full items-center gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm transition-colors outline-none hover:border-primary/40 hover:bg-accent/40 focus-visible:ring-3 focus-visible:ring-ring/50"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span className="grid min-w-0 flex-1 gap-0.5">
              <span className="font-bold">{label}</span>
              <span className="text-sm text-muted-foreground">{description}</span>
            </span>
            <ChevronRight className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
