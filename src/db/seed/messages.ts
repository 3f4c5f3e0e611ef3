/**
 * The conversation between the demo guest and the demo host about the guest's next stay at the
 * host's Kyoto town house. hoursAfterBooking places each message after the booking was made.
 */
export const DEMO_CONVERSATION: readonly { from: 'guest' | 'host'; subject?: string; content: string; hoursAfterBooking: number }[] = [
  {
    from: 'guest',
    subject: 'チェックイン時間について',
    content: 'はじめまして、山田です。当日は新幹線の都合で到着が20時頃になりそうです。遅い時間でもチェックインは可能でしょうか。',
    hoursAfterBooking: 2,
  },
  {
    from: 'host',
    content:
      '山田様、ご予約ありがとうございます。佐藤です。20時のご到着でも問題ございません。宿泊日の2日前にキーボックスの暗証番号と道順をメールでお送りしますので、ご到着時間を気にせずお越しください。',
    hoursAfterBooking: 5,
  },
  {
    from: 'guest',
    content: 'ご丁寧にありがとうございます。安心しました。もし近くで遅くまで開いている夕食のお店があれば教えていただけますか。',
    hoursAfterBooking: 26,
  },
  {
    from: 'host',
    content:
      '五条通り沿いに22時まで営業しているおばんざいのお店があります。館内の案内ファイルに地図を入れておきますね。京都での滞在を楽しみにお待ちしております。',
    hoursAfterBooking: 30,
  },
];
