/**
 * E-mail bodies as pure text functions, shared by the seed (which stores each template's HTML made from
 * its text) and the server's mail service (which fills the templates' `{{placeholders}}`).
 */

export function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** The HTML body: the text body in paragraphs, in the site's cream and brown. */
export function htmlFromText(text: string): string {
  const paragraphs = text
    .split('\n\n')
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return `<div style="font-family:'Noto Sans JP',sans-serif;background:#faf6ee;color:#4a3426;padding:24px;line-height:1.8">\n${paragraphs}\n</div>`;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * Replaces each `{{name}}` with its value, passed through `encode` (HTML escaping for an HTML body).
 * A name without a value becomes empty: an admin's edited template never shows raw braces to a guest.
 */
export function fillPlaceholders(template: string, vars: Readonly<Record<string, string>>, encode: (value: string) => string = (v) => v): string {
  return template.replace(PLACEHOLDER, (_match, name: string) => encode(vars[name] ?? ''));
}

/** A value inside an HTML body: escaped, its line breaks kept as <br>. */
export function htmlValue(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}
