export interface BasicAmenitySeed {
  key: string;
  label: string;
  /** The English name (migration 0065 gives the same to a database seeded before). */
  labelEn: string;
  category: BasicAmenityCategory;
  description?: string;
  /** Values a property may show next to the amenity, e.g. the line speed or the number of cars. */
  values?: readonly string[];
}

export const BASIC_AMENITY_CATEGORIES = [
  'インターネット',
  '駐車場',
  'チェックイン・チェックアウト',
  'キッチン設備',
  'バスルーム設備',
  'ベッド・寝具',
  '空調・電化製品',
  'リネン・アメニティ',
  'ランドリー設備',
  'その他',
] as const;
export type BasicAmenityCategory = (typeof BASIC_AMENITY_CATEGORIES)[number];

/** Each category's English name (migration 0066 gives the same to a database seeded before). */
export const BASIC_AMENITY_CATEGORIES_EN: Readonly<Record<BasicAmenityCategory, string>> = {
  'インターネット': 'Internet',
  '駐車場': 'Parking',
  'チェックイン・チェックアウト': 'Check-in and check-out',
  'キッチン設備': 'Kitchen',
  'バスルーム設備': 'Bathroom',
  'ベッド・寝具': 'Beds and bedding',
  '空調・電化製品': 'Heating, cooling and appliances',
  'リネン・アメニティ': 'Linens and toiletries',
  'ランドリー設備': 'Laundry',
  'その他': 'Other',
};

