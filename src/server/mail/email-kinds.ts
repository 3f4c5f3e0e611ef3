import { checkInPath } from '@/contract/guest-registry';
import type { Language } from '@/contract/language';
import { formatJapaneseDateTime } from '@/domain/japan-date';
import { payByText } from '@/domain/pay-later';
import { refundAccountPath } from '@/contract/refund-transfers';
import type { EmailKind } from './mail-service';
import { bookingNumber, formatAmount, formatMailDate } from './mail-format';

/** Every kind of e-mail that has a template: what the app sends, and the admin's newsletter. */
export type TemplateKind = EmailKind | 'newsletter';

/** The placeholders of a booking's e-mails: what `bookingMailVars` (booking-mail-vars.ts) fills. */
export const BOOKING_VARS = [
  'guestName',
  'propertyTitle',
  'bookingId',
  'checkinDate',
  'checkoutDate',
  'checkinTime',
  'checkoutTime',
  'totalAmount',
  /** The accommodation tax (宿泊税) included in totalAmount, ¥0 where none is due. */
  'accommodationTax',
  'address',
  'accessInfo',
  'cancelFee',
  'refundAmount',
  'siteUrl',
  'bookingUrl',
  'paymentUrl',
  'reviewUrl',
  /** オンラインチェックイン (the guest registry, docs/product/guest-registry.md). */
  'checkinUrl',
  /** Where the guest gives a コンビニ払い or 銀行振込 refund's bank account (features/refund-transfers). */
  'refundAccountUrl',
] as const;

/** `paymentTiming` of the host's request e-mails: how the guest of the request pays (docs/product/payments.md). */
export const HOST_REQUEST_PAYMENT_TIMING = {
  card: 'カード（承認と同時にお支払いが確定します）',
  afterApproval:
    '承認後にゲストがコンビニ払い・銀行振込でお支払い（承認の時点からお支払い期限を設けます。期限までに入金がなければ予約は自動的に取り消され、日程は再び予約可能になります）',
} as const;

/**
 * The placeholders each sender fills, the one list both sides use: create-mail-service.ts and
 * booking-mail-vars.ts type the values they build with `VarsOf<…>` (a missing or extra name does not
 * compile), and the admin's e-mail settings list them and refuse any other `{{name}}`.
 */
export const MAIL_VARS = {
  booking: BOOKING_VARS,
  /** A host's answer to the guest: the booking's, and the host's message (features/host-bookings passes it as `extra`). */
  bookingWithReason: [...BOOKING_VARS, 'reason'],
  /** An approved request to be paid after approval: the booking's, and its payment deadline (features/host-bookings passes it as `extra`). */
  bookingWithPaymentDeadline: [...BOOKING_VARS, 'paymentDeadline'],
  welcome: ['guestName', 'siteUrl'],
  emailVerification: ['recipientName', 'verifyUrl', 'expiresHours', 'contactUrl', 'siteUrl'],
  emailChangeVerification: ['recipientName', 'verifyUrl', 'expiresHours', 'newEmail', 'contactUrl', 'siteUrl'],
  emailChanged: ['guestName', 'newEmail', 'changedAt', 'contactUrl', 'siteUrl'],
  signInCode: ['recipientName', 'code', 'expiresMinutes', 'contactUrl', 'siteUrl'],
  passwordReset: ['recipientName', 'resetUrl', 'expiresMinutes', 'forgotPasswordUrl', 'contactUrl', 'siteUrl'],
  passwordChanged: ['recipientName', 'changedAt', 'howChanged', 'forgotPasswordUrl', 'contactUrl', 'siteUrl'],
  newDeviceSignIn: ['recipientName', 'signedInAt', 'deviceLabel', 'ipAddress', 'securityUrl', 'contactUrl', 'siteUrl'],
  messageDigest: ['recipientName', 'senderLabel', 'propertyTitle', 'messageCount', 'quotedMessages', 'conversationPath', 'conversationUrl'],
  /**
   * To the host about a request to book: the deadline in Japan time, and how the guest pays (`paymentTiming`:
   * by card at the approval, or by コンビニ払い・銀行振込 after it) (host-request e-mails).
   */
  hostRequest: ['hostName', 'guestName', 'propertyTitle', 'bookingId', 'checkinDate', 'checkoutDate', 'guestCount', 'totalAmount', 'deadline', 'paymentTiming', 'hostBookingUrl', 'siteUrl'],
  /** To the host on the check-in day of a stay whose guest registry is not complete (jobs/registry-reminders.ts). */
  hostRegistry: ['hostName', 'guestName', 'propertyTitle', 'bookingId', 'checkinDate', 'checkoutDate', 'guestCount', 'registeredCount', 'hostBookingUrl', 'siteUrl'],
  propertyReview: ['hostName', 'propertyTitle', 'reason', 'propertyUrl', 'propertiesUrl', 'siteUrl'],
  identity: ['hostName', 'reason', 'profileUrl', 'propertiesUrl', 'siteUrl'],
  inquiryAnswer: ['senderName', 'inquirySubject', 'inquiredAt', 'quotedContent', 'response', 'contactUrl', 'siteUrl'],
  reviewHidden: ['reviewerName', 'propertyTitle', 'reason', 'contactUrl', 'siteUrl'],
  payout: ['hostName', 'periodLabel', 'netAmount', 'transferDate', 'reason', 'revenueUrl', 'profileUrl', 'siteUrl'],
  newsletter: ['guestName', 'seasonTitle', 'featuredProperties', 'unsubscribeUrl', 'siteUrl'],
} as const satisfies Record<string, readonly string[]>;

