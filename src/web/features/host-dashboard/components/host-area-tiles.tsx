import { Building2, CalendarDays, ClipboardList, FileText, Star, TrendingUp, UserRound } from 'lucide-react';
import { LinkTiles, type LinkTile } from '@/web/components/link-tiles';

const TILES: LinkTile[] = [
  { to: '/host/profile', label: 'プロフィール', description: '基本情報・本人確認・振込口座を管理します', icon: UserRound },
  { to: '/host/properties', label: '物件管理', description: '物件の登録・編集と公開状態を管理します', icon: Building2 },
  { to: '/host/calendar', label: 'カレンダー', description: '空き状況の確認と販売停止日・特別料金の設定', icon: CalendarDays },
  { to: '/host/bookings', label: '予約管理', description: '予約リクエストの承認と予約の確認を行います', icon: ClipboardList },
  { to: '/host/reviews', label: 'レビュー', description: 'ゲストからのレビューの確認と返信を行います', icon: Star },
  { to: '/host/revenue', label: '売上管理', description: '売上・手数料・振込の履歴を確認します', icon: TrendingUp },
  { to: '/host/reports', label: '定期報告', description: '民泊の物件の2か月ごとの宿泊実績を確認します', icon: FileText },
];

export function HostAreaTiles() {
  return <LinkTiles tiles={TILES} tone="primary" className="gap-4 xl:grid-cols-3" />;
}
