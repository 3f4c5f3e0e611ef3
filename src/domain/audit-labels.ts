import { ADMIN_PAYOUT_STATUS_LABELS } from '@/contract/admin-payouts';
import { ID_TYPE_LABELS } from '@/contract/host-profile';
import { ADMIN_ACCOUNT_STATUS_LABELS } from './admin-accounts';
import { BOOKING_STATUS_LABELS } from './booking-state';
import { INQUIRY_STATUS_LABELS } from './inquiry-life';
import { normalizeListSearch } from './list-search';
import { PROPERTY_STATUS_LABELS } from './property-life';

/**
 * The audit trail in Japanese (docs/product/back-office.md "The audit trail"): the one table of the words
 * for the kinds of object, the actions, the recorded fields and their values. The server records only
 * the kinds and actions listed here (`AuditEntityType`, `AuditAction`: the compiler refuses others) and
 * searches over their words; the back office's pages show them through these functions.
 */
export const AUDIT_ENTITY_LABELS = {
  user: 'ユーザー',
  admin_account: '管理者アカウント',
  host_profile: 'ホスト',
  property: '物件',
  booking: '予約',
  review: 'レビュー',
  inquiry: 'お問い合わせ',
  refund: '返金',
  payout: '送金',
  payout_batch: '送金バッチ',
  email_template: 'メールテンプレート',
  faq_item: 'FAQ',
  accommodation_tax_rule: '宿泊税のルール',
  minpaku_municipal_limit: '民泊の自治体ルール',
  legal_document: '規約・ポリシー',
} as const satisfies Record<string, string>;
export type AuditEntityType = keyof typeof AUDIT_ENTITY_LABELS;
export const AUDIT_ENTITY_TYPES = Object.keys(AUDIT_ENTITY_LABELS) as AuditEntityType[];

export const AUDIT_ACTION_LABELS = {
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
  show: '表示する',
  take_inquiry: '対応を開始',
  respond_inquiry: '回答',
  close_inquiry: 'クローズ',
  create: '作成',
  update: '更新',
  delete: '削除',
  reorder: '並び替え',
  reset: '標準の文面に戻す',
  test_send: 'テスト送信',
  retry_refund: '返金を再試行',
  start_transfer: '処理中にする',
  download_transfer_file: '全銀ファイルをダウンロード',
  mark_paid: '送金済みにする',
  mark_failed: '失敗にする',
  publish_version: '新しい版を公開',
  close_account: '退会処理',
  read_passport: '旅券の写しを閲覧',
  enable_two_step: '2段階認証を設定',
  disable_two_step: '2段階認証を解除',
  reset_two_step: '2段階認証をリセット',
  regenerate_recovery_codes: 'リカバリーコードを再発行',
  use_recovery_code: 'リカバリーコードでログイン',
  add_passkey: 'パスキーを追加',
  remove_passkey: 'パスキーを削除',
  mark_refund_transferred: '返金の振込済みにする',
  erase_refund_account: '返金口座を消去',
} as const satisfies Record<string, string>;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

/** The fields recorded in old and new values, in the words of the screens that show them. */
const FIELD_LABELS: Record<string, string> = {
  guestNumber: '宿泊者No.',
  status: '状態',
  isActive: '有効',
  isPublic: '公開',
  reason: '理由',
  suspendedAt: '利用停止日時',
  suspensionReason: '停止の理由',
  endedSessions: '終了したログイン',
  kycStatus: '本人確認',
  verificationStatus: '書類の審査',
  kycRejectionReason: '却下の理由',
  kycReviewedAt: '審査日時',
  idVerified: '本人確認済み',
  idType: '書類の種類',
  rejectionReason: '却下の理由',
  rejectedAt: '却下日時',
  statusBeforeSuspension: '停止前の状態',
  legalBasisVerifiedAt: '営業の根拠の確認日時',
  legalBasisVerifiedBy: '営業の根拠を確認した管理者',
  paymentStatus: '決済の状態',
  cancelledBy: 'キャンセルした人',
  refund: '返金の方法',
  refundJpy: '返金額',
  cancelFeeJpy: 'キャンセル料',
  amountJpy: '金額',
  netAmountJpy: '送金額',
  totalJpy: '合計金額',
  bookingId: '予約',
  failureReason: '失敗の理由',
  providerRefundId: '返金ID（決済代行会社）',
  refundedAt: '返金日時',
  batchId: '送金バッチ',
  processedAt: '処理日時',
  account: '口座番号',
  periodMonth: '対象月',
  transferDate: '振込指定日',
  payoutCount: '送金の件数',
  records: 'ファイルの件数',
  skipped: '除外した件数',
  publishedAt: '公開日時',
  hiddenAt: '非公開にした日時',
  moderationReason: '非公開の理由',
  assignedAdminId: '担当者',
  responseContent: '回答',
  respondedAt: '回答日時',
  category: 'カテゴリ',
  question: '質問',
  answer: '回答',
  categoryEn: 'カテゴリ（英語）',
  questionEn: '質問（英語）',
  answerEn: '回答（英語）',
  displayOrder: '表示順',
  prefecture: '都道府県',
  city: '市区町村',
  name: '名称',
  kind: '課税の方式',
  tiers: '税額の区分',
  percentBasisPoints: '税率（0.01%単位）',
  capJpy: '上限額',
  exemptBelowJpy: '課税されない金額（未満）',
  regimes: '対象の営業形態',
  replacesPrefectureRule: '都道府県の税を含む',
  appliesFrom: '適用開始日',
  appliesTo: '適用終了日',
  sourceUrl: '出典',
  zoneNote: '対象の区域',
  maxNights: '年間の上限泊数',
  allowedPeriods: '営業期間',
  effectiveFrom: '適用開始日',
  effectiveTo: '適用終了日',
  note: 'メモ',
  order: '並び順',
  subject: '件名',
  textContent: 'テキスト本文',
  htmlContent: 'HTML本文',
  to: '送信先',
  draft: '保存前の文面',
  body: '本文',
  effectiveDate: '施行日',
  versionId: '版のID',
};

