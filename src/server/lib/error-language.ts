import type { FastifyRequest } from 'fastify';
import { englishI18nOf } from '@/contract/english-i18n';
import { languageOfAcceptLanguage } from '@/contract/language';
import type { ErrorBody } from '@/contract/errors';
import { messages as zodMessages } from '@/contract/zod-messages.en';
import { messages as contractMessages } from '@/contract/messages.en';
import { formatJapaneseDate } from '@/domain/japan-date';
import { messages as authMessages } from '../features/auth/messages.en';
import { messages as bookingMessages } from '../features/bookings/messages.en';
import { messages as checkoutMessages } from '../features/checkout/messages.en';
import { messages as searchMessages } from '../features/property-search/messages.en';
import { messages as paymentMessages } from '../payments/messages.en';
import { messages as pricingMessages } from '../features/pricing/messages.en';
import { messages as propertyMessages } from '../features/properties/messages.en';
import { messages as accountClosureMessages } from '../features/account-closure/messages.en';
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
 * A varying part that is itself a kept text (a Zod message inside リクエスト本文の形式が正しくありません: …,
 * Zod's 数値) is given in English too, and so is a day (2027年4月10日(土) → Sat, 10 Apr 2027); a list
 * joined with the Japanese comma (、) is joined with ", ".
 */
const CATALOGUES: Readonly<Record<string, string>>[] = [
  commonMessages,
  zodMessages,
  contractMessages,
  authMessages,
  searchMessages,
  bookingMessages,
  checkoutMessages,
  paymentMessages,
  propertyMessages,
  pricingMessages,
  accountClosureMessages,
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

let english: { translate: (japanese: string, parts?: Readonly<Record<string, string>>) => string | undefined } | null = null;

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
  const valueOf = (part: string, parts: Readonly<Record<string, string>>): string | number => {
    if (Object.hasOwn(parts, part)) return parts[part];
    if (/^\d+$/.test(part)) return Number(part);
    const day = /^(\d{4})年(\d{1,2})月(\d{1,2})日\(.\)$/.exec(part);
    if (day) return formatJapaneseDate(`${day[1]}-${day[2].padStart(2, '0')}-${day[3].padStart(2, '0')}`, 'en');
    return translate(part) ?? part.replaceAll('、', ', ');
  };
  function translate(japanese: string, parts: Readonly<Record<string, string>> = {}): string | undefined {
    if (Object.hasOwn(merged, japanese)) return i18n._(japanese);
    for (const entry of patterned) {
      const match = entry.pattern.exec(japanese);
      if (!match) continue;
      return i18n._(entry.id, Object.fromEntries(entry.names.map((name, i) => [name, valueOf(match[i + 1], parts)])));
    }
    return undefined;
  }
  english = { translate };
  return english;
}

/**
 * A Japanese message in English when one is kept, else as it is. `parts` gives the English of varying
 * parts that no catalogue holds (a house's English title: AppError's englishParts).
 */
export function englishOrJapanese(japanese: string, parts?: Readonly<Record<string, string>>): string {
  return englishCatalogue().translate(japanese, parts) ?? japanese;
}

/** Whether a request asks for English answers (the web client's English pages). */
export const asksForEnglish = (request: FastifyRequest): boolean => languageOfAcceptLanguage(request.headers['accept-language']) === 'en';

/** A Japanese message in the language the request asks for (a refusal answered outside the error handler). */
export function messageFor(request: FastifyRequest, japanese: string): string {
  return asksForEnglish(request) ? englishOrJapanese(japanese) : japanese;
}

/** An error's answer in the language the request asks for (only the messages change). */
export function errorBodyFor(request: FastifyRequest, body: ErrorBody, englishParts?: Readonly<Record<string, string>>): ErrorBody {
  if (!asksForEnglish(request)) return body;
  return {
    ...body,
    message: englishOrJapanese(body.message, englishParts),
    ...(body.issues ? { issues: body.issues.map((issue) => ({ ...issue, message: englishOrJapanese(issue.message) })) } : {}),
  };
}
