/**
 * The area search of /search: a house is found when the user's text, normalised, is a substring of the
 * house's normalised search text (properties.search_text). Both sides go through the same
 * normalisation, so 全角/半角, katakana/hiragana, upper/lower case, spaces and romaji long vowels do
 * not matter (the kana fold is the list search's, `foldKana`): "kyoto", "Kyōto", "ＫＹＯＴＯ", "きょうと", "キョウト", "ｷｮｳﾄ" and "京都" all find the
 * houses of 京都府.
 */

import { foldKana } from './list-search';

export interface Prefecture {
  /** 京都府 */
  name: string;
  /** 京都 (北海道 stays 北海道) */
  short: string;
  /** Hiragana reading of the short name: きょうと */
  kana: string;
  /** Reading of the suffix 都・道・府・県 in hiragana: ふ */
  suffixKana: string;
  /** Hepburn without macrons: kyoto */
  romaji: string;
}

const P = (name: string, kana: string, romaji: string): Prefecture => {
  const suffix = name === '北海道' ? '' : name.slice(-1);
  const suffixKana = { 都: 'と', 府: 'ふ', 県: 'けん', '': '' }[suffix] ?? '';
  return { name, short: suffix ? name.slice(0, -1) : name, kana, suffixKana, romaji };
};

/** The 47 prefectures in the order of their JIS codes (01 北海道 … 47 沖縄県). */
export const PREFECTURES: readonly Prefecture[] = [
  P('北海道', 'ほっかいどう', 'hokkaido'),
  P('青森県', 'あおもり', 'aomori'),
  P('岩手県', 'いわて', 'iwate'),
  P('宮城県', 'みやぎ', 'miyagi'),
  P('秋田県', 'あきた', 'akita'),
  P('山形県', 'やまがた', 'yamagata'),
  P('福島県', 'ふくしま', 'fukushima'),
  P('茨城県', 'いばらき', 'ibaraki'),
  P('栃木県', 'とちぎ', 'tochigi'),
  P('群馬県', 'ぐんま', 'gunma'),
  P('埼玉県', 'さいたま', 'saitama'),
  P('千葉県', 'ちば', 'chiba'),
  P('東京都', 'とうきょう', 'tokyo'),
  P('神奈川県', 'かながわ', 'kanagawa'),
  P('新潟県', 'にいがた', 'niigata'),
  P('富山県', 'とやま', 'toyama'),
  P('石川県', 'いしかわ', 'ishikawa'),
  P('福井県', 'ふくい', 'fukui'),
  P('山梨県', 'やまなし', 'yamanashi'),
  P('長野県', 'ながの', 'nagano'),
  P('岐阜県', 'ぎふ', 'gifu'),
  P('静岡県', 'しずおか', 'shizuoka'),
  P('愛知県', 'あいち', 'aichi'),
  P('三重県', 'みえ', 'mie'),
  P('滋賀県', 'しが', 'shiga'),
  P('京都府', 'きょうと', 'kyoto'),
  P('大阪府', 'おおさか', 'osaka'),
  P('兵庫県', 'ひょうご', 'hyogo'),
  P('奈良県', 'なら', 'nara'),
  P('和歌山県', 'わかやま', 'wakayama'),
  P('鳥取県', 'とっとり', 'tottori'),
  P('島根県', 'しまね', 'shimane'),
  P('岡山県', 'おかやま', 'okayama'),
  P('広島県', 'ひろしま', 'hiroshima'),
  P('山口県', 'やまぐち', 'yamaguchi'),
  P('徳島県', 'とくしま', 'tokushima'),
  P('香川県', 'かがわ', 'kagawa'),
  P('愛媛県', 'えひめ', 'ehime'),
  P('高知県', 'こうち', 'kochi'),
  P('福岡県', 'ふくおか', 'fukuoka'),
  P('佐賀県', 'さが', 'saga'),
  P('長崎県', 'ながさき', 'nagasaki'),
  P('熊本県', 'くまもと', 'kumamoto'),
  P('大分県', 'おおいた', 'oita'),
  P('宮崎県', 'みやざき', 'miyazaki'),
  P('鹿児島県', 'かごしま', 'kagoshima'),
  P('沖縄県', 'おきなわ', 'okinawa'),
];

