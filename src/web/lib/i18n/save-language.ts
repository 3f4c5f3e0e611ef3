import type { Language } from '@/contract/language';
import type { UserProfile } from '@/contract/profile';
import { apiJson } from '@/web/lib/api-client';

/**
 * PUT /api/profile/language: the signed-in guest's choice of language, which their e-mails follow
 * (docs/decisions/0042-english-guest-pages.md, "E-mails"). The header's switch and the profile's
 * language preference call it.
 */
export function saveLanguage(language: Language): Promise<UserProfile> {
  return apiJson<UserProfile>('PUT', '/api/profile/language', { language });
}
