import type { EMAIL_TEMPLATE_TYPES } from '@/contract/enums';

export interface EmailTemplateSeed {
  templateType: (typeof EMAIL_TEMPLATE_TYPES)[number];
  templateName: string;
  subject: string;
  textContent: string;
}

/** The closing lines of every e-mail (the server's own texts in src/server/mail use it too). */
export const SIGNATURE = '\n\n――――――――――\n古民家ステイ 運営事務局\nお問い合わせ: お問い合わせフォームより（3営業日以内に返信いたします）';

/** One active template per type; the HTML body is made from the text body. */
export const EMAIL_TEMPLATES: readonly EmailTemplateSeed[] = [
  {
    templateType: 'welcome',
    templateName: '会員登録完了メール',
    subject: '【古民家ステイ】ご登録ありがとうございます',
    textContent:
      '{{guestName}} 様\n\n古民家ステイへのご登録ありがとうございます。\n全国の趣ある古民家から、お気に入りの一軒を探してみてください。\n\n古民家を探す: {{siteUrl}}/search' +
      SIGNATURE,
  },
  {
    templateType: 'booking_confirmation',
    templateName: '予約確定メール',
    subject: '【古民家ステイ】ご予約が確定しました（{{propertyTitle}}）',
    textContent:
      '{{guestName}} 様\n\nご予約ありがとうございます。以下の内容でご予約が確定しました。\n\n予約番号: {{bookingId}}\n宿泊先: {{propertyTitle}}\nチェックイン: {{checkinDate}}\nチェックアウト: {{checkoutDate}}\nご利用金額: {{totalAmount}}（税込）\nうち宿泊税: {{accommodationTax}}\n\nチェックインの2日前に、鍵の受け取り方法などのご案内をお送りします。' +
      SIGNATURE,
  },
  {
    templateType: 'payment_reminder',
    templateName: 'お支払いのお願い',
    subject: '【古民家ステイ】お支払いが完了していません（予約番号 {{bookingId}}）',
    textContent:
      '{{guestName}} 様\n\n{{propertyTitle}}（{{checkinDate}}〜{{checkoutDate}}）のお支払いがまだ完了していません。\nご利用金額: {{totalAmount}}（税込）\nうち宿泊税: {{accommodationTax}}\n\nお手続きがない場合、仮予約は30分で自動的に取り消されます。\nお支払いはこちら: {{paymentUrl}}' +
      SIGNATURE,
  },
  {
    templateType: 'review_request',
    templateName: 'レビューのお願い',
    subject: '【古民家ステイ】{{propertyTitle}}でのご滞在はいかがでしたか',
    textContent:
      '{{guestName}} 様\n\nこの度は{{propertyTitle}}にご宿泊いただきありがとうございました（{{checkinDate}}〜{{checkoutDate}}）。\nよろしければ、ご滞在の感想をお聞かせください。レビューはチェックアウトから14日以内に投稿できます。\n\nレビューを書く: {{reviewUrl}}' +
      SIGNATURE,
  },
  {
    templateType: 'newsletter',
    templateName: '季節のおすすめ古民家',
    subject: '【古民家ステイ】{{seasonTitle}} 季節のおすすめ古民家',
    textContent:
      '{{guestName}} 様\n\nいつも古民家ステイをご利用いただきありがとうございます。\n{{seasonTitle}}におすすめの古民家をご紹介します。\n\n{{featuredProperties}}\n\n配信停止をご希望の方はこちら: {{unsubscribeUrl}}' +
      SIGNATURE,
  },
];
