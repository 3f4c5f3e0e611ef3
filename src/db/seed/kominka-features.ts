import type { KominkaFeatureKey } from '@/contract/enums';

export interface KominkaFeatureSeed {
  key: KominkaFeatureKey;
  label: string;
  /** The English name and category (migration 0065 gives the same to a database seeded before). */
  labelEn: string;
  category: string;
  categoryEn: string;
  description: string;
  /** The explanation in English (migration 0066 gives the same to a database seeded before). */
  descriptionEn: string;
}

/** The 16 kominka features of the specification, in display order (sortOrder = index + 1). */
export const KOMINKA_FEATURES: readonly KominkaFeatureSeed[] = [
  { key: 'kayabuki_roof', label: '茅葺き屋根', labelEn: 'Kaya-thatched roof', category: '屋根', categoryEn: 'Roof', description: 'ススキやヨシなどの茅を厚く葺き重ねた屋根で、夏は涼しく冬は暖かい日本の原風景です。', descriptionEn: 'A roof of thick layers of susuki and reed thatch: cool in summer, warm in winter, and the picture of rural Japan.' },
  { key: 'irimoya_roof', label: '入母屋造り', labelEn: 'Irimoya hip-and-gable roof', category: '屋根', categoryEn: 'Roof', description: '上部を切妻、下部を寄棟とした格式ある屋根の形で、古くから社寺や豪農の家に用いられてきました。', descriptionEn: 'A stately roof, gabled at the top and hipped below, long used for temples, shrines and the homes of wealthy farmers.' },
  { key: 'kawara_roof', label: '瓦屋根', labelEn: 'Tiled roof', category: '屋根', categoryEn: 'Roof', description: '焼き物の瓦で葺いた屋根で、重厚な佇まいと風雨に強い耐久性を備えています。', descriptionEn: 'A roof of fired clay tiles: a solid, dignified look that stands up to wind and rain.' },
  { key: 'thatched_roof', label: '藁葺き屋根', labelEn: 'Straw-thatched roof', category: '屋根', categoryEn: 'Roof', description: '稲藁や麦藁で葺いた素朴な屋根で、農村の暮らしの温もりを今に伝えます。', descriptionEn: 'A simple roof of rice or wheat straw that still carries the warmth of village life.' },
  { key: 'doma', label: '土間', labelEn: 'Doma earthen floor', category: '建築構造', categoryEn: 'Structure', description: '土や三和土で仕上げた屋内の作業空間で、かつては炊事や農作業の場として使われていました。', descriptionEn: 'An indoor floor of packed earth, once the place for cooking and farm work.' },
  { key: 'irori', label: '囲炉裏', labelEn: 'Irori hearth', category: '建築構造', categoryEn: 'Structure', description: '床を四角く切って火を焚く設えで、暖を取りながら食事や団らんを楽しめます。', descriptionEn: 'A square hearth sunk into the floor, for keeping warm, cooking and gathering around the fire.' },
  { key: 'engawa', label: '縁側', labelEn: 'Engawa veranda', category: '建築構造', categoryEn: 'Structure', description: '座敷の外側に設けた板敷きの廊下で、庭を眺めながらくつろげる内と外をつなぐ場所です。', descriptionEn: 'A wooden veranda along the outside of the rooms, linking house and garden: a place to sit and look out.' },
  { key: 'hari', label: '梁', labelEn: 'Exposed beams', category: '建築構造', categoryEn: 'Structure', description: '屋根を支える太い丸太の梁で、職人の手仕事と長い年月を感じさせる見どころです。', descriptionEn: 'Thick log beams holding up the roof, showing the carpenters\' handwork and the house\'s long years.' },
  { key: 'washitsu', label: '和室', labelEn: 'Japanese-style room', category: '内装', categoryEn: 'Interior', description: '畳敷きの日本間で、床の間や押入れを備えた落ち着きのある空間です。', descriptionEn: 'A calm tatami room with a tokonoma alcove and built-in cupboards.' },
  { key: 'tatami', label: '畳', labelEn: 'Tatami mats', category: '内装', categoryEn: 'Interior', description: 'い草の香りがやさしい伝統の床材で、素足で過ごす心地よさを味わえます。', descriptionEn: 'The traditional rush-mat flooring, with a soft grassy scent and a pleasant feel under bare feet.' },
  { key: 'ranma', label: '欄間', labelEn: 'Ranma transoms', category: '内装', categoryEn: 'Interior', description: '鴨居の上に設けた透かし彫りの装飾で、風と光を隣の部屋へ通します。', descriptionEn: 'Carved openwork panels above the sliding doors that let air and light pass between rooms.' },
  { key: 'koushido', label: '格子戸', labelEn: 'Lattice doors', category: '建具', categoryEn: 'Doors and screens', description: '細い木を縦横に組んだ戸で、外からの視線を遮りつつ光と風を取り込みます。', descriptionEn: 'Doors of slender wooden slats that keep out prying eyes while letting in light and air.' },
  { key: 'shouji', label: '障子', labelEn: 'Shoji screens', category: '建具', categoryEn: 'Doors and screens', description: '木の枠に和紙を貼った建具で、やわらかな光が室内を包み込みます。', descriptionEn: 'Wooden frames covered with washi paper that fill the room with soft, diffused light.' },
  { key: 'fusuma', label: '襖', labelEn: 'Fusuma sliding doors', category: '建具', categoryEn: 'Doors and screens', description: '両面に紙や布を貼った引き戸で、開け閉めで部屋の広さを自在に変えられます。', descriptionEn: 'Paper- or cloth-covered sliding doors: open or close them to make the rooms larger or smaller.' },
  { key: 'shikkui_wall', label: '漆喰壁', labelEn: 'Shikkui plaster walls', category: '壁', categoryEn: 'Walls', description: '消石灰を主原料とした白く美しい塗り壁で、調湿性と防火性に優れています。', descriptionEn: 'Smooth white lime plaster walls that regulate humidity and resist fire.' },
  { key: 'tsuchi_wall', label: '土壁', labelEn: 'Earthen walls', category: '壁', categoryEn: 'Walls', description: '竹で編んだ下地に土を塗り重ねた壁で、湿気を吸ってほどよい室温を保ちます。', descriptionEn: 'Walls of clay layered over woven bamboo that absorb moisture and keep the rooms at a comfortable temperature.' },
];