/** basic_amenities_master, in display order (sortOrder = index + 1). */
export const BASIC_AMENITIES: readonly BasicAmenitySeed[] = [
  { key: 'wifi', label: 'Wi-Fi', labelEn: 'Wi-Fi', category: 'インターネット', description: '館内で無線LANをご利用いただけます。', values: ['光回線 100Mbps', '光回線 1Gbps', 'モバイルルーター', '光回線 300Mbps'] },
  { key: 'wired_lan', label: '有線LAN', labelEn: 'Wired LAN', category: 'インターネット', description: '書斎に有線LANの差し込み口があります。' },
  { key: 'workspace', label: 'ワークスペース', labelEn: 'Workspace', category: 'インターネット', description: 'パソコン作業ができる机と椅子があります。', values: ['座卓', 'デスクと椅子'] },

  { key: 'free_parking', label: '無料駐車場', labelEn: 'Free parking', category: '駐車場', description: '敷地内に無料で駐車できます。', values: ['1台まで', '2台まで', '3台まで', '4台まで'] },
  { key: 'nearby_parking', label: '近隣コインパーキング', labelEn: 'Paid parking nearby', category: '駐車場', description: '徒歩圏内に有料駐車場があります。', values: ['徒歩3分', '徒歩5分', '徒歩2分'] },
  { key: 'ev_charger', label: 'EV充電設備', labelEn: 'EV charger', category: '駐車場', description: '電気自動車の普通充電ができます。', values: ['200V'] },

  { key: 'self_checkin', label: 'セルフチェックイン', labelEn: 'Self check-in', category: 'チェックイン・チェックアウト', description: '暗証番号式のキーボックスで到着時間を気にせず入館できます。', values: ['キーボックス', 'スマートロック'] },
  { key: 'host_greeting', label: 'ホストによるお出迎え', labelEn: 'Welcome by the host', category: 'チェックイン・チェックアウト', description: 'ホストが鍵の受け渡しと館内のご案内をします。' },
  { key: 'luggage_storage', label: '荷物預かり', labelEn: 'Luggage storage', category: 'チェックイン・チェックアウト', description: 'チェックイン前やチェックアウト後に荷物をお預かりします。' },
  { key: 'late_checkout', label: 'レイトチェックアウト', labelEn: 'Late check-out', category: 'チェックイン・チェックアウト', description: '空き状況によりチェックアウト時間を延長できます。', values: ['12:00まで（要相談）'] },

  { key: 'refrigerator', label: '冷蔵庫', labelEn: 'Refrigerator', category: 'キッチン設備' },
  { key: 'microwave', label: '電子レンジ', labelEn: 'Microwave', category: 'キッチン設備' },
  { key: 'ih_stove', label: 'IHコンロ', labelEn: 'Induction hob', category: 'キッチン設備', values: ['2口', '3口'] },
  { key: 'gas_stove', label: 'ガスコンロ', labelEn: 'Gas hob', category: 'キッチン設備', values: ['2口'] },
  { key: 'rice_cooker', label: '炊飯器', labelEn: 'Rice cooker', category: 'キッチン設備', values: ['5合炊き', '1升炊き'] },
  { key: 'cookware', label: '調理器具・食器', labelEn: 'Cookware and tableware', category: 'キッチン設備', description: '鍋、包丁、食器、カトラリー一式をご用意しています。' },

  { key: 'hinoki_bath', label: '檜風呂', labelEn: 'Hinoki cypress bath', category: 'バスルーム設備', description: '檜の香りに包まれる浴槽です。' },
  { key: 'shower', label: 'シャワー', labelEn: 'Shower', category: 'バスルーム設備' },
  { key: 'hair_dryer', label: 'ドライヤー', labelEn: 'Hair dryer', category: 'バスルーム設備' },
  { key: 'washlet', label: '温水洗浄便座', labelEn: 'Bidet toilet', category: 'バスルーム設備' },
  { key: 'goemon_bath', label: '五右衛門風呂', labelEn: 'Goemon iron bath', category: 'バスルーム設備', description: '薪で沸かす昔ながらのお風呂を体験できます。' },

  { key: 'futon', label: '布団', labelEn: 'Futons', category: 'ベッド・寝具', values: ['6組', '8組', '4組', '10組'] },
  { key: 'bedding_set', label: '寝具一式', labelEn: 'Bedding', category: 'ベッド・寝具', description: 'シーツ・枕カバーはクリーニング済みのものをご用意しています。' },
  { key: 'bed', label: 'ベッド', labelEn: 'Beds', category: 'ベッド・寝具', values: ['シングル2台', 'セミダブル2台', 'ダブル1台'] },
  { key: 'baby_bed', label: 'ベビー布団', labelEn: 'Baby futon', category: 'ベッド・寝具', description: 'ご希望の方に貸し出します。' },

  { key: 'air_conditioner', label: 'エアコン', labelEn: 'Air conditioning', category: '空調・電化製品', values: ['全室', '居間・寝室'] },
  { key: 'floor_heating', label: '床暖房', labelEn: 'Floor heating', category: '空調・電化製品', values: ['居間'] },
  { key: 'kotatsu', label: 'こたつ', labelEn: 'Kotatsu heated table', category: '空調・電化製品', description: '冬季（11月〜3月）に設置します。' },
  { key: 'kerosene_heater', label: '石油ストーブ', labelEn: 'Kerosene heater', category: '空調・電化製品' },
  { key: 'tv', label: 'テレビ', labelEn: 'TV', category: '空調・電化製品' },
  { key: 'fan', label: '扇風機', labelEn: 'Electric fan', category: '空調・電化製品' },

  { key: 'towels', label: 'タオル', labelEn: 'Towels', category: 'リネン・アメニティ', values: ['フェイス・バスタオル'] },
  { key: 'shampoo', label: 'シャンプー', labelEn: 'Shampoo', category: 'リネン・アメニティ', values: ['コンディショナー・ボディソープ付き'] },
  { key: 'yukata', label: '浴衣', labelEn: 'Yukata', category: 'リネン・アメニティ', values: ['大人用・子ども用'] },
  { key: 'toothbrush', label: '歯ブラシ', labelEn: 'Toothbrushes', category: 'リネン・アメニティ' },
  { key: 'slippers', label: 'スリッパ', labelEn: 'Slippers', category: 'リネン・アメニティ' },

  { key: 'washing_machine', label: '洗濯機', labelEn: 'Washing machine', category: 'ランドリー設備' },
  { key: 'dryer', label: '乾燥機', labelEn: 'Dryer', category: 'ランドリー設備', values: ['ガス乾燥機', '洗濯乾燥機'] },
  { key: 'iron', label: 'アイロン', labelEn: 'Iron', category: 'ランドリー設備' },
  { key: 'clothes_rack', label: '物干し', labelEn: 'Clothes-drying rack', category: 'ランドリー設備', values: ['縁側', '室内'] },

  { key: 'fire_extinguisher', label: '消火器', labelEn: 'Fire extinguisher', category: 'その他' },
  { key: 'first_aid_kit', label: '救急箱', labelEn: 'First-aid kit', category: 'その他' },
  { key: 'bicycle_rental', label: '自転車貸出', labelEn: 'Bicycle rental', category: 'その他', values: ['2台', '4台'] },
  { key: 'bbq', label: 'バーベキューセット', labelEn: 'Barbecue set', category: 'その他', values: ['有料 2,000円'] },
  { key: 'board_games', label: '将棋・囲碁', labelEn: 'Shogi and go', category: 'その他' },
];

/** Amenities a property always gets when it has them in its pool: the basics every kominka stay offers. */
export const CORE_BASIC_AMENITY_KEYS = ['wifi', 'refrigerator', 'shower', 'hair_dryer', 'futon', 'bedding_set', 'towels', 'shampoo', 'fire_extinguisher'] as const;
