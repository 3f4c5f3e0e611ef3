import { queryOptions } from '@tanstack/react-query';
import { useMutation } from '@/web/lib/use-mutation';
import type { z } from 'zod';
import type { contactBodySchema, contactResponseSchema, faqItemSchema } from '@/contract/contact';
import { apiJson } from '@/web/lib/api-client';

export type FaqItem = z.infer<typeof faqItemSchema>;
export type ContactResponse = z.infer<typeof contactResponseSchema>;
/** What the form sends: the schema's output (trimmed, e-mail in lower case). */
export type ContactSubmission = z.output<typeof contactBodySchema>;

/**
 * GET /api/faq: the published questions, in display order; on an English page in English where the admin wrote it
 * (the client sends the page's language as Accept-Language, and a language switch loads the page afresh).
 */
export const faqQuery = queryOptions<FaqItem[]>({ queryKey: ['/api/faq'] });

/** POST /api/contact → { id, message } */
export function useSendInquiry() {
  return useMutation({
    mutationFn: (body: ContactSubmission) => apiJson<ContactResponse>('POST', '/api/contact', body),
  });
}

/** The questions under their category, categories in the order they first appear. */
export function groupFaqByCategory(items: FaqItem[]): Array<{ category: string; items: FaqItem[] }> {
  const groups = new Map<string, FaqItem[]>();
  for (const item of items) {
    const list = groups.get(item.category);
    if (list) list.push(item);
    else groups.set(item.category, [item]);
  }
  return [...groups].map(([category, list]) => ({ category, items: list }));
}
