import type { AccommodationTaxRule } from './accommodation-tax';

export type SeededAccommodationTaxRule = Omit<AccommodationTaxRule, 'id'> & { sourceUrl: string; note: string };

const ALL = [] as const;

/**
 * The accommodation tax rules every database starts with (the accommodation-tax migration inserts exactly these; its
 * test compares). They are docs/product/accommodation-tax.md's table, checked on 2026-11-29; admins
 * keep them current from then on (/admin/accommodation-tax).
 */
export const SEEDED_ACCOMMODATION_TAX_RULES: readonly SeededAccommodationTaxRule[] = [
  rule('東京都', null, '東京都宿泊税', [[10000, 100], [15000, 200]], {
    regimes: ['ryokan'],
    appliesFrom: '2002-10-01',
    sourceUrl: 'https://ans.fyi/c/question/20061109000051KK00891',
    note: '旅館業（旅館・ホテル、簡易宿所）のみ。1万円未満は課税なし。定率3%案（2025年11月報道）は未施行',
  }),
  rule('京都府', '京都市', '京都市宿泊税', [[0, 200], [20000, 500], [50000, 1000]], {
    appliesFrom: '2018-10-01',
    appliesTo: '2026-02-28',
    sourceUrl: 'https://www.rihga.co.jp/gran-kyoto/stay/tax',
    note: '修学旅行・保育所等の行事は課税免除',
  }),
  rule('京都府', '京都市', '京都市宿泊税', [[0, 200], [6000, 400], [20000, 1000], [50000, 4000], [100000, 10000]], {
    appliesFrom: '2026-03-01',
    sourceUrl: 'https://www.vmg-kyoto.com/news/accommodation_tax',
    note: '2026年3月1日からの5区分（総務大臣同意: https://www.traicy.com/posts/20251004352989）。修学旅行・保育所等の行事は課税免除',
  }),
  rule('大阪府', null, '大阪府宿泊税', [[5000, 200], [15000, 400], [20000, 500]], {
    exemptBelowJpy: 5000,
    appliesFrom: '2025-09-01',
    sourceUrl: 'https://pre.travelvoice.jp/20250218-157201',
    note: '旅館業と民泊。5,000円未満は課税なし（2025年8月までは7,000円以上で100円・200円・300円: https://www.hotelwing.co.jp/7112/）',
  }),
  rule('福岡県', null, '福岡県宿泊税', [[0, 200]], {
    appliesFrom: '2020-04-01',
    sourceUrl: 'https://www.pref.fukuoka.lg.jp/contents/syukuhakuzei.html',
    note: '福岡市・北九州市の外。市町村が独自に課税する地域では県税100円（未登録）',
  }),
  rule('福岡県', '福岡市', '福岡県宿泊税（福岡市内）', [[0, 50]], {
    replacesPrefectureRule: true,
    appliesFrom: '2020-04-01',
    sourceUrl: 'https://www.pref.fukuoka.lg.jp/contents/syukuhakuzei.html',
    note: '福岡市内の県税分。市税（福岡市宿泊税）と合わせて徴収',
  }),
  rule('福岡県', '福岡市', '福岡市宿泊税', [[0, 150], [20000, 450]], {
    appliesFrom: '2020-04-01',
    sourceUrl: 'https://www.pref.fukuoka.lg.jp/contents/syukuhakuzei.html',
    note: '県税50円と合わせて2万円未満200円、2万円以上500円',
  }),
  rule('石川県', '金沢市', '金沢市宿泊税', [[0, 200], [20000, 500]], {
    appliesFrom: '2019-04-01',
    sourceUrl: 'https://www.kankokeizai.com/%E9%87%91%E6%B2%A2%E5%B8%82%E3%80%81%E5%AE%BF%E6%B3%8A%E7%A8%8E%E3%81%AE%E5%BE%B4%E5%8F%8E%E3%82%92%E9%96%8B%E5%A7%8B%E3%80%801%E4%BA%BA1%E6%B3%8A200%E5%86%86%E3%81%A8500%E5%86%86/',
    note: '5,000円未満を非課税とする見直しが2024年に提言されたが、施行は未確認',
  }),
  rule('北海道', null, '北海道宿泊税', [[0, 100], [20000, 200], [50000, 500]], {
    appliesFrom: '2026-04-01',
    sourceUrl: 'https://hokkaido-shukuhakuzei.pref.hokkaido.lg.jp',
    note: '修学旅行・保育所等の行事は課税免除',
  }),
  rule('北海道', '札幌市', '札幌市宿泊税', [[0, 200], [50000, 500]], {
    appliesFrom: '2026-04-01',
    sourceUrl: 'https://nyango.com/manual/booking/admin_common/lodging_tax_hokkaidou',
    note: '北海道宿泊税と合わせて300円・400円・1,000円',
  }),
  percent('北海道', '倶知安町', '倶知安町宿泊税', 200, {
    appliesFrom: '2019-11-01',
    appliesTo: '2026-03-31',
    sourceUrl: 'https://nihon-hanzai-jiken.com/?p=143634',
    note: '宿泊料金の2%',
  }),
  percent('北海道', '倶知安町', '倶知安町宿泊税', 300, {
    replacesPrefectureRule: true,
    appliesFrom: '2026-04-01',
    sourceUrl: 'https://nihon-hanzai-jiken.com/?p=143634',
    note: '宿泊料金の3%。北海道宿泊税の分を含み、町がまとめて徴収',
  }),
  rule('北海道', 'ニセコ町', 'ニセコ町宿泊税', [[0, 100], [5001, 200], [20000, 500], [50000, 1000], [100000, 2000]], {
    appliesFrom: '2024-11-01',
    sourceUrl: 'https://www.town.niseko.lg.jp/kurashi/tax/syukuhakuzei/',
    note: '2026年4月からは北海道宿泊税と合わせて200円〜2,500円。2026年11月からの定率制への改正案あり（施行未確認）',
  }),
];

type Options = Partial<Pick<AccommodationTaxRule, 'regimes' | 'exemptBelowJpy' | 'replacesPrefectureRule' | 'appliesTo'>> &
  Pick<AccommodationTaxRule, 'appliesFrom'> & { sourceUrl: string; note: string };

function base(prefecture: string, city: string | null, name: string, o: Options) {
  return {
    prefecture,
    city,
    name,
    regimes: o.regimes ?? ALL,
    exemptBelowJpy: o.exemptBelowJpy ?? null,
    replacesPrefectureRule: o.replacesPrefectureRule ?? false,
    appliesFrom: o.appliesFrom,
    appliesTo: o.appliesTo ?? null,
    sourceUrl: o.sourceUrl,
    note: o.note,
  };
}

function rule(prefecture: string, city: string | null, name: string, tiers: [number, number][], o: Options): SeededAccommodationTaxRule {
  return { ...base(prefecture, city, name, o), kind: 'tiered', tiers: tiers.map(([fromJpy, amountJpy]) => ({ fromJpy, amountJpy })), percentBasisPoints: null, capJpy: null };
}

function percent(prefecture: string, city: string | null, name: string, basisPoints: number, o: Options): SeededAccommodationTaxRule {
  return { ...base(prefecture, city, name, o), kind: 'percent', tiers: [], percentBasisPoints: basisPoints, capJpy: null };
}
