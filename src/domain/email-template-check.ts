/**
 * The checks of an admin's edited e-mail template (メール設定, docs/product/back-office.md): the
 * `{{placeholders}}` it may use, and the HTML it may contain. The HTML is checked against a list of
 * allowed tags and attributes and refused when anything else is there — never silently changed, so the
 * stored HTML is exactly what the admin wrote and saw in the preview.
 */

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** The distinct `{{names}}` of the texts, in order of first use. */
export function placeholdersIn(...texts: string[]): string[] {
  const names = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(PLACEHOLDER)) names.add(match[1]!);
  return [...names];
}

/** The `{{names}}` of the texts that are not among `allowed`. */
export function unknownPlaceholders(allowed: readonly string[], ...texts: string[]): string[] {
  return placeholdersIn(...texts).filter((name) => !allowed.includes(name));
}

/** True when braces remain that are not a whole `{{name}}` (a typo such as `{{guestName}` or `{{ お名前 }}`). */
export function hasBrokenPlaceholder(text: string): boolean {
  return /\{\{|\}\}/.test(text.replace(PLACEHOLDER, ''));
}

/** The tags an e-mail body may use: text, layout and tables, links and images; no script, style, form, frame or embedded object. */
const ALLOWED_TAGS = new Set([
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'center', 'code', 'col', 'colgroup', 'dd', 'div', 'dl', 'dt', 'em', 'font',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'li', 'ol', 'p', 'pre', 's', 'small', 'span', 'strong', 'sub', 'sup',
  'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
]);

/** The attributes it may carry; no event handlers (`on…`), no `srcset`, `formaction` or the like. */
const ALLOWED_ATTRIBUTES = new Set([
  'align', 'alt', 'bgcolor', 'border', 'cellpadding', 'cellspacing', 'class', 'color', 'colspan', 'dir', 'face', 'height', 'href',
  'lang', 'rowspan', 'size', 'src', 'style', 'target', 'title', 'valign', 'width',
]);

/** Addresses a link or an image may point to: the web and mail, or a placeholder of the site's own addresses (`{{bookingUrl}}` …). */
const SAFE_URL = /^(?:https?:\/\/|mailto:|tel:|#|\/(?!\/)|\{\{\s*\w*url\s*\}\})/i;

/** CSS that can fetch or run something: `url(…)`, `expression(…)`, `@import`, `behavior`, `-moz-binding`, `javascript:`. */
const UNSAFE_CSS = /url\s*\(|expression\s*\(|@import|behavior\s*:|-moz-binding|javascript:/i;

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Character references decoded, so that `&#106;avascript:` is judged as what a browser reads. */
function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16) || 0xfffd))
    .replace(/&#(\d+);?/g, (_m, dec: string) => String.fromCodePoint(Number(dec) || 0xfffd))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    .replace(/&amp;/gi, '&');
}

/**
 * What the HTML body contains that an e-mail may not, each once, in Japanese (`<script>`, `onclick 属性`,
 * `href="javascript:…"` …); empty when it is acceptable.
 */
export function htmlProblems(html: string): string[] {
  const problems = new Set<string>();
  if (/<!--|<!\[|<!doctype|<\?/i.test(html)) problems.add('コメント・宣言（<!-- -->、<!DOCTYPE> など）');
  for (const match of html.matchAll(TAG)) {
    const name = match[2]!.toLowerCase();
    if (!ALLOWED_TAGS.has(name)) {
      problems.add(`<${name}>`);
      continue;
    }
    if (match[1]) continue;
    for (const attribute of match[3]!.matchAll(ATTRIBUTE)) {
      const attributeName = attribute[1]!.toLowerCase();
      const value = decodeEntities(attribute[2] ?? attribute[3] ?? attribute[4] ?? '').replace(/\s/g, '').replace(/[^\x20-\u{10ffff}]/gu, '');
      if (!ALLOWED_ATTRIBUTES.has(attributeName)) problems.add(`${attributeName} 属性`);
      else if ((attributeName === 'href' || attributeName === 'src') && !SAFE_URL.test(value)) problems.add(`${attributeName}="${value.slice(0, 40)}"`);
      else if (attributeName === 'style' && UNSAFE_CSS.test(value)) problems.add('style 属性の url()・expression() など');
    }
  }
  // A "<" that opens something the pattern above did not read as a whole tag (unclosed, or broken quotes).
  if (/<[a-zA-Z/!?]/.test(html.replace(TAG, ''))) problems.add('閉じられていないタグ');
  return [...problems];
}
