import { normalizeListSearch } from './list-search';

/**
 * The audit trail in Japanese (docs/product/back-office.md "The audit trail"): the words for the kinds of
 * object and the actions that `audit_logs` records, shared by the server (search over the words) and the
 * back office's pages. An action or kind not listed here reads as its stored key.
 */
export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  user: 'ユーザー',
  admin_account: '管理者アカウント',
  host_profile: 'ホスト',
  property: '物件',
  booking: '予約',
  review: 'レビュー',
  inquiry: 'お問い合わせ',
  payment: '決済',
  refund: '返金',
  payout: '送金',
  payout_batch: '送金バッチ',
  email_template: 'メールテンプレート',
  faq: 'FAQ',
  faq_item: 'FAQ',
};

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  suspend: '利用停止',
  reinstate: '利用停止を解除',
  activate: '有効化',
  deactivate: '無効化',
  verify_identity: '本人確認を承認',
  reject_identity: '本人確認を却下',
  approve: '承認',
  reject: '却下',
  lift_suspension: '停止を解除',
  cancel: 'キャンセル',
  hide: '非公開にする',
  publish: '公開する',
  take: '対応を開始',
  assign: '担当を設定',
  respond: '回答',
  close: 'クローズ',
  create: '作成',
  update: '更新',
  delete: '削除',
  reorder: '並び替え',
  enable: '有効化',
  disable: '無効化',
  test_send: 'テスト送信',
  retry: '再試行',
  retry_refund: '返金を再試行',
  refund: '返金',
  mark_processing: '処理中にする',
  mark_paid: '送金済みにする',
  mark_failed: '送金失敗にする',
  create_batch: '送金バッチを作成',
};

export const auditEntityLabel = (entityType: string): string => AUDIT_ENTITY_LABELS[entityType] ?? entityType;
export const auditActionLabel = (action: string): string => AUDIT_ACTION_LABELS[action] ?? action;

/** "物件を承認": one line saying what an admin did. */
export function auditSummary(entityType: string, action: string): string {
  return `${auditEntityLabel(entityType)}を${auditActionLabel(action)}`;
}

/** The stored action keys whose key or Japanese word contains the search (normalised like list searches). */
export function auditActionsMatching(q: string): string[] {
  const needle = normalizeListSearch(q);
  if (!needle) return [];
  return Object.entries(AUDIT_ACTION_LABELS)
    .filter(([key, label]) => key.includes(needle) || normalizeListSearch(label).includes(needle))
    .map(([key]) => key);
}

/** The back-office page of an object, when it has one (the list page, which the admin can search by id). */
export function auditEntityPath(entityType: string): string | null {
  switch (entityType) {
    case 'user':
      return '/admin/users';
    case 'admin_account':
      return '/admin/accounts';
    case 'host_profile':
      return '/admin/hosts';
    case 'property':
      return '/admin/properties';
    case 'booking':
      return '/admin/bookings';
    case 'review':
      return '/admin/reviews';
    case 'inquiry':
      return '/admin/inquiries';
    case 'payment':
    case 'refund':
      return '/admin/payments';
    case 'payout':
    case 'payout_batch':
      return '/admin/transfers';
    case 'email_template':
      return '/admin/email-settings';
    case 'faq':
    case 'faq_item':
      return '/admin/faq';
    default:
      return null;
  }
}
