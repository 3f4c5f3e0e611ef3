import type { Language } from '@/contract/language';
import type { Database } from '@/db/client';
import { EMAIL_TEMPLATES, SIGNATURE } from '@/db/seed/email-templates';
import { htmlFromText } from '@/domain/email-text';
import type { EmailTemplateType } from '@/contract/enums';
import type { TemplateKind } from './email-kinds';
import type { EmailKind } from './mail-service';
import { ENGLISH_TEXTS } from './english-texts';
import { findActiveTemplate } from './mail-repository';

/** A message before its `{{placeholders}}` are filled: the subject, the text body and the HTML body. */
export interface MailTemplate {
  subject: string;
  text: string;
  html: string;
}

/**
 * The built-in texts of the kinds that are not seeded as `email_templates` rows, in the same style as
 * the seeded templates. Every `EmailKind` has one; an admin may replace any of them (メール設定).
 */
const APP_TEXTS: Record<Exclude<EmailKind, EmailTemplateType>, { subject: string; text: string }> = {
  booking_rejected: {
    subject: '【古民家ステイ】ご予約リクエストが承認されませんでした（{{propertyTitle}}）',
    text:
      '{{guestName}} 様\n\n誠に恐れ入りますが、以下のご予約リクエストはホストにより承認されませんでした。\n\n予約番号: {{bookingId}}\n宿泊先: {{propertyTitle}}\nチェックイン: {{checkinDate}}\nチェックアウト: {{checkoutDate}}\nご利用金額: {{totalAmount}}（税込）\n\nホストからのメッセージ:\n{{reason}}\n\nお支払いは発生していません。カードでお申し込みの場合、与信（お支払い枠の確保）は解除しました（カード会社によっては反映まで数日かかることがあります）。\n\nほかのお宿を探す: {{siteUrl}}/search' +
      SIGNATURE,
  },
  host_cancelled: {
    subject: '【古民家ステイ】ホストの都合によりご予約がキャンセルされました（{{propertyTitle}}）',
    text:
      '{{guestName}} 様\n\n誠に申し訳ございません。以下のご予約は、ホストの都合によりキャンセルされました。\n\n予約番号: {{bookingId}}\n宿泊先: {{propertyTitle}}\nチェックイン: {{checkinDate}}\nチェックアウト: {{checkoutDate}}\nご利用金額: {{totalAmount}}（税込）\n\nホストからのメッセージ:\n{{reason}}\n\nお支払いいただいた{{refundAmount}}を全額返金いたします。キャンセル料はかかりません。返金はお支払いに使われたカードへ行われ、カード会社によっては反映まで数日かかることがあります。\n\nご予約の詳細: {{bookingUrl}}' +
      SIGNATURE,
  },
  admin_cancelled: {
    subject: '【古民家ステイ】ご予約がキャンセルされました（{{propertyTitle}}）',
    text:
      '{{guestName}} 様\n\n誠に申し訳ございません。以下のご予約は、古民家ステイ運営事務局によりキャンセルされました。\n\n予約番号: {{bookingId}}\n宿泊先: {{propertyTitle}}\nチェックイン: {{checkinDate}}\nチェックアウト: {{checkoutDate}}\nご利用金額: {{totalAmount}}（税込）\n\nキャンセルの理由:\n{{reason}}\n\n返金額: {{refundAmount}}\n返金はお支払いに使われたカードへ行われ、カード会社によっては反映まで数日かかることがあります。ご不明な点はお問い合わせフォームからご連絡ください。\n\nご予約の詳細: {{bookingUrl}}' +
      SIGNATURE,
  },
  no_show: {
    subject: '【古民家ステイ】ご来館が確認できなかったご予約について（{{propertyTitle}}）',
    text:
      '{{guestName}} 様\n\n以下のご予約は、チェックイン日を過ぎてもご来館が確認できなかったため、ホストにより無断キャンセルとして扱われました。\n\n予約番号: {{bookingId}}\n宿泊先: {{propertyTitle}}\nチェックイン: {{checkinDate}}\nチェックアウト: {{checkoutDate}}\nご利用金額: {{totalAmount}}（税込）\nキャンセル料（チェックイン当日のキャンセルと同額）: {{cancelFee}}\n返金額: {{refundAmount}}\n\n返金はお支払いに使われたカードへ行われます。お心当たりがない場合は、ご予約の詳細からホストへご連絡ください。\n\nご予約の詳細: {{bookingUrl}}' +
      SIGNATURE,
  },
  message_digest: {
    subject: '【古民家ステイ】新着メッセージがあります（{{propertyTitle}}）',
    text:
      '{{recipientName}} 様\n\n「{{propertyTitle}}」のご予約について、{{senderLabel}}から新着メッセージが{{messageCount}}件あります。\n\n{{quotedMessages}}\n\nメッセージの確認・返信はこちらから: {{conversationUrl}}\n\n※このメールに返信しても相手には届きません。上のページからご返信ください。' +
      SIGNATURE,
  },
  inquiry_answer: {
    subject: '【古民家ステイ】お問い合わせへの回答（{{inquirySubject}}）',
    text:
      '{{senderName}} 様\n\n古民家ステイへお問い合わせいただき、ありがとうございます。\nお問い合わせについて、以下のとおり回答いたします。\n\n{{response}}\n\n――――――――――\nお問い合わせ日時: {{inquiredAt}}\n件名: {{inquirySubject}}\n{{quotedContent}}\n――――――――――\n\nご不明な点がございましたら、お問い合わせフォームから改めてご連絡ください: {{contactUrl}}\n※このメールは送信専用です。返信いただいてもお答えできません。' +
      SIGNATURE,
  },
  review_hidden: {
    subject: '【古民家ステイ】投稿されたレビューを非公開にしました（{{propertyTitle}}）',
    text:
      '{{reviewerName}} 様\n\n「{{propertyTitle}}」にご投稿いただいたレビューを確認し、次の理由により非公開といたしました。非公開のレビューは物件ページに表示されず、評価にも含まれません。\n\n理由: {{reason}}\n\nレビューの掲載基準についてのご質問は、お問い合わせフォームからご連絡ください: {{contactUrl}}' +
      SIGNATURE,
  },
  payout_paid: {
    subject: '【古民家ステイ】{{periodLabel}}分の売上を送金しました',
    text:
      '{{hostName}} 様\n\nいつも古民家ステイをご利用いただき、ありがとうございます。\n{{periodLabel}}分の売上を、ご登録の口座へ送金いたしました。\n\n送金額（手数料差引後）: {{netAmount}}\n振込日: {{transferDate}}\n\n明細は売上管理の「送金」タブからご確認いただけます: {{revenueUrl}}' +
      SIGNATURE,
  },
  payout_failed: {
    subject: '【古民家ステイ】{{periodLabel}}分の送金ができませんでした',
    text:
      '{{hostName}} 様\n\n{{periodLabel}}分の売上（{{netAmount}}）をご登録の口座へ送金しようとしましたが、次の理由により送金できませんでした。\n\n理由: {{reason}}\n\nお手数ですが、プロフィールの口座情報（金融機関・支店・口座番号・口座名義）をご確認ください: {{profileUrl}}\n口座情報を確認後、改めて送金いたします。売上の状況: {{revenueUrl}}' +
      SIGNATURE,
  },
  identity_verified: {
    subject: '【古民家ステイ】本人確認が完了しました',
    text:
      '{{hostName}} 様\n\nご提出いただいた本人確認書類を確認し、本人確認が完了しました。\n物件を審査に提出できるようになりました。物件の管理はこちらから: {{propertiesUrl}}' +
      SIGNATURE,
  },
  identity_rejected: {
    subject: '【古民家ステイ】本人確認書類を再提出してください',
    text:
      '{{hostName}} 様\n\nご提出いただいた本人確認書類を確認しましたが、次の理由により本人確認を完了できませんでした。\n\n理由: {{reason}}\n\nお手数ですが、プロフィールの「本人確認」から書類を再提出してください: {{profileUrl}}' +
      SIGNATURE,
  },
  booking_request: {
    subject: '【古民家ステイ】ご予約リクエストを受け付けました（{{propertyTitle}}）',
    text:
      '{{guestName}} 様\n\nご予約リクエストを受け付けました。ホストが内容を確認し、24時間以内に承認または却下をお知らせします。\nカードは与信の確保のみで、お支払いはホストの承認時に確定します。24時間以内に回答がない場合、リクエストは自動的に取り消され、与信は解除されます。\n\n予約番号: {{bookingId}}\n宿泊先: {{propertyTitle}}\nチェックイン: {{checkinDate}}\nチェックアウト: {{checkoutDate}}\nご利用金額: {{totalAmount}}（税込）\n\nご予約の状況: {{bookingUrl}}' +
      SIGNATURE,
  },
  cancellation: {
    subject: '【古民家ステイ】ご予約がキャンセルされました（{{propertyTitle}}）',
    text:
      '{{guestName}} 様\n\n以下のご予約はキャンセルされました。\n\n予約番号: {{bookingId}}\n宿泊先: {{propertyTitle}}\nチェックイン: {{checkinDate}}\nチェックアウト: {{checkoutDate}}\nご利用金額: {{totalAmount}}（税込）\nキャンセル料: {{cancelFee}}\n返金額: {{refundAmount}}\n\n返金はお支払いに使われたカードへ行われます。カード会社によっては反映まで数日かかることがあります。\n\nご予約の詳細: {{bookingUrl}}' +
      SIGNATURE,
  },
  email_verification: {
    subject: '【古民家ステイ】メールアドレスの確認',
    text:
      '{{recipientName}} 様\n\n古民家ステイへのご登録ありがとうございます。下のリンクを開き、メールアドレスの確認を済ませてください。\n\n{{verifyUrl}}\n\nこのリンクの有効期限は{{expiresHours}}時間で、一度だけお使いいただけます。物件の閲覧は確認前でもご利用いただけますが、ご予約、物件の審査への提出、売上のお振込みには確認済みのメールアドレスが必要です。\n期限が切れた場合は、ログインしてプロフィール画面の「確認メールを再送」からもう一度お送りします。\n\nご登録に心当たりがない場合は、このメールを破棄してください。\n\nご不明な点はお問い合わせフォームからご連絡ください: {{contactUrl}}' +
      SIGNATURE,
  },
  email_change_verification: {
    subject: '【古民家ステイ】新しいメールアドレスの確認',
    text:
      '{{recipientName}} 様\n\nアカウントのメールアドレスを {{newEmail}} に変更するお申し込みを受け付けました。下のリンクを開くと変更が完了します。\n\n{{verifyUrl}}\n\nこのリンクの有効期限は{{expiresHours}}時間で、一度だけお使いいただけます。変更が完了するまでは、これまでのメールアドレスでログインしてください。変更が完了すると、ほかの端末のログインは終了し、これまでのアドレスにもお知らせします。\n\nお申し込みに心当たりがない場合は、このメールを破棄してください。メールアドレスは変更されません。\n\nご不明な点はお問い合わせフォームからご連絡ください: {{contactUrl}}' +
      SIGNATURE,
  },
  email_changed: {
    subject: '【古民家ステイ】メールアドレスが変更されました',
    text:
      '{{guestName}} 様\n\nお客様のアカウントのメールアドレスが、このアドレスから {{newEmail}} に変更されました（{{changedAt}}）。\n今後のログインとご連絡には新しいアドレスをお使いください。\n\nお心当たりがない場合は、お手数ですが至急お問い合わせフォームからご連絡ください: {{contactUrl}}' +
      SIGNATURE,
  },
  sign_in_code: {
    subject: '【古民家ステイ】ログインの確認コード',
    text:
      '{{recipientName}} 様\n\nお客様のアカウントで、ログインの失敗が続いています。安全のため、しばらくの間ログインにはパスワードに加えて確認コードが必要です。\n\n確認コード: {{code}}（{{expiresMinutes}}分間有効）\n\nご自身でログインしようとしている場合は、ログイン画面でこのコードを入力してください。\nお心当たりがない場合は、第三者がパスワードを試している可能性があります。このコードは誰にも伝えないでください。パスワードを推測されにくいものに変更されることをおすすめします。\n\nご不明な点はお問い合わせフォームからご連絡ください: {{contactUrl}}' +
      SIGNATURE,
  },
  password_reset: {
    subject: '【古民家ステイ】パスワード再設定のご案内',
    text:
      '{{recipientName}} 様\n\nパスワードの再設定のお申し込みを受け付けました。下のリンクを開き、新しいパスワードを設定してください。\n\n{{resetUrl}}\n\nこのリンクの有効期限は{{expiresMinutes}}分で、一度だけお使いいただけます。期限が切れた場合は、こちらからもう一度お申し込みください: {{forgotPasswordUrl}}\n\nパスワードを再設定すると、ログイン中のすべての端末からログアウトします。\nお申し込みに心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。\n\nご不明な点はお問い合わせフォームからご連絡ください: {{contactUrl}}' +
      SIGNATURE,
  },
  new_device_sign_in: {
    subject: '【古民家ステイ】新しい端末からログインがありました',
    text:
      '{{recipientName}} 様\n\nお客様のアカウントに、これまでログインに使われていない端末（ブラウザ）からログインがありました。\n\n日時: {{signedInAt}}\n端末: {{deviceLabel}}\nIPアドレス: {{ipAddress}}\n\nご自身でログインした場合は、このメールへの対応は不要です。\nお心当たりがない場合は、第三者がパスワードを知っている可能性があります。すぐにパスワードを変更し、2段階認証を設定してください。\nアカウントの設定: {{securityUrl}}\nお問い合わせ: {{contactUrl}}' +
      SIGNATURE,
  },
  password_changed: {
    subject: '【古民家ステイ】パスワードが変更されました',
    text:
      '{{recipientName}} 様\n\nお客様のアカウントのパスワードが、{{howChanged}}変更されました（{{changedAt}}）。安全のため、ほかの端末のログインは終了しています。\n\nご自身で変更された場合は、このメールへの対応は不要です。\nお心当たりがない場合は、第三者がアカウントを使っている可能性があります。すぐにこちらからパスワードを再設定し、お問い合わせフォームからご連絡ください。\nパスワードの再設定: {{forgotPasswordUrl}}\nお問い合わせ: {{contactUrl}}' +
      SIGNATURE,
  },
  host_booking_request: {
    subject: '【古民家ステイ】新しい予約リクエストが届きました（回答期限 {{deadline}}）',
    text:
      '{{hostName}} 様\n\n「{{propertyTitle}}」に予約リクエストが届きました。回答期限までに承認または却下してください。期限を過ぎると、リクエストは自動的に取り消されます。\n\n回答期限: {{deadline}}\n\nゲスト: {{guestName}} 様（{{guestCount}}）\n予約番号: {{bookingId}}\nチェックイン: {{checkinDate}}\nチェックアウト: {{checkoutDate}}\nご利用金額: {{totalAmount}}（税込）\nお支払い方法: {{paymentTiming}}\n\n承認・却下はこちらから: {{hostBookingUrl}}' +
      SIGNATURE,
  },
  host_request_reminder: {
    subject: '【古民家ステイ】予約リクエストの回答期限が迫っています（{{deadline}}まで）',
    text:
      '{{hostName}} 様\n\n「{{propertyTitle}}」への{{guestName}} 様の予約リクエストに、まだ回答がありません。{{deadline}}を過ぎると、リクエストは自動的に取り消されます（カードでのリクエストは、その与信も解除されます）。\n\n予約番号: {{bookingId}}\nチェックイン: {{checkinDate}}\nチェックアウト: {{checkoutDate}}\nゲスト: {{guestCount}}\nご利用金額: {{totalAmount}}（税込）\nお支払い方法: {{paymentTiming}}\n\n承認・却下はこちらから: {{hostBookingUrl}}' +
      SIGNATURE,
  },
  request_expired: {
    subject: '【古民家ステイ】ご予約リクエストの回答期限が過ぎました（{{propertyTitle}}）',
    text:
      '{{guestName}} 様\n\n誠に恐れ入りますが、以下のご予約リクエストは、ホストから回答期限（24時間）までに回答がなかったため取り消されました。\n\n予約番号: {{bookingId}}\n宿泊先: {{propertyTitle}}\nチェックイン: {{checkinDate}}\nチェックアウト: {{checkoutDate}}\nご利用金額: {{totalAmount}}（税込）\n\nお支払いは発生していません。カードでお申し込みの場合、与信（お支払い枠の確保）は解除しました（カード会社によっては反映まで数日かかることがあります）。\n\nほかのお宿を探す: {{siteUrl}}/search' +
      SIGNATURE,
  },
  booking_request_pay_later: {
    subject: '【古民家ステイ】ご予約リクエストを受け付けました（{{propertyTitle}}）',
    text:
      '{{guestName}} 様\n\nご予約リクエストを受け付けました。ホストが内容を確認し、24時間以内に承認または却下をお知らせします。\nお支払いはホストの承認後です。承認されると、お支払い期限とお支払いページのご案内をお送りしますので、コンビニ払いまたは銀行振込でお支払いください。24時間以内に回答がない場合、リクエストは自動的に取り消されます。\n\n予約番号: {{bookingId}}\n宿泊先: {{propertyTitle}}\nチェックイン: {{checkinDate}}\nチェックアウト: {{checkoutDate}}\nご利用金額: {{totalAmount}}（税込）\n\nご予約の状況: {{bookingUrl}}' +
      SIGNATURE,
  },
  payment_request: {
    subject: '【古民家ステイ】ご予約リクエストが承認されました。お支払いをお願いします（{{propertyTitle}}）',
    text:
      '{{guestName}} 様\n\nホストがご予約リクエストを承認しました。お支払い期限までに、コンビニ払いまたは銀行振込でお支払いください。お支払いが確認できた時点でご予約が確定します。\n\nお支払い金額: {{totalAmount}}（税込）\nお支払い期限: {{paymentDeadline}}\nお支払いはこちらから: {{paymentUrl}}\n\n予約番号: {{bookingId}}\n宿泊先: {{propertyTitle}}\nチェックイン: {{checkinDate}}\nチェックアウト: {{checkoutDate}}\n\nお支払い期限までにご入金が確認できない場合、ご予約は自動的に取り消されます。' +
      SIGNATURE,
  },
  refund_account_request: {
    subject: '【古民家ステイ】返金先の口座をご入力ください（{{propertyTitle}}）',
    text:
      '{{guestName}} 様\n\n以下のご予約はキャンセルとなりました。コンビニ払い・銀行振込でお支払いいただいた代金は、お客様の銀行口座へのお振込みで返金いたします。\n\n予約番号: {{bookingId}}\n宿泊先: {{propertyTitle}}\nチェックイン: {{checkinDate}}\nチェックアウト: {{checkoutDate}}\n返金額: {{refundAmount}}\n\n下記のページ（ログインが必要です）から、返金先の口座をご入力ください。ご入力後、運営よりお振込みいたします。\n{{refundAccountUrl}}' +
      SIGNATURE,
  },
  refund_account_reminder: {
    subject: '【古民家ステイ】返金先の口座のご入力をお待ちしています（{{propertyTitle}}）',
    text:
      '{{guestName}} 様\n\nキャンセルとなった以下のご予約の返金について、返金先の口座のご入力がまだ確認できていません。コンビニ払い・銀行振込でお支払いいただいた代金は、ご入力いただいた口座へのお振込みで返金いたします。ご入力をいただくまで、返金のお手続きを進めることができません。\n\n予約番号: {{bookingId}}\n宿泊先: {{propertyTitle}}\nチェックイン: {{checkinDate}}\nチェックアウト: {{checkoutDate}}\n返金額: {{refundAmount}}\n\n下記のページ（ログインが必要です）から、返金先の口座をご入力ください。\n{{refundAccountUrl}}\n\nご不明な点は、お問い合わせフォームからご連絡ください: {{siteUrl}}/contact' +
      SIGNATURE,
  },
  payment_expired: {
    subject: '【古民家ステイ】お支払い期限が過ぎたため、ご予約を取り消しました（{{propertyTitle}}）',
    text:
      '{{guestName}} 様\n\n誠に恐れ入りますが、以下のご予約は、お支払い期限までにコンビニ払い・銀行振込でのご入金を確認できなかったため取り消しました。\n\n予約番号: {{bookingId}}\n宿泊先: {{propertyTitle}}\nチェックイン: {{checkinDate}}\nチェックアウト: {{checkoutDate}}\nご利用金額: {{totalAmount}}（税込）\n\nお支払いは発生していません。お支払い番号は使えなくなりましたので、お店や銀行でお支払いにならないようご注意ください。\n空いていれば、もう一度ご予約いただけます: {{siteUrl}}/search' +
      SIGNATURE,
  },
  host_payment_expired: {
    subject: '【古民家ステイ】お支払い期限切れのため予約が取り消されました（{{propertyTitle}}）',
    text:
      '{{hostName}} 様\n\n「{{propertyTitle}}」の{{guestName}} 様のご予約は、コンビニ払い・銀行振込のお支払い期限までに入金がなかったため、自動的に取り消されました。この日程は再び予約を受け付けています。\n\n予約番号: {{bookingId}}\nチェックイン: {{checkinDate}}\nチェックアウト: {{checkoutDate}}\nゲスト: {{guestCount}}\nご利用金額: {{totalAmount}}（税込）\n\n予約の詳細: {{hostBookingUrl}}' +
      SIGNATURE,
  },
  property_approved: {
    subject: '【古民家ステイ】物件の審査が完了し、公開しました（{{propertyTitle}}）',
    text:
      '{{hostName}} 様\n\nご提出いただいた「{{propertyTitle}}」の審査が完了しました。物件は公開され、ゲストが検索・予約できるようになりました。\n\n物件の管理はこちらから: {{propertiesUrl}}' +
      SIGNATURE,
  },
  property_rejected: {
    subject: '【古民家ステイ】物件の審査結果のお知らせ（{{propertyTitle}}）',
    text:
      '{{hostName}} 様\n\nご提出いただいた「{{propertyTitle}}」を審査しましたが、次の理由により、このままでは公開できませんでした。\n\n理由: {{reason}}\n\nお手数ですが、内容を修正して再度審査に提出してください: {{propertyUrl}}' +
      SIGNATURE,
  },
  host_registry_incomplete: {
    subject: '【古民家ステイ】本日チェックインの予約の宿泊者名簿がそろっていません（{{propertyTitle}}）',
    text:
      '{{hostName}} 様\n\n本日チェックインの「{{propertyTitle}}」のご予約で、宿泊者名簿（オンラインチェックイン）の入力がまだそろっていません。\n\n予約番号: {{bookingId}}\nゲスト: {{guestName}} 様\nチェックイン: {{checkinDate}}\nチェックアウト: {{checkoutDate}}\n入力済み: {{registeredCount}}（宿泊者 {{guestCount}}）\n\n宿泊者名簿は、宿泊される方全員について作成し、保存することが法律で定められています。ご到着の際に、未入力の方の氏名・住所などをお確かめのうえ、本人確認をお願いします。日本国内に住所のない方は、旅券（パスポート）の提示と写しの保存が必要です。\n\n予約と宿泊者名簿はこちらから: {{hostBookingUrl}}' +
      SIGNATURE,
  },
  checkin_info: {
    subject: '【古民家ステイ】チェックインのご案内（{{propertyTitle}}・{{checkinDate}}）',
    text:
      '{{guestName}} 様\n\nまもなくご宿泊日です。チェックインのご案内をお送りします。\n\n予約番号: {{bookingId}}\n宿泊先: {{propertyTitle}}\n住所: {{address}}\nチェックイン: {{checkinDate}} {{checkinTime}}から\nチェックアウト: {{checkoutDate}} {{checkoutTime}}まで\n\nアクセス・鍵の受け取り:\n{{accessInfo}}\n\nオンラインチェックイン（宿泊者名簿）:\n宿泊される方全員のお名前・ご住所などを、ご到着までにご入力ください。日本国内に住所のない方は、旅券（パスポート）の番号と写真も必要です。\n{{checkinUrl}}\n\nご予約の詳細: {{bookingUrl}}\n\nお気をつけてお越しください。' +
      SIGNATURE,
  },
};

