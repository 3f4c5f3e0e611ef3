import { FileCheck2, Mail, MessageSquare, UserCheck } from 'lucide-react';
import { LinkTiles, type LinkTile } from '@/web/components/link-tiles';

const ACTIONS: LinkTile[] = [
  { to: '/admin/host-approvals', label: 'ホスト承認', description: '本人確認書類を確認してホストを承認します', icon: UserCheck },
  { to: '/admin/property-approvals', label: '物件承認', description: '申請された物件を審査して公開します', icon: FileCheck2 },
  { to: '/admin/inquiries', label: 'お問い合わせ対応', description: '未対応のお問い合わせに回答します', icon: MessageSquare },
  { to: '/admin/email-settings', label: 'メール設定', description: '自動送信メールの件名と本文を編集します', icon: Mail },
];

export function QuickActions() {
  return <LinkTiles tiles={ACTIONS} />;
}
