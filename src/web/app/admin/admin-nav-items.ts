import {
  Building2,
  CalendarCheck,
  CircleHelp,
  ClipboardList,
  CreditCard,
  FileCheck2,
  FileSpreadsheet,
  FileText,
  House,
  KeyRound,
  Landmark,
  LayoutDashboard,
  Mail,
  MessageSquare,
  Percent,
  ScrollText,
  ShieldCheck,
  Star,
  TrendingUp,
  UserCheck,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import type { AdminStats } from '@/contract/admin-auth';

export interface AdminNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** The figure of GET /api/admin/stats shown as a badge (none when 0). */
  badge?: keyof Pick<AdminStats, 'pendingHostApprovals' | 'pendingPropertyApprovals' | 'openInquiries' | 'pendingAdminAccounts'>;
  /** Marked as the current page only at its own path, not at the pages under it (宿泊税の設定 is not lit on its report). */
  end?: boolean;
}

/** The admin sidebar, in the original order (docs/product/back-office.md): the one list of the back office's pages. */
export const ADMIN_NAV_ITEMS: AdminNavItem[] = [
  { to: '/admin/dashboard', label: 'ダッシュボード', icon: LayoutDashboard },
  { to: '/admin/users', label: 'ユーザー管理', icon: Users },
  { to: '/admin/hosts', label: 'ホスト管理', icon: UsersRound },
  { to: '/admin/host-approvals', label: 'ホスト承認', icon: UserCheck, badge: 'pendingHostApprovals' },
  { to: '/admin/properties', label: '物件管理', icon: Building2 },
  { to: '/admin/property-approvals', label: '物件承認', icon: FileCheck2, badge: 'pendingPropertyApprovals' },
  { to: '/admin/bookings', label: '予約管理', icon: CalendarCheck },
  { to: '/admin/reviews', label: 'レビュー管理', icon: Star },
  { to: '/admin/revenue', label: '売上管理', icon: TrendingUp },
  { to: '/admin/payments', label: '決済履歴', icon: CreditCard },
  { to: '/admin/transfers', label: '送金履歴', icon: Landmark },
  { to: '/admin/accommodation-tax', label: '宿泊税の設定', icon: Percent, end: true },
  { to: '/admin/accommodation-tax/report', label: '宿泊税の月次レポート', icon: FileSpreadsheet },
  { to: '/admin/agency-report', label: '仲介業の定期報告', icon: ClipboardList },
  { to: '/admin/email-settings', label: 'メール設定', icon: Mail },
  { to: '/admin/faq', label: 'FAQ管理', icon: CircleHelp },
  { to: '/admin/minpaku-limits', label: '民泊の自治体ルール', icon: House },
  { to: '/admin/legal', label: '規約・ポリシー', icon: FileText },
  { to: '/admin/inquiries', label: 'お問い合わせ管理', icon: MessageSquare, badge: 'openInquiries' },
  { to: '/admin/accounts', label: '管理者アカウント', icon: ShieldCheck, badge: 'pendingAdminAccounts' },
  { to: '/admin/audit-log', label: '監査ログ', icon: ScrollText },
  { to: '/admin/two-step', label: '2段階認証', icon: KeyRound },
];
