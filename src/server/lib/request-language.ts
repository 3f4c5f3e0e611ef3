import type { FastifyRequest } from 'fastify';
import { languageOfAcceptLanguage, type Language } from '@/contract/language';

/**
 * The language of the page a call came from: the web client sends it as `Accept-Language`
 * (src/web/lib/api-client.ts). Null when the call names none (a script, a test), so that it never
 * overwrites the language a guest chose.
 */
export function pageLanguageOf(request: FastifyRequest): Language | null {
  const header = request.headers['accept-language'];
  return header ? languageOfAcceptLanguage(header) : null;
}
