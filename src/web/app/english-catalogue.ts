import { englishI18nOf } from '@/contract/english-i18n';
import type { EnglishTranslator } from '@/web/lib/i18n/translate';
import { messages as authMessages } from '@/web/features/auth/messages.en';
import { messages as homeMessages } from '@/web/features/home/messages.en';
import { messages as notFoundMessages } from '@/web/features/not-found/messages.en';
import { messages as searchMessages } from '@/web/features/search/messages.en';
import { messages as profileLanguageMessages } from '@/web/features/profile/components/messages.en';
import { messages as bookingMessages } from '@/web/features/booking/messages.en';
import { messages as paymentMessages } from '@/web/features/payment/messages.en';
import { messages as propertyMessages } from '@/web/features/property/messages.en';
import { messages as dateRangeMessages } from '@/web/components/date-range/messages.en';
import { messages as propertyComponentMessages } from '@/web/components/property/messages.en';
import { messages as bookingComponentMessages } from '@/web/components/booking/messages.en';
import { messages as bookingsMessages } from '@/web/features/bookings/messages.en';
import { messages as checkInMessages } from '@/web/features/check-in/messages.en';
import { messages as contactMessages } from '@/web/features/contact/messages.en';
import { messages as emailVerificationMessages } from '@/web/features/email-verification/messages.en';
import { messages as favoritesMessages } from '@/web/features/favorites/messages.en';
import { messages as legalMessages } from '@/web/features/legal/messages.en';
import { messages as passwordResetMessages } from '@/web/features/password-reset/messages.en';
import { messages as profileMessages } from '@/web/features/profile/messages.en';
import { messages as reviewMessages } from '@/web/features/review/messages.en';
import { messages as aboutMessages } from '@/web/features/about/messages.en';
import { messages as componentMessages } from '@/web/components/messages.en';
import { messages as bankAccountMessages } from '@/web/components/bank-account/messages.en';
import { messages as conversationMessages } from '@/web/components/conversation/messages.en';
import { messages as uiMessages } from '@/web/components/ui/messages.en';
import { messages as libMessages } from '@/web/lib/messages.en';
import { messages as headMessages } from '@/web/messages.en';
import { messages as appMessages } from './messages.en';
import { messages as contractMessages } from '@/contract/messages.en';

/**
 * The English catalogues, each beside the code that uses it (docs/decisions/0042-english-guest-pages.md),
 * keyed by its directory: the catalogue test checks each against the texts its directory uses. Loaded
 * only for English pages (src/web/lib/i18n/translate.ts), so none of this reaches a Japanese page.
 */
export const ENGLISH_CATALOGUES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // The contract schemas' own messages, which the forms show as the API does (src/contract/messages.en.ts).
  'src/contract': contractMessages,
  'src/web': headMessages,
  'src/web/app': appMessages,
  'src/web/components': componentMessages,
  'src/web/components/bank-account': bankAccountMessages,
  'src/web/components/conversation': conversationMessages,
  'src/web/components/ui': uiMessages,
  'src/web/lib': libMessages,
  'src/web/features/auth': authMessages,
  'src/web/features/home': homeMessages,
  'src/web/features/not-found': notFoundMessages,
  'src/web/features/search': searchMessages,
  'src/web/features/profile/components': profileLanguageMessages,
  'src/web/features/booking': bookingMessages,
  'src/web/features/payment': paymentMessages,
  'src/web/features/property': propertyMessages,
  'src/web/components/date-range': dateRangeMessages,
  'src/web/components/property': propertyComponentMessages,
  'src/web/components/booking': bookingComponentMessages,
  'src/web/features/bookings': bookingsMessages,
  'src/web/features/check-in': checkInMessages,
  'src/web/features/contact': contactMessages,
  'src/web/features/email-verification': emailVerificationMessages,
  'src/web/features/favorites': favoritesMessages,
  'src/web/features/legal': legalMessages,
  'src/web/features/password-reset': passwordResetMessages,
  'src/web/features/profile': profileMessages,
  'src/web/features/review': reviewMessages,
  'src/web/features/about': aboutMessages,
};

/** Every English text by its Japanese source, compiled once as ICU MessageFormat by Lingui. */
export function englishTranslator(): EnglishTranslator {
  const { i18n, merged } = englishI18nOf(Object.values(ENGLISH_CATALOGUES));
  return (source, values) => (Object.hasOwn(merged, source) ? i18n._(source, values) : undefined);
}
