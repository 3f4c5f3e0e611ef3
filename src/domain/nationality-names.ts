/**
 * The nationality a guest wrote in the registry (free text, docs/product/guest-registry.md) as one name
 * per country for the 民泊 report's breakdown (docs/product/minpaku-reports.md): the usual Japanese and
 * English spellings of the countries most often reported fold into the short Japanese name the
 * ministry's statistics use (米国, 中国 …); any other is kept as written (width and spaces folded),
 * so that no guest is dropped or put in a wrong country.
 */

/** A guest with an address in Japan is reported under this name, whatever their passport. */
export const RESIDENT_NATIONALITY = '日本';
/** A guest of the party whose registry entry is not sent yet. */
export const UNREGISTERED_NATIONALITY = '名簿未入力';

const ALIASES: Record<string, readonly string[]> = {
  日本: ['日本国', 'japan', 'jpn', 'jp'],
  韓国: ['大韓民国', 'korea', 'south korea', 'republic of korea', 'kor', 'kr'],
  中国: ['中華人民共和国', 'china', "people's republic of china", 'chn', 'cn'],
  台湾: ['taiwan', 'twn', 'tw'],
  香港: ['hong kong', 'hkg', 'hk'],
  タイ: ['thailand', 'tha', 'th'],
  シンガポール: ['singapore', 'sgp', 'sg'],
  マレーシア: ['malaysia', 'mys', 'my'],
  インドネシア: ['indonesia', 'idn', 'id'],
  フィリピン: ['philippines', 'phl', 'ph'],
  ベトナム: ['viet nam', 'vietnam', 'vnm', 'vn'],
  インド: ['india', 'ind', 'in'],
  英国: ['イギリス', 'united kingdom', 'uk', 'gbr', 'gb', 'great britain'],
  ドイツ: ['germany', 'deu', 'de'],
  フランス: ['france', 'fra', 'fr'],
  イタリア: ['italy', 'ita', 'it'],
  スペイン: ['spain', 'esp', 'es'],
  ロシア: ['russia', 'russian federation', 'rus', 'ru'],
  米国: ['アメリカ', 'アメリカ合衆国', 'united states', 'united states of america', 'usa', 'us', 'america'],
  カナダ: ['canada', 'can', 'ca'],
  オーストラリア: ['豪州', 'australia', 'aus', 'au'],
};

const fold = (text: string) => text.normalize('NFKC').trim().replace(/\s+/gu, ' ').toLowerCase();

const BY_SPELLING = new Map<string, string>(Object.entries(ALIASES).flatMap(([name, spellings]) => [name, ...spellings].map((s) => [fold(s), name] as const)));

/** The report's name of a written nationality: a known spelling's country, else the text as written (folded); blank is unregistered. */
export function nationalityName(written: string | null | undefined): string {
  const folded = fold(written ?? '');
  if (!folded) return UNREGISTERED_NATIONALITY;
  return BY_SPELLING.get(folded) ?? (written ?? '').normalize('NFKC').trim().replace(/\s+/gu, ' ');
}
