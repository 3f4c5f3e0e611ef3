import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * Lingui set up in English over catalogues keyed by their Japanese source (docs/decisions/0042-english-guest-pages.md):
 * the one set-up the web's English pages (src/web/app/english-catalogue.ts) and the API's English errors
 * (src/server/lib/error-language.ts) share. Imported only where English is wanted, never by a Japanese page.
 */
export function englishI18nOf(catalogues: readonly Readonly<Record<string, string>>[]): { i18n: I18n; merged: Record<string, string> } {
  const merged: Record<string, string> = Object.assign({}, ...catalogues);
  const i18n = setupI18n();
  i18n.setMessagesCompiler(compileMessage);
  i18n.load('en', merged);
  i18n.activate('en');
  return { i18n, merged };
}