/**
 * The built-in text of a kind: the seeded template (src/db/seed/email-templates.ts) for the five
 * template types, the app's own text above otherwise; the HTML is made from the text.
 */
export function builtInTemplate(kind: TemplateKind): MailTemplate {
  const seeded = EMAIL_TEMPLATES.find((t) => t.templateType === kind);
  const { subject, text } = seeded ? { subject: seeded.subject, text: seeded.textContent } : APP_TEXTS[kind as keyof typeof APP_TEXTS];
  return { subject, text, html: htmlFromText(text) };
}

/** The built-in English text of a guest's kind (english-texts.ts), null for a kind sent in Japanese only. */
export function builtInEnglish(kind: TemplateKind): MailTemplate | null {
  const english = ENGLISH_TEXTS[kind];
  return english ? { subject: english.subject, text: english.text, html: htmlFromText(english.text) } : null;
}

/**
 * The template of a kind in the recipient's language (docs/decisions/0042-english-guest-pages.md, "E-mails"):
 * the admin's active `email_templates` row when there is one (メール設定), else the built-in text (a row
 * turned off, reset, or a database started with SEED=none). In English: the row's English version, else
 * the built-in English; Japanese when the kind has no English (the host's and the back office's e-mails).
 */
export async function loadTemplate(db: Database, kind: TemplateKind, language: Language = 'ja'): Promise<MailTemplate> {
  const row = await findActiveTemplate(db, kind);
  if (language === 'en') {
    const english = row?.subjectEn && row.textEn && row.htmlEn ? { subject: row.subjectEn, text: row.textEn, html: row.htmlEn } : builtInEnglish(kind);
    if (english) return english;
  }
  return row ? { subject: row.subject, text: row.text, html: row.html } : builtInTemplate(kind);
}
