/**
 * The characters a Zengin (全銀協) transfer file accepts in its name fields (docs/product/money.md):
 * half-width digits, upper-case letters, half-width katakana with ﾞ and ﾟ, the space and ( ) - . / ,
 * ¥ ｢ ｣. Small kana are written large (ｯ → ﾂ), the long mark as a hyphen.
 */

// Full-width katakana → half-width, voiced and semi-voiced ones as the base letter + ﾞ / ﾟ.
const BASE = 'アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワヲン';
const HALF = 'ｱｲｳｴｵｶｷｸｹｺｻｼｽｾｿﾀﾁﾂﾃﾄﾅﾆﾇﾈﾉﾊﾋﾌﾍﾎﾏﾐﾑﾒﾓﾔﾕﾖﾗﾘﾙﾚﾛﾜｦﾝ';
const SMALL: Record<string, string> = { ァ: 'ア', ィ: 'イ', ゥ: 'ウ', ェ: 'エ', ォ: 'オ', ッ: 'ツ', ャ: 'ヤ', ュ: 'ユ', ョ: 'ヨ', ヮ: 'ワ', ヵ: 'カ', ヶ: 'ケ' };
const VOICED = 'ガギグゲゴザジズゼゾダヂヅデドバビブベボ';
const VOICED_BASE = 'カキクケコサシスセソタチツテトハヒフヘホ';
const SEMI = 'パピプペポ';
const SEMI_BASE = 'ハヒフヘホ';
const SYMBOLS: Record<string, string> = {
  ' ': ' ',
  '\u3000': ' ',
  'ー': '-',
  '－': '-',
  '‐': '-',
  '-': '-',
  '−': '-',
  '（': '(',
  '(': '(',
  '）': ')',
  ')': ')',
  '．': '.',
  '.': '.',
  '・': '.',
  '／': '/',
  '/': '/',
  '，': ',',
  ',': ',',
  '、': ',',
  '「': '｢',
  '｢': '｢',
  '」': '｣',
  '｣': '｣',
  '¥': '¥',
  '￥': '¥',
  ヴ: 'ｳﾞ',
};

/** The half-width text of one character, or null when a transfer file cannot carry it. */
function halfWidthOf(char: string): string | null {
  if (/^[0-9A-Z]$/.test(char)) return char;
  if (/^[a-z]$/.test(char)) return char.toUpperCase();
  if (SYMBOLS[char]) return SYMBOLS[char];
  // Half-width katakana and marks as they are (small ones written large).
  if (/^[\uff66-\uff9f]$/.test(char)) return halfWidthOf(char.normalize('NFKC')) ?? char;
  // Hiragana as katakana.
  const kata = /^[\u3041-\u3096]$/.test(char) ? String.fromCharCode(char.charCodeAt(0) + 0x60) : char;
  const large = SMALL[kata] ?? kata;
  let i = BASE.indexOf(large);
  if (i >= 0) return HALF[i];
  i = VOICED.indexOf(large);
  if (i >= 0) return `${HALF[BASE.indexOf(VOICED_BASE[i])]}ﾞ`;
  i = SEMI.indexOf(large);
  if (i >= 0) return `${HALF[BASE.indexOf(SEMI_BASE[i])]}ﾟ`;
  if (large === 'ヰ') return 'ｲ';
  if (large === 'ヱ') return 'ｴ';
  return null;
}

/**
 * A name in the transfer file's half-width katakana (`ヤマダ タロウ` → `ﾔﾏﾀﾞ ﾀﾛｳ`, `カ）コミンカ` → `ｶ)ｺﾐﾝｶ`), or
 * null when it holds a character the file cannot carry (kanji, for one). Full-width letters and digits
 * count as half-width ones; runs of spaces become one.
 */
export function toZenginKana(value: string): string | null {
  // NFKC turns full-width letters and digits into ASCII but would also turn half-width kana full-width: only letters and digits.
  const text = value.replace(/[\uff10-\uff19\uff21-\uff3a\uff41-\uff5a]/g, (c) => c.normalize('NFKC')).trim().replace(/[\s\u3000]+/g, ' ');
  if (!text) return null;
  let out = '';
  for (const char of text) {
    const half = halfWidthOf(char);
    if (half === null) return null;
    out += half;
  }
  return out;
}

/** The characters of `value` that a transfer file cannot carry, each once (for the refusal's message). */
export function unconvertibleCharacters(value: string): string[] {
  const found = new Set<string>();
  for (const char of value.replace(/[\s\u3000]+/g, ' ')) {
    if (char !== ' ' && toZenginKana(char) === null) found.add(char);
  }
  return [...found];
}
