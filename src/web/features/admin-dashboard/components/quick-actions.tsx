import { ChevronRight, FileCheck2, MessageSquare, ShieldCheck, UserCheck, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

const ACTIONS: Array<{ to: string; label: string; description: string; icon: LucideIcon }> = [
  { to: '/admin/host-approvals', label: 'ホスト承認', description: '本人確認書類を確認してホストを承認します', icon: UserCheck },
  { to: '/admin/property-approvals', label: '物件承認', description: '申請された物件を審査して公開します', icon: FileCheck2 },
  { to: '/admin/inquiries', label: 'お問い合わせ対応', description: '未対応のお問い合わせに回答します', icon: MessageSquare },
  { to: '/admin/accounts', label: '管理者アカウント', description: '管理者アカウントの有効化・無効化', icon: ShieldCheck },
];

export function QuickActions() {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {ACTIONS.map(({ to, label, description, icon: Icon }) => (
        <li key={to}>
          <Link
            to={to}
            className="group flex h-full items-center gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm transition-colors outline-none hover:border-primary/40 hover:bg-accent/40 focus-visible:ring-3 focus-visible:ring-ring/50"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span className="grid min-w-0 flex-1 gap-0.5">
              <span className="font-bold">{label}</span>
              <span className="text-sm text-muted-foreground">{description}</span>
            </span>
            <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
