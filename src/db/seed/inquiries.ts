import type { InquiryStatus, InquiryType } from '@/contract/enums';

export interface InquirySeed {
  /** 'demo-guest' links the inquiry to the demo guest's account; otherwise sent without an account. */
  from: 'demo-guest' | { fullName: string; email: string };
  inquiryType: InquiryType;
  status: InquiryStatus;
  subject: string;
  content: string;
  /** The operator's answer (resolved and closed inquiries). */
  response?: string;
  daysAgo: number;
}

export const INQUIRIES: readonly InquirySeed[] = [
  {
    from: 'demo-guest',
    inquiryType: 'booking',
    status: 'open',
    subject: '宿泊人数の変更について',
    content: '予約済みの宿泊について、大人2名から大人3名に人数を変更したいのですが、どのように手続きすればよいでしょうか。',
    daysAgo: 1,
  },
  {
    from: 'demo-guest',
    inquiryType: 'payment',
    status: 'resolved',
    subject: '返金の時期について',
    content: '先日キャンセルした予約の返金はいつ頃カードに反映されますか。',
    response:
      'お問い合わせありがとうございます。返金手続きはキャンセル当日に完了しております。カード会社によって異なりますが、通常5〜10営業日ほどでご利用明細に反映されます。',
    daysAgo: 4,
  },
  {
    from: 'demo-guest',
    inquiryType: 'general',
    status: 'closed',
    subject: 'ペット同伴について',
    content: '小型犬を連れて泊まれる古民家はありますか。',
    response:
      'お問い合わせありがとうございます。設備に「ペット可」と記載のある古民家でご宿泊いただけます。犬種や頭数の条件は古民家ごとに異なりますので、ご予約前にホストへご確認ください。',
    daysAgo: 60,
  },
  {
    from: { fullName: '田中 太郎', email: 'tanaka.taro@example.jp' },
    inquiryType: 'technical',
    status: 'in_progress',
    subject: 'ログインできません',
    content: 'パスワードを入力してもログインできず、「メールアドレスまたはパスワードが正しくありません」と表示されます。',
    daysAgo: 2,
  },
  {
    from: { fullName: '西村 香織', email: 'nishimura.kaori@example.jp' },
    inquiryType: 'general',
    status: 'open',
    subject: '団体での利用について',
    content: '会社の研修で15名ほどで利用できる古民家を探しています。複数の古民家をまとめて予約することは可能でしょうか。',
    daysAgo: 0,
  },
  {
    from: { fullName: '鈴木 一郎', email: 'suzuki.ichiro@example.jp' },
    inquiryType: 'complaint',
    status: 'in_progress',
    subject: '清掃状態について',
    content: '先週宿泊した古民家で、浴室の清掃が不十分でした。ホストには伝えましたが、運営からも確認をお願いします。',
    daysAgo: 5,
  },
  {
    from: { fullName: '加藤 さくら', email: 'kato.sakura@example.jp' },
    inquiryType: 'booking',
    status: 'resolved',
    subject: '承認待ちの予約について',
    content: '予約リクエストを送ってから時間が経っていますが、まだ承認されません。どのくらい待てばよいですか。',
    response:
      'お問い合わせありがとうございます。承認制の古民家では、ホストが24時間以内に承認または却下を行います。期限を過ぎた場合はリクエストが自動的に取り消され、カードの与信も解除されますのでご安心ください。',
    daysAgo: 12,
  },
  {
    from: { fullName: '小松 大地', email: 'komatsu.daichi@example.jp' },
    inquiryType: 'payment',
    status: 'open',
    subject: '銀行振込での支払い',
    content: 'クレジットカードを持っていないのですが、銀行振込で支払うことはできますか。',
    daysAgo: 3,
  },
  {
    from: { fullName: '山口 由美子', email: 'yamaguchi.yumiko@example.jp' },
    inquiryType: 'other',
    status: 'closed',
    subject: '領収書の発行について',
    content: '会社の経費精算のため、宛名入りの領収書を発行していただけますか。',
    response:
      'お問い合わせありがとうございます。ご指定の宛名で領収書を作成し、ご登録のメールアドレスへPDFでお送りしました。ご不明な点があれば再度ご連絡ください。',
    daysAgo: 35,
  },
  {
    from: { fullName: '大野 健', email: 'ono.ken@example.jp' },
    inquiryType: 'technical',
    status: 'resolved',
    subject: '写真が表示されない',
    content: 'スマートフォンで古民家の詳細ページを開くと、写真が表示されないことがあります。',
    response:
      'ご不便をおかけして申し訳ありません。ブラウザを最新版に更新し、キャッシュを削除してから再度お試しください。改善しない場合は、端末とブラウザの種類をお知らせください。',
    daysAgo: 20,
  },
  {
    from: { fullName: '渡辺 翔', email: 'watanabe.sho@example.jp' },
    inquiryType: 'complaint',
    status: 'closed',
    subject: 'チェックイン時間の遅れ',
    content: '到着時に前のお客様の清掃が終わっておらず、30分ほど外で待つことになりました。',
    response:
      'この度はご不便をおかけし、誠に申し訳ございませんでした。ホストに事実関係を確認し、清掃スケジュールの見直しを依頼いたしました。',
    daysAgo: 48,
  },
  {
    from: { fullName: '青木 里奈', email: 'aoki.rina@example.jp' },
    inquiryType: 'other',
    status: 'open',
    subject: '取材のお願い',
    content: '旅行雑誌の編集部です。古民家特集で掲載古民家をご紹介したく、ご相談させていただけますでしょうか。',
    daysAgo: 1,
  },
  {
    from: { fullName: '中村 優子', email: 'nakamura.yuko@example.jp' },
    inquiryType: 'general',
    status: 'resolved',
    subject: '子ども連れの宿泊',
    content: '2歳の子どもがいます。乳幼児は宿泊人数に含まれますか。',
    response:
      'お問い合わせありがとうございます。予約画面では大人・子ども・乳幼児の人数をそれぞれ入力いただけます。ベビー布団の有無は各古民家の設備欄でご確認ください。',
    daysAgo: 9,
  },
  {
    from: { fullName: '森 陽介', email: 'mori.yosuke@example.jp' },
    inquiryType: 'booking',
    status: 'in_progress',
    subject: '日程の変更について',
    content: '予約の日程を1週間後ろにずらしたいのですが、キャンセルせずに変更することはできますか。',
    daysAgo: 2,
  },
];
