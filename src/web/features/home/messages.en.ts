/**
 * English texts of the home page, by their Japanese source (docs/decisions/0042-english-guest-pages.md): ICU
 * MessageFormat, loaded only for English pages (src/web/app/english-catalogue.ts).
 */
export const messages: Readonly<Record<string, string>> = {
  '囲炉裏を囲む夜': 'Evenings around the irori hearth',
  '火を囲んで語らう時間は、古民家ならではのぜいたくです。': 'Talking around an open fire is a luxury only an old house gives.',
  '縁側からの景色': 'The view from the engawa veranda',
  '庭や田畑を眺めながら、季節の移ろいを肌で感じられます。': 'Watch the garden and the fields and feel the seasons change.',
  '土地の暮らしにふれる': 'Meet the local way of life',
  'ホストが案内する地域の食や文化が、旅を特別なものにします。': 'Food and culture shown by your host make the trip your own.',
  '古民家ステイの楽しみ方': 'What a kominka stay offers',
  'おかえりなさい、{name}さん': 'Welcome back, {name}',
  '泊まりたい古民家を探す': 'Find the kominka for your stay',
  '古民家を検索': 'Search kominka',
  '検索': 'Search',
  '評価の高い古民家を読み込めませんでした': 'Could not load the top-rated kominka',
  '通信状況をご確認のうえ、もう一度お試しください。上の検索はこのままご利用いただけます。': 'Check your connection and try again. The search above still works.',
  '掲載中の古民家はまだありません。': 'No kominka are listed yet.',
  '評価の高い古民家': 'Top-rated kominka',
  'ゲストのレビューで高い評価を得ている宿をご紹介します。': 'Houses that guests rate highest in their reviews.',
  'すべての古民家を見る': 'See all kominka',
};