export type MailVarGroup = keyof typeof MAIL_VARS;
export type MailVarName = (typeof MAIL_VARS)[MailVarGroup][number];
/** The values a sender of the group gives: exactly its names. */
export type VarsOf<G extends MailVarGroup> = Record<(typeof MAIL_VARS)[G][number], string>;

export interface EmailKindInfo {
  /** The Japanese name the admin's e-mail settings show. */
  name: string;
  /** When the app sends it, in one line. */
  sentWhen: string;
  vars: MailVarGroup;
}

/**
 * The catalogue of e-mails, in the order the admin's list shows them. A kind added to `EmailKind`
 * must be added here too (the type asks for every kind): with its name, when it goes out, and the
 * placeholders its sender fills.
 */
export const EMAIL_KINDS: { readonly [K in TemplateKind]: EmailKindInfo } = {
  welcome: { name: '会員登録完了', sentWhen: 'ゲストの会員登録、またはホスト登録が完了したとき', vars: 'welcome' },
  booking_confirmation: { name: '予約確定', sentWhen: 'お支払いが完了したとき、またはホストがリクエストを承認したとき', vars: 'booking' },
  payment_reminder: { name: 'お支払いのお願い', sentWhen: '仮予約のお支払いが済まないまま、保留期限が近づいたとき', vars: 'booking' },
  review_request: { name: 'レビューのお願い', sentWhen: 'チェックアウトの後、レビューの受付期間中に一度', vars: 'booking' },
  booking_request: { name: '予約リクエスト受付', sentWhen: 'ゲストが承認制の物件に予約リクエストを送り、与信が確保されたとき', vars: 'booking' },
  booking_request_pay_later: { name: '予約リクエスト受付（承認後のお支払い）', sentWhen: 'ゲストが承認制の物件に、承認後にコンビニ払い・銀行振込で支払う予約リクエストを送ったとき（カードなし）', vars: 'booking' },
  payment_request: { name: 'リクエスト承認・お支払いのお願い', sentWhen: 'ホストが承認後払いの予約リクエストを承認したとき（金額・お支払い期限・お支払いページのリンク付き）', vars: 'bookingWithPaymentDeadline' },
  host_booking_request: { name: '新しい予約リクエスト（ホスト宛）', sentWhen: 'ゲストの予約リクエストが届いたとき、すぐにホストへ（回答期限付き）', vars: 'hostRequest' },
  host_request_reminder: { name: '予約リクエストの回答期限のお知らせ（ホスト宛）', sentWhen: '予約リクエストに回答がないまま、回答期限の3時間前になったとき（1回）', vars: 'hostRequest' },
  request_expired: { name: '予約リクエストの期限切れ', sentWhen: 'ホストが24時間以内に回答せず、予約リクエストが取り消されたとき（ゲストへ）', vars: 'booking' },
  payment_expired: { name: 'お支払い期限切れによる取り消し', sentWhen: 'コンビニ払い・銀行振込のお支払い期限までに入金がなく、予約が取り消されたとき（ゲストへ）', vars: 'booking' },
  host_payment_expired: { name: 'お支払い期限切れによる取り消し（ホスト宛）', sentWhen: 'コンビニ払い・銀行振込のお支払い期限までに入金がなく、予約が取り消されたとき（ホストへ。日程は再び予約可能に）', vars: 'hostRequest' },
  booking_rejected: { name: '予約リクエスト不承認', sentWhen: 'ホストが予約リクエストを承認しなかったとき（ホストのメッセージ付き）', vars: 'bookingWithReason' },
  refund_account_request: {
    name: '返金口座のご入力のお願い',
    sentWhen: 'コンビニ払い・銀行振込で支払われた予約をホストまたは運営がキャンセルし、返金先の口座が必要になったとき（ゲストへ）',
    vars: 'booking',
  },
  refund_account_reminder: {
    name: '返金口座のご入力のお願い（再送）',
    sentWhen: '返金先の口座のご入力をお願いしてから3日後と10日後に、まだ入力がないとき（ゲストへ。各1回）',
    vars: 'booking',
  },
  cancellation: { name: '予約キャンセル', sentWhen: 'ゲストが予約をキャンセルしたとき', vars: 'booking' },
  host_cancelled: { name: 'ホスト都合のキャンセル', sentWhen: 'ホストが確定済みの予約をキャンセルしたとき（全額返金）', vars: 'bookingWithReason' },
  admin_cancelled: { name: '運営によるキャンセル', sentWhen: '管理者が予約をキャンセルしたとき（理由と返金額付き）', vars: 'bookingWithReason' },
  no_show: { name: '無断キャンセル', sentWhen: 'ホストがチェックイン日を過ぎた予約を無断キャンセルとしたとき', vars: 'booking' },
  checkin_info: { name: 'チェックインのご案内', sentWhen: 'チェックインの2日前（住所・アクセス・鍵の受け取り方法）', vars: 'booking' },
  host_registry_incomplete: { name: '宿泊者名簿の未完了のお知らせ（ホスト宛）', sentWhen: 'チェックイン当日（日本時間）になっても、宿泊者名簿（オンラインチェックイン）が全員分そろっていないとき（予約ごとに1回）', vars: 'hostRegistry' },
  message_digest: { name: '新着メッセージのお知らせ', sentWhen: '予約のメッセージが未読のまま3分たったとき（まとめて1通）', vars: 'messageDigest' },
  email_verification: { name: 'メールアドレスの確認', sentWhen: 'ゲストの会員登録、またはホスト登録をしたとき、または確認メールの再送を求められたとき（24時間有効・1回限りのリンク付き）', vars: 'emailVerification' },
  email_change_verification: { name: '新しいメールアドレスの確認', sentWhen: 'プロフィールでメールアドレスの変更を申し込んだとき（新しいアドレスへ。24時間有効・1回限りのリンク付き）', vars: 'emailChangeVerification' },
  email_changed: { name: 'メールアドレス変更のお知らせ', sentWhen: 'アカウントのメールアドレスが変更されたとき（変更前のアドレスへ）', vars: 'emailChanged' },
  sign_in_code: { name: 'ログインの確認コード', sentWhen: 'ログインの失敗が1時間に20回を超えたアカウントへのログイン（確認コード付き。本人への注意喚起を兼ねる）', vars: 'signInCode' },
  password_reset: { name: 'パスワードの再設定', sentWhen: '「パスワードをお忘れの方」から再設定を申し込んだとき（1時間有効・1回限りのリンク付き）', vars: 'passwordReset' },
  new_device_sign_in: { name: '新しい端末からのログイン', sentWhen: 'これまでログインに使われていないブラウザからアカウントにログインがあったとき（日時・ブラウザ・IPアドレス付き）', vars: 'newDeviceSignIn' },
  password_changed: { name: 'パスワード変更のお知らせ', sentWhen: 'プロフィールでパスワードを変更したとき、または再設定用のリンクでパスワードを再設定したとき', vars: 'passwordChanged' },
  property_approved: { name: '物件の審査結果（承認）', sentWhen: '管理者が審査中の物件を承認し、公開したとき（ホストへ）', vars: 'propertyReview' },
  property_rejected: { name: '物件の審査結果（差し戻し）', sentWhen: '管理者が審査中の物件を差し戻したとき（ホストへ、理由付き）', vars: 'propertyReview' },
  identity_verified: { name: '本人確認完了', sentWhen: '管理者がホストの本人確認を承認したとき', vars: 'identity' },
  identity_rejected: { name: '本人確認書類の再提出のお願い', sentWhen: '管理者がホストの本人確認を却下したとき（理由付き）', vars: 'identity' },
  inquiry_answer: { name: 'お問い合わせへの回答', sentWhen: '管理者がお問い合わせに回答したとき（問い合わせた方へ）', vars: 'inquiryAnswer' },
  review_hidden: { name: 'レビュー非公開のお知らせ', sentWhen: '管理者がレビューを非公開にしたとき（投稿者へ、理由付き）', vars: 'reviewHidden' },
  payout_paid: { name: '送金完了のお知らせ', sentWhen: '管理者がホストの月次の送金を送金済みにしたとき', vars: 'payout' },
  payout_failed: { name: '送金失敗のお知らせ', sentWhen: '管理者がホストの月次の送金を失敗として記録したとき（理由付き）', vars: 'payout' },
  newsletter: { name: 'ニュースレター', sentWhen: '管理者が会員に配信するお知らせ（自動では送信されません）', vars: 'newsletter' },
};

