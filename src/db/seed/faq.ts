/**
 * faq_items. Must agree with docs/product/: the cancellation rules (bookings.md), cards, check-in information and reply time (guest-screens.md).
 * The English says the same for the English contact page (migration 0069 gives it to a database seeded before).
 */
export const FAQ_ITEMS: readonly { category: string; question: string; answer: string; categoryEn: string; questionEn: string; answerEn: string }[] = [
  {
    category: '予約について',
    question: '予約はいつ確定しますか？',
    answer:
      '即時予約の古民家は、お支払いが完了した時点で予約が確定します。「承認制」と表示された古民家は、ホストが承認した時点で確定します。ホストは24時間以内に承認または却下を行い、期限を過ぎた場合はリクエストが自動的に取り消され、カードの与信も解除されます。',
    categoryEn: 'Bookings',
    questionEn: 'When is my booking confirmed?',
    answerEn:
      'For a kominka you can book instantly, your booking is confirmed as soon as your payment is complete. For a kominka marked "Request to book", it is confirmed when the host approves it. The host approves or declines within 24 hours; if that time passes, the request is cancelled automatically and the hold on your card is released.',
  },
  {
    category: '予約について',
    question: '予約内容を確認するにはどうすればよいですか？',
    answer: 'ログイン後、画面上部の「予約確認」から、これからの予約・過去の宿泊・キャンセルした予約を確認できます。',
    categoryEn: 'Bookings',
    questionEn: 'How can I check my bookings?',
    answerEn: 'Once signed in, open "My bookings" at the top of the page to see your upcoming bookings, your past stays and the bookings you cancelled.',
  },
  {
    category: '予約について',
    question: '最低宿泊数や最大宿泊数はありますか？',
    answer: '古民家ごとに最低宿泊数と最大宿泊数が設定されています。各古民家の詳細ページでご確認ください。',
    categoryEn: 'Bookings',
    questionEn: 'Is there a minimum or maximum number of nights?',
    answerEn: 'Each kominka sets its own minimum and maximum number of nights. You can find them on its page.',
  },
  {
    category: 'お支払いについて',
    question: '利用できる支払い方法を教えてください。',
    answer:
      'クレジットカード（Visa、MasterCard、JCB）と銀行振込をご利用いただけます。表示される料金はすべて税込の総額で、宿泊料金と清掃料金が含まれます。',
    categoryEn: 'Payment',
    questionEn: 'Which payment methods can I use?',
    answerEn:
      'You can pay by credit card (Visa, MasterCard, JCB) or by bank transfer. Every price shown is the total including tax, with the accommodation and the cleaning fee included.',
  },
  {
    category: 'お支払いについて',
    question: '宿泊料金はどのように決まりますか？',
    answer:
      '1泊ごとの料金は、特別料金、期間料金（繁忙期など）、祝日料金、曜日ごとの料金、基本料金の順に適用されます。予約画面で1泊ごとの内訳をご確認いただけます。',
    categoryEn: 'Payment',
    questionEn: 'How is the price of a stay set?',
    answerEn:
      'Each night is priced by the first of these that applies, in this order: a special price, a seasonal price (such as peak season), a holiday price, a day-of-the-week price, and the base price. The booking page shows the price of each night.',
  },
  {
    category: 'キャンセルについて',
    question: 'キャンセル料はいつから発生しますか？',
    answer:
      'キャンセルポリシーは古民家ごとに異なります。「柔軟」はチェックインの24時間前まで全額返金、それ以降は1泊目の料金がかかります。「標準」はチェックインの3日前まで全額返金、それ以降は50%の返金です。「厳格」はチェックインの7日前まで50%返金、それ以降は返金されません。時刻はすべて日本時間で、チェックイン時刻を基準とします。',
    categoryEn: 'Cancellations',
    questionEn: 'When do cancellation fees start?',
    answerEn:
      'The cancellation policy differs from one kominka to another. Flexible: a full refund until 24 hours before check-in; after that, the first night is charged. Standard: a full refund until 3 days before check-in; after that, 50% is refunded. Strict: a 50% refund until 7 days before check-in; no refund after that. All times are Japan time and count from the check-in time.',
  },
  {
    category: 'キャンセルについて',
    question: 'キャンセルの手続き方法を教えてください。',
    answer:
      '「予約確認」から該当の予約を選び、「キャンセル」を押してください。確認画面にキャンセル料と返金額が表示されますので、内容をご確認のうえ確定してください。返金はお支払いに使用したカードへ行われます。',
    categoryEn: 'Cancellations',
    questionEn: 'How do I cancel a booking?',
    answerEn:
      'In "My bookings", choose the booking and press "Cancel booking". The next screen shows the cancellation fee and the refund: check them, then confirm. The refund goes to the card you paid with.',
  },
  {
    category: '宿泊について',
    question: 'チェックインの案内はいつ届きますか？',
    answer: '宿泊日の2日前に、鍵の受け取り方法や道順などのチェックイン情報をメールでお送りします。',
    categoryEn: 'Your stay',
    questionEn: 'When will I get the check-in information?',
    answerEn: 'Two days before your stay, we e-mail you the check-in information, such as how to collect the key and how to get there.',
  },
  {
    category: '宿泊について',
    question: 'チェックイン・チェックアウトの時間は？',
    answer: '古民家ごとに異なります。多くの古民家はチェックインが15:00以降、チェックアウトが11:00までです。各古民家の詳細ページでご確認ください。',
    categoryEn: 'Your stay',
    questionEn: 'What are the check-in and check-out times?',
    answerEn:
      "They differ from one kominka to another. At most kominka, check-in is from 15:00 and check-out is by 11:00. You can find the times on each kominka's page.",
  },
  {
    category: '宿泊について',
    question: '古民家の冬の寒さが心配です。',
    answer:
      '多くの古民家はエアコンやこたつ、床暖房などの暖房設備を備えています。ただし建物の構造上、現代の住宅より冷えやすいことがありますので、暖かい服装もご用意ください。',
    categoryEn: 'Your stay',
    questionEn: "I'm worried a kominka will be cold in winter.",
    answerEn:
      'Most kominka have heating such as air conditioning, a kotatsu (a low table with a heater under a quilt) or underfloor heating. Still, the way these old houses are built can make them colder than modern homes, so please bring warm clothes too.',
  },
  {
    category: 'ホストについて',
    question: 'ホストに質問したいときはどうすればよいですか？',
    answer: '予約後は予約詳細画面のメッセージ機能からホストへ直接連絡できます。予約前のご質問はお問い合わせフォームからお送りください。',
    categoryEn: 'Hosts',
    questionEn: 'How can I ask the host a question?',
    answerEn: 'Once you have booked, you can message the host directly from your booking details. For questions before you book, please use the contact form.',
  },
  {
    category: 'ホストについて',
    question: '自分の古民家を掲載するにはどうすればよいですか？',
    answer:
      '「ホストになる」からホスト登録を行い、プロフィール、本人確認書類、振込先口座を登録してください。物件は運営の審査完了後に公開されます。手数料は予約総額の15%で、残りの金額を月末に振り込みます。',
    categoryEn: 'Hosts',
    questionEn: 'How can I list my own kominka?',
    answerEn:
      'Sign up as a host from "Become a host", then add your profile, an identity document and the bank account for your payouts. Your kominka is published once our team has reviewed it. The fee is 15% of the booking total, and we transfer the rest to you at the end of the month.',
  },
  {
    category: 'その他',
    question: 'お問い合わせへの返信にはどのくらいかかりますか？',
    answer: 'お問い合わせには3営業日以内に、ご登録のメールアドレスへ返信いたします。',
    categoryEn: 'Other',
    questionEn: 'How long does it take to get a reply to my message?',
    answerEn: 'We reply to the e-mail address you gave us within 3 business days.',
  },
];