/** Columns kept for the database's own use (search text): never recorded, and hidden in records made before. */
const INTERNAL_FIELDS = new Set(['searchText', 'searchFold', 'search_text', 'search_fold']);
export const isInternalAuditField = (field: string): boolean => INTERNAL_FIELDS.has(field);

const PAYMENT_STATUS_LABELS: Record<string, string> = { unpaid: '未決済', authorized: '与信済み', paid: '支払済み', refunded: '返金あり', failed: '失敗' };
const REFUND_STATUS_LABELS: Record<string, string> = { unpaid: '処理中', paid: '支払済み', refunded: '返金済み', failed: '失敗' };
const KYC_LABELS: Record<string, string> = { pending: '確認待ち', verified: '確認済み', rejected: '却下' };

/** The words of a field's enumerated values; `status` depends on the kind of object. */
function valueLabels(entityType: string, field: string): Record<string, string> | undefined {
  switch (field) {
    case 'status':
    case 'statusBeforeSuspension':
      return {
        booking: BOOKING_STATUS_LABELS,
        property: PROPERTY_STATUS_LABELS,
        inquiry: INQUIRY_STATUS_LABELS,
        payout: ADMIN_PAYOUT_STATUS_LABELS,
        refund: REFUND_STATUS_LABELS,
        admin_account: ADMIN_ACCOUNT_STATUS_LABELS,
      }[entityType];
    case 'paymentStatus':
      return PAYMENT_STATUS_LABELS;
    case 'cancelledBy':
      return { guest: 'ゲスト', host: 'ホスト', admin: '運営', system: 'システム（期限切れ）' };
    case 'refund':
      return { full: '全額返金', policy: 'キャンセルポリシーどおり' };
    case 'kycStatus':
    case 'verificationStatus':
      return KYC_LABELS;
    case 'idType':
      return ID_TYPE_LABELS;
    default:
      return undefined;
  }
}

export const auditEntityLabel = (entityType: string): string => (AUDIT_ENTITY_LABELS as Record<string, string>)[entityType] ?? entityType;
export const auditActionLabel = (action: string): string => (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;
export const auditFieldLabel = (field: string): string => FIELD_LABELS[field] ?? field;

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A recorded value as the back office reads it: — for none, はい/いいえ, an enumerated value in words,
 * an amount in yen, a moment through `formatInstant` (Japan time), other text as it is, anything else as JSON.
 */
export function auditValueText(entityType: string, field: string, value: unknown, format: { yen: (amount: number) => string; instant: (iso: string) => string }): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'boolean') return value ? 'はい' : 'いいえ';
  if (typeof value === 'number') return /Jpy$/.test(field) ? format.yen(value) : String(value);
  if (typeof value === 'string') {
    if (value === '') return '（空）';
    const word = valueLabels(entityType, field)?.[value];
    if (word) return word;
    return INSTANT.test(value) ? format.instant(value) : value;
  }
  return JSON.stringify(value, null, 1);
}

/** The fields a record shows, in the order recorded, internal columns left out. */
export function auditFieldsShown(oldValues: Record<string, unknown> | null, newValues: Record<string, unknown> | null): string[] {
  return [...new Set([...Object.keys(oldValues ?? {}), ...Object.keys(newValues ?? {})])].filter((field) => !isInternalAuditField(field));
}

/** One line saying what an admin did: 物件を承認; an action that has its own object reads after a colon (ホスト：本人確認を承認). */
export function auditSummary(entityType: string, action: string): string {
  const word = auditActionLabel(action);
  return `${auditEntityLabel(entityType)}${word.includes('を') ? '：' : 'を'}${word}`;
}

/** The stored action keys whose key or Japanese word contains the search (normalised like list searches). */
export function auditActionsMatching(q: string): string[] {
  const needle = normalizeListSearch(q);
  if (!needle) return [];
  return Object.entries(AUDIT_ACTION_LABELS)
    .filter(([key, label]) => key.includes(needle) || normalizeListSearch(label).includes(needle))
    .map(([key]) => key);
}

/**
 * The back-office page of an object, when it has one: a booking opens its own detail on 予約管理; other
 * kinds open their list (searchable by the id where the list searches ids).
 */
export function auditEntityPath(entityType: string, entityId?: string | null): string | null {
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
      return entityId ? adminBookingPath(entityId) : '/admin/bookings';
    case 'review':
      return '/admin/reviews';
    case 'inquiry':
      return '/admin/inquiries';
    case 'refund':
      return '/admin/payments';
    case 'payout':
    case 'payout_batch':
      return '/admin/transfers';
    case 'email_template':
      return '/admin/email-settings';
    case 'faq_item':
      return '/admin/faq';
    case 'accommodation_tax_rule':
      return '/admin/accommodation-tax';
    case 'minpaku_municipal_limit':
      return '/admin/minpaku-limits';
    case 'legal_document':
      return '/admin/legal';
    default:
      return null;
  }
}

/** 予約管理 with one booking's detail open (and the list narrowed to it). */
export const adminBookingPath = (bookingId: string): string => `/admin/bookings?q=${encodeURIComponent(bookingId)}&booking=${encodeURIComponent(bookingId)}`;