export const TEMPLATE_KINDS = Object.keys(EMAIL_KINDS) as TemplateKind[];

export const isTemplateKind = (value: string): value is TemplateKind => Object.hasOwn(EMAIL_KINDS, value);

/** The placeholders a kind's template may use. */
export const placeholdersOf = (kind: TemplateKind): readonly MailVarName[] => MAIL_VARS[EMAIL_KINDS[kind].vars];

/**
 * The sample values of the preview and the test send: one believable stay (a couple's two nights in
 * Miyama, Kyoto). `siteUrl` is the site's own address, so links in a test e-mail work.
 */
export function sampleVars(siteUrl: string): Record<MailVarName, string> {
  const bookingId = '3f6c2a1e-8b7d-4e59-a0c4-5d1e9b2f7a60';
  return {
    guestName: '山田 花子',
    propertyTitle: '美山かやぶきの里 茅葺きの宿「結」',
    // 予約番号 as every e-mail and screen writes it; the links carry the whole id.
    bookingId: bookingNumber(bookingId),
    checkinDate: formatMailDate('2026-10-10'),
    checkoutDate: formatMailDate('2026-10-12'),
    checkinTime: '15:00',
    checkoutTime: '10:00',
    totalAmount: formatAmount(58_300),
    accommodationTax: formatAmount(0),
    address: '〒601-0712 京都府南丹市美山町北中牧1-2',
    accessInfo: 'JR園部駅から南丹市営バスで約60分「北」下車、徒歩5分。鍵は玄関横のキーボックス（暗証番号は前日にメッセージでお知らせします）。',
    cancelFee: formatAmount(17_490),
    refundAmount: formatAmount(40_810),
    siteUrl,
    bookingUrl: `${siteUrl}/booking/${bookingId}`,
    paymentUrl: `${siteUrl}/payment/${bookingId}`,
    reviewUrl: `${siteUrl}/review/${bookingId}`,
    checkinUrl: `${siteUrl}${checkInPath(bookingId)}`,
    refundAccountUrl: `${siteUrl}${refundAccountPath(bookingId)}`,
    reason: '誠に申し訳ございません。屋根の葺き替え工事の日程が重なり、ご宿泊いただけなくなりました。',
    newEmail: 'hanako.yamada@example.jp',
    changedAt: '2026年9月1日(火) 10:24',
    code: '482915',
    resetUrl: `${siteUrl}/reset-password?token=sample-token-for-preview`,
    verifyUrl: `${siteUrl}/verify-email?token=sample-token-for-preview`,
    expiresHours: '24',
    forgotPasswordUrl: `${siteUrl}/forgot-password`,
    howChanged: 'プロフィール画面で',
    expiresMinutes: '10',
    contactUrl: `${siteUrl}/contact`,
    recipientName: '山田 花子',
    senderLabel: 'ホスト',
    messageCount: '2',
    quotedMessages: '> ご到着は何時ごろになりそうでしょうか。\n> 駅までお迎えに上がることもできます。',
    conversationPath: `/booking/${bookingId}`,
    conversationUrl: `${siteUrl}/booking/${bookingId}`,
    hostName: '中村 結',
    profileUrl: `${siteUrl}/host/profile`,
    propertiesUrl: `${siteUrl}/host/properties`,
    seasonTitle: '紅葉の秋',
    featuredProperties: '・美山かやぶきの里 茅葺きの宿「結」（京都府南丹市）\n・白川郷 合掌造りの一棟貸し（岐阜県大野郡白川村）',
    unsubscribeUrl: `${siteUrl}/profile`,
    senderName: '山田 花子',
    inquirySubject: '小さな子ども連れでの宿泊について',
    inquiredAt: '2026年9月3日(木) 21:15',
    quotedContent: '> 3歳の子どもと泊まれますか。\n> 布団は何組ありますか。',
    response: 'お問い合わせありがとうございます。お子さま連れでもご宿泊いただけます。布団は4組ご用意しています。',
    reviewerName: '山田 花子',
    periodLabel: '2026年9月',
    netAmount: formatAmount(76_926),
    transferDate: formatMailDate('2026-10-30'),
    revenueUrl: `${siteUrl}/host/revenue`,
    guestCount: '2名',
    registeredCount: '1名',
    deadline: '2026年9月2日(水) 14:30（日本時間）',
    paymentDeadline: '2026年9月5日(土) 23:59まで',
    paymentTiming: HOST_REQUEST_PAYMENT_TIMING.card,
    hostBookingUrl: `${siteUrl}/host/bookings/${bookingId}`,
    propertyUrl: `${siteUrl}/host/properties/${bookingId}/edit`,
    signedInAt: '2026年9月4日(金) 08:12',
    deviceLabel: 'Safari（iPhone）',
    ipAddress: '203.0.113.24',
    securityUrl: `${siteUrl}/profile`,
  };
}

