/**
 * English texts of the pages’ <head> (page-head.ts) and what it shares with the pages, by their Japanese source (docs/decisions/0042-english-guest-pages.md): ICU
 * MessageFormat, loaded only for English pages (src/web/app/english-catalogue.ts).
 */
export const messages: Readonly<Record<string, string>> = {
  '古民家を探す | 古民家ステイ': 'Find a kominka | Kominka Stay',
  '全国の古民家の宿を、エリア・日程・人数・設備から探せます。空室と料金はその場で確認できます。': 'Find kominka stays all over Japan by area, dates, party and amenities. See availability and prices at once.',
  '古民家ステイ：日本の古民家に泊まる旅を探す': 'Kominka Stay: find a stay in a traditional Japanese house',
  '日本各地の古民家に泊まれる宿泊予約サービス。時を重ねた家で、その土地の暮らしと季節を味わう旅をお届けします。': 'Book a stay in kominka, traditional old houses all over Japan. Live the seasons and the local way of life in a house with a long story.',
  'ページが見つかりません | 古民家ステイ': 'Page not found | Kominka Stay',
  '{title} | 古民家ステイ': '{title} | Kominka Stay',
  '古民家ステイの{title}です。': 'The {title} of Kominka Stay.',
  '古民家とは | 古民家ステイ': 'About kominka | Kominka Stay',
  '茅葺き屋根、囲炉裏、土間、縁側。古民家の成り立ちと見どころ、泊まるときの心得、地域ごとの古民家をご紹介します。': 'Thatched roofs, sunken hearths, earthen floors and veranda. What a kominka is, what to look for, how to stay in one, and the houses of each region of Japan.',
  // A booking's status (src/domain/booking-state.ts), shown by the booking pages and the payment pages.
  '仮予約': 'On hold',
  '承認待ち': 'Awaiting approval',
  '確定': 'Confirmed',
  'キャンセル': 'Cancelled',
  '宿泊完了': 'Completed',
  '来館なし': 'No-show',
  '却下': 'Declined',
  'お支払い待ち': 'Awaiting payment',
  '古民家ステイ': 'Kominka Stay',
  '{place}の古民家。最大{count}名・1泊{price}〜（税込）。': 'A kominka in {place}. Up to {count, plural, one {# guest} other {# guests}}, from {price} a night (tax included).',
};
