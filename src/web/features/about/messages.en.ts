/**
 * English texts of the about page (/about-kominka), by their Japanese source (docs/decisions/0042-english-guest-pages.md):
 * ICU MessageFormat, loaded only for English pages (src/web/app/english-catalogue.ts). A Japanese word the
 * guest learns is written in romaji followed by its placeholder, `Irori {irori}`, which shows the word in
 * Japanese (japanese-words.ts).
 */
export const messages: Readonly<Record<string, string>> = {
  // The page: its title, the hero, the contents, the call to action.
  '古民家とは | 古民家ステイ': 'About kominka | Kominka Stay',
  '古民家とは': 'About kominka',
  '茅葺き屋根、囲炉裏、土間、縁側。長い年月を人とともに過ごしてきた家には、その土地の気候と暮らしの知恵が詰まっています。古民家の成り立ちと見どころ、泊まるときの心得をご紹介します。':
    'Thatched kayabuki {kayabuki} roofs, the irori {irori} hearth, the earthen doma {doma} floor and the engawa {engawa} veranda. A house that has sheltered people for generations holds all the know-how of its region’s climate and way of life. Here is how kominka came to be, what to look out for, and what to keep in mind when you stay in one.',
  'このページの目次': 'On this page',
  '目次': 'Contents',
  '見どころ': 'What to look for',
  '楽しみ方': 'How to enjoy',
  '滞在のマナー': 'House etiquette',
  '地域ごとの古民家': 'Kominka across Japan',
  '古民家で過ごす旅へ': 'Plan your kominka stay',
  '全国の古民家から、囲炉裏のある家、茅葺き屋根の家、海や山の近くの家を探せます。わからないことがあれば、お気軽にお問い合わせください。':
    'Search kominka all over Japan for a house with an irori hearth, a thatched roof, or a setting near the sea or in the mountains. If you have any questions, just get in touch.',
  '古民家を探す': 'Find a kominka',
  'お問い合わせ': 'Contact',

  // What a kominka is.
  '時を重ねた、日本の家': 'Japanese homes shaped by time',
  '古民家とは、一般に{definition}のことをいいます。農家、町家、商家、武家屋敷など、かつて人々が暮らし、働いてきた住まいです。':
    'A kominka {kominka} is generally {definition}: the farmhouses, townhouses, merchants’ houses and samurai residences where people once lived and worked.',
  '築50年以上を経た、伝統構法でつくられた民家': 'a house at least 50 years old, built by traditional methods',
  '伝統構法の家は、石の上に柱を据える「石場建て」や、竹を編んだ下地に土を塗り重ねる土壁など、その土地の気候と素材に合わせた工夫の積み重ねでできています。傷んだところを取り替えながら、何世代にもわたって住み継げるのが大きな特徴です。':
    'A traditionally built house is the sum of many clever ideas suited to the local climate and materials, such as ishibadate {ishibadate}, where the pillars stand directly on foundation stones, or tsuchikabe {tsuchikabe}, walls of clay laid coat upon coat over a frame of woven bamboo. Above all, worn parts can be replaced as they age, so the house can be lived in for generation after generation.',
  '古民家ステイでは、こうした家を丁寧に手入れし、水まわりや寝具、暖房などを今の暮らしに合わせて整えた宿に泊まれます。':
    'With Kominka Stay you can stay in houses like these: lovingly cared for, with their bathrooms, kitchens, bedding and heating brought up to today’s standards.',
  '伝統構法の古民家': 'A traditionally built kominka',
  '山を背に建つ古民家のイラスト': 'Illustration of a kominka with mountains behind it',
  '木と土と茅でつくられた家は、直しながら長く住み継がれてきました。': 'Built of wood, earth and thatch, these houses have been mended and lived in for generations.',
  '築50年以上': 'Over 50 years old',
  '半世紀を超えて住み継がれてきた民家。なかには江戸時代に建てられた家もあります。':
    'Homes passed down and lived in for more than half a century. Some were built in the Edo period (1603–1868).',
  '伝統構法': 'Traditional building',
  '太い柱と梁を木組みで組み上げ、継手・仕口で接合。釘や金物に頼らない大工の技です。':
    'Thick pillars and beams are fitted together with interlocking wooden joints instead of nails or metal fittings: a true carpenter’s craft.',
  '土地の素材': 'Local materials',
  '木、土、竹、石、茅、和紙。身近な自然の素材でつくられ、直しながら使い続けられます。':
    'Wood, earth, bamboo, stone, thatch and washi {washi} paper. Made from natural materials close at hand, the houses are repaired and kept in use.',

  // What to look for: the parts of a kominka (the reading gives the romaji, the name what it is).
  '古民家の見どころ': 'What to look for in a kominka',
  '古民家には、今の住宅ではなかなか出会えない空間や設えがあります。泊まる前に知っておくと、滞在がもっと楽しくなります。':
    'Kominka have spaces and features you rarely find in a modern home. Get to know them before you go, and you will enjoy your stay all the more.',
  '茅葺き屋根の古民家': 'A kominka with a thatched roof',
  '茅葺き屋根と障子のある古民家のイラスト': 'Illustration of a kominka with a thatched roof and shoji screens',
  '瓦屋根の古民家': 'A kominka with a tiled roof',
  '瓦屋根の古民家のイラスト': 'Illustration of a kominka with a tiled roof',
  'かやぶきやね': 'Kayabuki yane',
  '茅葺き屋根': 'Thatched roof',
  'ススキやヨシなどの茅を厚く重ねて葺いた屋根。空気を含んだ茅が断熱材の役目を果たし、夏は涼しく冬は暖かく過ごせます。数十年ごとの葺き替えは、かつて集落総出の「結」で行われました。':
    'A roof of thick layers of thatch made from grasses such as silver grass and reeds. The air trapped in the thatch insulates the house, keeping it cool in summer and warm in winter. The roof is rethatched every few decades, a job once done by the whole village working together: a custom of mutual help called yui {yui}.',
  'いろり': 'Irori',
  '囲炉裏': 'Sunken hearth',
  '床を四角く切り、灰を敷いて火を焚く設え。暖房、調理、明かりを一つでまかない、家族が集まる家の中心でした。立ちのぼる煙は茅や梁をいぶし、虫や湿気から家を守ります。':
    'A square opening cut into the floor and filled with ash, where a fire is lit. It heated the house, cooked the meals and gave light all at once, and it was the heart of the home where the family gathered. Its rising smoke cures the thatch and the beams, protecting the house from insects and damp.',
  'どま': 'Doma',
  '土間': 'Earthen floor',
  '玄関から続く、土や三和土（たたき）で仕上げた床のない空間。かまどで煮炊きをし、雨の日には農作業もした、家の中にある「外」です。いまは靴を脱ぐ前のひと息の場所に。':
    'An area without a raised floor, leading in from the entrance and finished in earth or hard-packed tataki {tataki}. Meals were cooked here on the kamado stove and farm work carried on here on rainy days: an “outdoors” inside the house. Today it is where you pause for a moment before taking off your shoes.',
  'えんがわ': 'Engawa',
  '縁側': 'Wooden veranda',
  '座敷の外側に沿って張られた板敷きの通路。庭の緑や田畑を眺め、日なたぼっこをし、近所の人とお茶を飲む、内と外をゆるやかにつなぐ場所です。':
    'A boarded walkway running along the outside of the main tatami rooms. It is where people gaze at the garden and the fields, bask in the sun and share tea with the neighbours: a place that gently joins inside and out.',
  'はり': 'Hari',
  '梁': 'Roof beams',
  '屋根の重さを受け止める横架材。曲がった丸太をそのまま活かした太い梁は、大工が木のくせを読んで組み上げたもの。見上げると、家が過ごしてきた年月が伝わってきます。':
    'The horizontal timbers that carry the weight of the roof. Thick beams made from curved logs, left in their natural shape, were fitted together by carpenters who read the quirks of each piece of wood. Look up and you can feel the years the house has lived through.',
  'しょうじ・ふすま': 'Shoji and fusuma',
  '障子・襖': 'Paper screens and sliding doors',
  '和紙を貼った障子は、外の光をやわらかく室内に広げます。襖は開け閉めや取り外しで部屋の広さを自在に変える間仕切り。季節や人数に合わせて住まいを調えてきた知恵です。':
    'Shoji, covered in washi {washi} paper, spread soft daylight through the room. Fusuma are sliding partitions: open them, close them or lift them out to make a room as large or as small as you like. Together they let the home adapt to the season and to the number of people in it.',
  'しっくいかべ': 'Shikkui kabe',
  '漆喰壁': 'Lime plaster walls',
  '消石灰を主な材料にした白い塗り壁。湿気を吸ったり吐いたりして室内を快適に保ち、燃えにくいことから蔵の外壁にも使われてきました。':
    'White walls plastered mainly with slaked lime. They absorb and release moisture to keep the rooms comfortable, and because they resist fire they were also used on the outer walls of kura {kura} storehouses.',
  'たたみ': 'Tatami',
  '畳': 'Woven rush mats',
  'い草を織った畳表を床に敷き詰めた和室。ほどよい弾力と香りがあり、素足で歩き、座り、布団を敷いて眠る、暮らしのすべてを受け止めます。':
    'A Japanese room floored wall to wall with mats faced in woven igusa {igusa} rush. Gently springy and pleasantly fragrant, tatami take in all of daily life: you walk on them barefoot, sit on them, and lay out your futon on them to sleep.',
  'とこのま': 'Tokonoma',
  '床の間': 'Decorative alcove',
  '座敷の一角を一段高くし、掛け軸や季節の花を飾る空間。客をもてなす心を表す場所で、床の間を背にした席が上座とされます。':
    'A raised alcove in a corner of the main room, where a hanging scroll and seasonal flowers are displayed. It expresses the welcome the house gives its guests, and the seat with its back to the tokonoma is the place of honour.',
  'かまど': 'Kamado',
  '土間に据えた、土や石でつくる煮炊きの設備。薪の火で炊いたご飯の味は格別です。京都では親しみを込めて「おくどさん」とも呼ばれます。':
    'A cooking stove of earth or stone, set in the doma. Rice cooked over a wood fire tastes like nothing else. In Kyoto it is affectionately called okudo-san {okudosan}.',
  'らんま': 'Ranma',
  '欄間': 'Transom panels',
  '鴨居の上に設けた透かし彫りや格子の装飾。部屋を仕切りながら、隣の部屋へ光と風を通します。家ごとに意匠が異なり、職人の腕の見せどころでした。':
    'Panels of openwork carving or lattice set above the sliding doors. They divide the rooms while letting light and air through to the next. Every house has its own design, and they were where craftsmen showed off their skill.',
  'こうしど': 'Koshido',
  '格子戸': 'Lattice doors',
  '細い木を縦横に組んだ戸や窓。外からの視線はさえぎりつつ、内からは外がよく見え、光と風も通します。町家の表情をつくる大切な要素です。':
    'Doors and windows made of slender wooden bars set in a grid. They block the view from outside while you can see out clearly from within, and they let in light and air. They give machiya {machiya} townhouses much of their character.',

  // How to enjoy a stay.
  '古民家ステイの楽しみ方': 'What a kominka stay offers',
  '観光の拠点としてだけでなく、家そのものを味わう旅を。': 'Make the house itself part of the journey, not just a base for sightseeing.',
  '囲炉裏を囲んで食事を': 'Share a meal around the irori',
  '串に刺した川魚や野菜を炭火でじっくり焼き、鉄瓶で湯を沸かす。火を囲むと自然と会話が弾み、時間がゆっくり流れます。':
    'Slowly grill skewered river fish and vegetables over the charcoal, and boil water in a cast-iron kettle. Gathered around the fire, conversation flows easily and time slows down.',
  '縁側で季節を感じる': 'Feel the seasons on the engawa',
  '朝は鳥の声と朝露、昼は田畑を渡る風、夜は虫の音と星空。何もしない時間こそ、古民家ステイのいちばんのぜいたくです。':
    'Birdsong and morning dew at dawn, a breeze across the fields by day, the chirping of insects and a sky full of stars at night. Time spent doing nothing at all is the greatest luxury of a kominka stay.',
  '土地の暮らしにふれる': 'Meet the local way of life',
  '地元の野菜を使った料理、畑仕事や手仕事の体験、集落の散策。ホストに聞けば、ガイドブックにない楽しみ方が見つかります。':
    'Dishes made with local vegetables, a go at farm work or a traditional craft, a stroll through the village. Ask your host and you will find things to do that no guidebook mentions.',
  '家族や仲間と一棟まるごと': 'A whole house for family and friends',
  '襖を開け放てば大広間に。三世代の旅行や仲間との合宿でも、一棟貸しならまわりを気にせず同じ屋根の下で過ごせます。':
    'Slide the fusuma open and the rooms become one large hall. Whether it is three generations travelling together or a group of friends on a retreat, renting the whole house lets you all stay under one roof without worrying about anyone else.',

  // House etiquette.
  '古民家は、ホストや地域の方々が大切に守ってきた家です。次の世代の旅人にも気持ちよく使ってもらえるよう、いくつかの約束事にご協力ください。':
    'Every kominka is a home that its host and the local community have worked hard to preserve. Please help keep it welcoming for the travellers who come after you by following a few simple rules.',
  '土足厳禁': 'No shoes indoors',
  '靴は玄関や土間で脱ぎ、揃えてから上がりましょう。': 'Take off your shoes at the entrance or in the doma, and line them up neatly before you step up into the house.',
  '畳の上ではスリッパも脱ぐのが基本です。': 'On tatami, take off your slippers too.',
  '敷居や畳の縁（へり）は踏まないように歩くと、建物が長持ちします。':
    'Try not to step on the door sills or on the cloth borders of the tatami, called heri {heri}: it helps the house last longer.',
  '囲炉裏・火の扱い': 'The irori and open fire',
  '使い始める前に、ホストから火のおこし方と消し方の説明を受けてください。': 'Before you use it, ask your host to show you how to light the fire and how to put it out.',
  '火を使うときは窓を開けて換気し、そばを離れないようにしましょう。小さなお子さまからは目を離さないでください。':
    'While the fire is burning, open a window to let fresh air in and stay close by. Keep a constant eye on small children.',
  '就寝前と外出前には、灰をかぶせて火が完全に消えたことを確かめてください。': 'Before going to bed or going out, cover the fire with ash and make sure it is completely out.',
  '近隣への配慮': 'Be a good neighbour',
  '古民家の多くは集落の中にあります。夜間や早朝は話し声や車の音を控えめに。':
    'Most kominka stand in the middle of a village. Keep voices and car noise down late at night and early in the morning.',
  'ごみは地域のルールに従って分別し、指定の方法で出すか持ち帰りましょう。': 'Sort your rubbish according to the local rules, and put it out as instructed or take it home with you.',
  '車は決められた場所に停め、私有地や田畑には立ち入らないでください。': 'Park only in the place set aside for you, and keep off private land and farm fields.',
  '建物をいたわる': 'Treat the house gently',
  '障子や襖は引手に手をかけて静かに開け閉めしてください。': 'Open and close shoji and fusuma gently, by their finger pulls.',
  '柱や壁に画びょうやテープを使わないでください。': 'Please don’t use pins or tape on the pillars or walls.',
  '古い建物は冬に冷えやすく、虫が入ることもあります。暖かい服装で、気づいたことはホストにお知らせください。':
    'Old houses can get cold in winter, and insects sometimes find their way in. Bring warm clothes, and let your host know if you notice anything.',

  // The regions.
  '気候や暮らし、なりわいの違いから、古民家のかたちは地域ごとに大きく異なります。旅先の家の造りにも注目してみてください。':
    'Differences in climate, ways of life and local trades mean that kominka vary greatly from region to region. Wherever you travel, take a closer look at how the houses are built.',
  '{label}のイラスト': 'Illustration: {label}',
  '東北': 'Tohoku',
  '曲り家・中門造り': 'Magariya and chumon-zukuri',
  '岩手の南部曲り家は、母屋と馬屋をL字につないだ造り。人と馬がひとつ屋根の下で暮らしました。雪深い秋田・山形・新潟には、出入口を突き出した中門造りが見られます。':
    'The Nanbu magariya {nanbuMagariya} of Iwate joins the main house and the stable in an L shape, so that people and horses lived under one roof. In the deep snow country of Akita, Yamagata and Niigata you will see chumon-zukuri {chumonZukuri} houses, whose entrance juts out from the main building.',
  '東北の曲り家': 'An L-shaped magariya in Tohoku',
  '関東・甲信': 'Kanto and Koshin',
  '養蚕農家・本棟造り': 'Silk-farming houses and honmune-zukuri',
  '養蚕が盛んだった群馬や山梨の山あいには、屋根裏を蚕室として使うため大きな屋根をもつ農家が残ります。長野の本棟造りは、ゆるい勾配の切妻屋根と「雀おどし」の棟飾りが印象的です。':
    'In the hills of Gunma and Yamanashi, once busy with silk farming, farmhouses still stand under huge roofs whose attics served as rooms for raising silkworms. The honmune-zukuri {honmuneZukuri} houses of Nagano are known for their gently sloping gabled roofs and the suzume-odoshi {suzumeOdoshi} ornament on the ridge.',
  '甲信の山あいの民家': 'A farmhouse in the Koshin hills',
  '北陸・中部': 'Hokuriku and Chubu',
  '合掌造り': 'Gassho-zukuri',
  '岐阜の白川郷と富山の五箇山には、掌を合わせたような急勾配の茅葺き屋根をもつ合掌造りの集落が残り、世界遺産に登録されています。雪を落とし、屋根裏では養蚕が営まれました。':
    'Shirakawa-go in Gifu and Gokayama in Toyama keep whole villages of gassho-zukuri {gasshoZukuri} houses, their steep thatched roofs shaped like hands pressed together in prayer; the villages are a World Heritage Site. The steep roofs shed the snow, and silkworms were raised in the attics.',
  '合掌造りの集落': 'A gassho-zukuri village',
  '近畿': 'Kansai',
  '京町家・かやぶきの里・大和棟': 'Kyo-machiya, Kayabuki no Sato and yamato-mune',
  '京都の町なかには、間口が狭く奥に長い京町家が連なります。京都府南丹市美山町には茅葺きの民家が集まる「かやぶきの里」があり、奈良では茅葺きと瓦を組み合わせた大和棟が見られます。':
    'The streets of central Kyoto are lined with kyo-machiya {kyoMachiya}, townhouses with narrow fronts that stretch far back from the street. In Miyama, Nantan City, in Kyoto Prefecture, thatched farmhouses cluster together in Kayabuki no Sato {kayabukiNoSato}, the “thatched village”, and in Nara you will find yamato-mune {yamatoMune} houses that combine thatch with tiles.',
  '京都の町家': 'A machiya townhouse in Kyoto',
  '中国・四国': 'Chugoku and Shikoku',
  '山里の茅葺き民家': 'Thatched houses in the mountains',
  '徳島の祖谷をはじめとする四国の山深い集落では、急な斜面に石垣を築き、茅葺きの民家が寄り添うように建っています。中国山地にも、たたら製鉄や農業とともに栄えた大きな農家が残ります。':
    'In the remote mountain villages of Shikoku, such as Iya in Tokushima, thatched houses huddle together on stone terraces built into steep slopes. The Chugoku Mountains, too, still have large farmhouses from the days when the area prospered on farming and tatara {tatara} iron making.',
  '九州・沖縄': 'Kyushu and Okinawa',
  'くど造り・赤瓦の家': 'Kudo-zukuri and red-tiled houses',
  '佐賀や福岡の筑後地方には、屋根をコの字形に組んだくど造りが伝わります。沖縄では台風に備えて低く構えた赤瓦の屋根と石垣、フクギの屋敷林が独特の景色をつくっています。':
    'Saga and the Chikugo area of Fukuoka keep the tradition of kudo-zukuri {kudoZukuri}, houses whose roofs are built in a U shape. In Okinawa, low red-tiled roofs built to withstand typhoons, stone walls and windbreaks of fukugi {fukugi} trees around the houses make a landscape like no other.',
  '赤瓦の屋根の家': 'A house with a red-tiled roof',
};