const PREFECTURE_BY_NAME = new Map(PREFECTURES.map((p) => [p.name, p]));

/** A prefecture's English name (Hyogo, Hokkaido) for English pages; null for a name that is not a prefecture. */
export function prefectureInEnglish(name: string): string | null {
  const romaji = findPrefecture(name)?.romaji;
  return romaji ? romaji[0].toUpperCase() + romaji.slice(1) : null;
}

export function findPrefecture(name: string): Prefecture | undefined {
  return PREFECTURE_BY_NAME.get(name.trim());
}


/**
 * Romaji spellings of one word: macrons and circumflexes dropped (tōkyō → tokyo), then the long vowels
 * ou, oo, uu and the passport spelling oh (before a consonant) shortened to o and u, as common Hepburn
 * writes place names: toukyou, tookyoo, tōkyō, tohkyoh → tokyo; oosaka → osaka; kouchi → kochi.
 * Applied to both sides of the search alike, so any English word in a title still finds itself.
 */
function normaliseRomaji(text: string): string {
  return text
    .replace(/[\u00C0-\u024F]/g, (ch) => ch.normalize('NFD').replace(/\p{M}/gu, ''))
    .replace(/[a-z]+/g, (word) => word.replace(/ou|oo/g, 'o').replace(/uu/g, 'u').replace(/oh(?![aeiouy])/g, 'o'));
}

/** NFKC (全角→半角, ｶﾀｶﾅ→カタカナ), lower case, katakana → hiragana, romaji long vowels, no spaces. */
export function normalizeSearchText(text: string): string {
  const nfkc = text.normalize('NFKC').toLowerCase();
  return normaliseRomaji(foldKana(nfkc)).replace(/\s+/gu, '');
}

/**
 * The stored search text of a house: its normalised title, prefecture, city and address line, plus the
 * prefecture's short name, reading and romaji, and the city's reading when it is known (the postal code
 * master's, passed in: src/db/city-readings.ts). Each piece starts with a space (the separator); a
 * needle never contains one, so it cannot match across two pieces, and a prefecture needle (see
 * destinationNeedle) can ask for a piece that starts with it.
 */
export function propertySearchText(p: { title: string; prefecture: string; city: string; addressLine: string; cityReading?: string }): string {
  const prefecture = findPrefecture(p.prefecture);
  const pieces = [p.title, p.prefecture, p.city, p.addressLine];
  if (prefecture) pieces.push(prefecture.short, prefecture.kana, prefecture.romaji);
  if (p.cityReading) pieces.push(p.cityReading);
  return pieces
    .map(normalizeSearchText)
    .filter((piece) => piece.length > 0)
    .map((piece) => ` ${piece}`)
    .join('');
}

/** Every way of writing a prefecture that the search recognises as that prefecture, normalised. */
const PREFECTURE_ALIASES = new Map<string, Prefecture>();
for (const p of PREFECTURES) {
  for (const alias of [p.name, p.short, p.kana, p.kana + p.suffixKana, p.romaji]) PREFECTURE_ALIASES.set(normalizeSearchText(alias), p);
}

/**
 * The substring to look for in properties.search_text (null when the text is empty after
 * normalisation). A text that names a prefecture (京都, 京都府, きょうと, キョウトフ, kyoto …) asks for a piece
 * that starts with its short name (" 京都"): so 京都 finds 京都府 and 京都市 but not 東京都.
 */
export function destinationNeedle(query: string | undefined | null): string | null {
  if (!query) return null;
  const needle = normalizeSearchText(query);
  if (needle.length === 0) return null;
  const prefecture = PREFECTURE_ALIASES.get(needle);
  return prefecture ? ` ${normalizeSearchText(prefecture.short)}` : needle;
}