/**
 * The sample stay as an English guest's e-mail reads it (the preview and test send of an English version):
 * dates, times and words in English, links to the English pages; the house's own texts stay Japanese.
 */
export function sampleVarsIn(siteUrl: string, language: Language): Record<MailVarName, string> {
  const japanese = sampleVars(siteUrl);
  if (language === 'ja') return japanese;
  const en = (value: string) => value.replace(siteUrl, `${siteUrl}/en`);
  return {
    ...japanese,
    guestName: 'Emma Wilson',
    recipientName: 'Emma Wilson',
    checkinDate: formatMailDate('2026-10-10', 'en'),
    checkoutDate: formatMailDate('2026-10-12', 'en'),
    changedAt: formatJapaneseDateTime(new Date('2026-09-01T01:24:00Z'), 'en'),
    signedInAt: formatJapaneseDateTime(new Date('2026-09-03T23:12:00Z'), 'en'),
    paymentDeadline: payByText(new Date('2026-09-05T15:00:00Z'), 'en'),
    howChanged: 'on your profile page',
    senderLabel: 'your host 中村 結',
    quotedMessages: 'your host 中村 結 (Fri, 4 Sep 2026, 18:30)\n> What time do you think you will arrive?\n> I can pick you up at the station.',
    newEmail: 'emma.wilson@example.com',
    ...Object.fromEntries((['bookingUrl', 'paymentUrl', 'reviewUrl', 'checkinUrl', 'refundAccountUrl', 'conversationUrl', 'contactUrl', 'forgotPasswordUrl', 'securityUrl', 'resetUrl', 'verifyUrl'] as const).map((name) => [name, en(japanese[name])])),
  };
}
