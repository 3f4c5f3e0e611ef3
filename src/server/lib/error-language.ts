import type { FastifyRequest } from 'fastify';
import { englishI18nOf } from '@/contract/english-i18n';
import { languageOfAcceptLanguage } from '@/contract/language';
import type { ErrorBody } from '@/contract/errors';
import { messages as authMessages } from '../features/auth/messages.en';
import { messages as searchMessages } from '../features/property-search/messages.en';
import { messages as accountClosureMessages } from '../features/account-closure/messages.en';
import { messages as bookingsMessages } from '../features/bookings/messages.en';
import { messages as contactMessages } from '../features/contact/messages.en';
import { messages as guestRegistryMessages } from '../features/guest-registry/messages.en';
import { messages as profileMessages } from '../features/profile/messages.en';
import { messages as reviewsMessages } from '../features/reviews/messages.en';
import { messages as commonMessages } from './messages.en';

/**
 * The language of the API's error answers (docs/decisions/0042-english-guest-pages.md): the web client
 * sends its page's language as `Accept-Language`; an error's message (and each issue's) is answered in
 * English when the request asks for English first and an English text exists, else in Japanese, with the
 * same code and fields. The English texts are kept beside the server code that writes the Japanese
 * (`messages.en.ts`), keyed by the Japanese text; a `{name}` in a key stands for a part that varies
 * (ログインの試行回数が多すぎます。{minutes}分後に…), formatted with Lingui (ICU plurals) as on the web.
 */
const CATALOGUES: Readonly<Record<string, string>>[] = [
  commonMessages,
  authMessages,
  searchMessages,
  accountClosureMessages,
  bookingsMessages,
  contactMessages,
  guestRegistryMessages,
  profileMessages,
  reviewsMessages,
];

interface Entry {
  /** The Japanese text as a pattern, its `{name}` parts captured. */
  pattern: RegExp;
  names: string[];
  id: string;
}

let english: { translate: (japanese: string) => string | undefined } | null = null;

function englishCatalogue() {
  if (english) return english;
  const { i18n, merged } = englishI18nOf(CATALOGUES);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const patterned: Entry[] = Object.keys(merged)
    .filter((id) => /\{\w+\}/.test(id))
    .map((id) => {
      const names = [...id.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const source = id.split(/\{\w+\}/).map(escape).join('(.+?)');
      return { pattern: new RegExp(`^${source}$`), names, id };
    });
  english = {
    translate(japanese) {
      if (Object.hasOwn(merged, japanese)) return i18n._(japanese);
      for (const entry of patterned) {
        const match = entry.pattern.exec(japanese);
        if (!match) continue;
        const values = Object.fromEntries(entry.names.map((name, i) => [name, /^\d+$/.test(match[i + 1]) ? Number(match[i + 1]) : match[i + 1]]));
        return i18n._(entry.id, values);
      }
      return undefined;
    },
  };
  return english;
}

/** A Japanese message in English when one is kept, else as it is. */
export function englishOrJapanese(japanese: string): string {
  return englishCatalogue().translate(japanese) ?? japanese;
}

/** Whether a request asks for English answers (the web client's English pages). */
export const asksForEnglish = (request: FastifyRequest): boolean => languageOfAcceptLanguage(request.headers['accept-language']) === 'en';

/** An error's answer in the language the request asks for (only the messages change). */
export function errorBodyFor(request: FastifyRequest, body: ErrorBody): ErrorBody {
  if (!asksForEnglish(request)) return body;
  return {
    ...body,
    message: englishOrJapanese(body.message),
    ...(body.issues ? { issues: body.issues.map((issue) => ({ ...issue, message: englishOrJapanese(issue.message) })) } : {}),
  };
}
