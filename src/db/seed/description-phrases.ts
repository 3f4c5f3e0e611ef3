import type { KominkaFeatureKey } from '@/contract/enums';

/**
 * Phrase pools for the property descriptions. A description is: an opening about the house and its
 * age, the house's own setting sentence, a sentence about one or two of its features, and sometimes a
 * closing about the stay. {era} and {style} are filled in.
 */
export const OPENINGS: readonly string[] = [
  '{era}に建てられた{style}を、往時の趣を残しながら丁寧に改修しました。',
  '{era}築の{style}を一棟まるごと貸し切ってお過ごしいただけます。',
  '{era}から受け継がれてきた{style}を、現代の暮らしに合わせて再生した宿です。',
  '{era}に建てられた{style}で、長い時を刻んだ柱や床が静かに迎えてくれます。',
  '地元の職人の手で修復した{era}の{style}です。',
  '{era}に建てられた{style}を、水回りを一新して快適にお泊まりいただけるようにしました。',
  '{era}の建築で、代々この地で暮らしてきた家族の{style}を宿として開きました。',
  '{era}に建てられた{style}が、築年数を感じさせない手入れの行き届いた宿に生まれ変わりました。',
];

export const FEATURE_PHRASES: Record<KominkaFeatureKey, readonly string[]> = {
  kayabuki_roof: ['厚く葺かれた茅葺き屋根が、夏は涼しく冬は暖かい室内をつくります', '雪をかぶった茅葺き屋根の姿は冬ならではの美しさです'],
  irimoya_roof: ['堂々とした入母屋造りの屋根が、かつての豪農の暮らしを物語ります', '入母屋造りの大屋根の下に、ゆったりとした座敷が広がります'],
  kawara_roof: ['重厚な瓦屋根が連なる外観は、町並みの景観にしっくりと溶け込んでいます', 'いぶし銀の瓦屋根が、雨の日にはしっとりとした表情を見せます'],
  thatched_roof: ['藁葺き屋根の素朴な佇まいが、訪れる人をほっとさせてくれます', '葺き替えたばかりの藁葺き屋根から、ほのかに藁の香りが漂います'],
  doma: ['広い土間では、かまどや昔の農具が当時の暮らしを伝えています', '玄関から続く土間は、ひんやりとして夏も心地よい空間です'],
  irori: ['囲炉裏を囲んで炭火で焼く鮎や地元の野菜は格別です', '夜は囲炉裏の火を眺めながら、語らいのひとときをお楽しみください'],
  engawa: ['縁側に腰かけて庭を眺めれば、時間を忘れてくつろげます', '日当たりのよい縁側は、朝のコーヒーや夕涼みに最適です'],
  washitsu: ['床の間のある和室で、背筋の伸びるような静けさを味わえます', '続き間の和室は、大人数でもゆったり過ごせる広さです'],
  koushido: ['通りに面した格子戸から、やわらかな光が差し込みます', '格子戸を開けると、奥へと続く通り庭が現れます'],
  shouji: ['障子越しの光が部屋をやさしく包み、朝は自然と目が覚めます', '張り替えたばかりの障子が、白く明るい室内をつくっています'],
  ranma: ['欄間の透かし彫りには、職人の見事な技が光ります', '座敷を飾る欄間は、この家のいちばんの見どころです'],
  fusuma: ['襖を開け放てば、いくつもの部屋がひと続きの大広間になります', '手漉き和紙の襖が、落ち着いた色合いで部屋を仕切ります'],
  hari: ['見上げれば、黒光りする太い梁が力強く組まれています', '吹き抜けに架かる松の大梁は、建てられた当時からこの家を支えてきました'],
  shikkui_wall: ['白い漆喰壁が、室内を明るく清潔な印象にしています', '職人が塗り直した漆喰壁は、湿気を調え一年中快適です'],
  tsuchi_wall: ['土壁のぬくもりが、どこか懐かしい安らぎを与えてくれます', '土壁に囲まれた寝室は、夏もひんやりと眠りやすい空間です'],
  tatami: ['い草の香る畳の上で、素足でのんびりとお過ごしください', '新しい畳に替えた座敷で、ごろりと横になるのも贅沢な時間です'],
};

export const CLOSINGS: readonly string[] = [
  '一棟貸しなので、ご家族やご友人と気兼ねなくお過ごしいただけます。',
  '暮らすように泊まる、そんな旅をお楽しみください。',
  'キッチンも備えていますので、地元の食材で料理を楽しむのもおすすめです。',
  '朝は鳥のさえずりで目覚め、夜は満天の星空をお楽しみください。',
  '長期滞在やテレワークの拠点としてもご利用いただけます。',
  '季節ごとに異なる表情を見せる古民家で、特別なひとときをお過ごしください。',
  '水回りは最新の設備に改修しているので、小さなお子さま連れでも安心です。',
];

/** Photo captions beyond the cover ('外観'), chosen by the features the house has. */
export const PHOTO_CAPTIONS: readonly { caption: string; needs?: KominkaFeatureKey }[] = [
  { caption: '囲炉裏のある居間', needs: 'irori' },
  { caption: '縁側からの庭', needs: 'engawa' },
  { caption: '土間と台所', needs: 'doma' },
  { caption: '太い梁の見える吹き抜け', needs: 'hari' },
  { caption: '格子戸の玄関', needs: 'koushido' },
  { caption: '欄間のある座敷', needs: 'ranma' },
  { caption: '床の間のある和室', needs: 'washitsu' },
  { caption: '障子越しの光', needs: 'shouji' },
  { caption: '寝室' },
  { caption: '浴室' },
  { caption: 'キッチン' },
  { caption: '庭の眺め' },
  { caption: '周辺の風景' },
  { caption: '夕暮れの外観' },
];
