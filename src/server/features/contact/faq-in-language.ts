import type { z } from 'zod';
import type { faqItemSchema } from '@/contract/contact';
import type { Language } from '@/contract/language';
import type { FaqRow } from './repository';

type FaqItem = z.infer<typeof faqItemSchema>;

/** One text in English where the admin wrote it, else in Japanese. */
const textIn = (japanese: string, english: string | null | undefined) => (english ? { text: english, language: 'en' as const } : { text: japanese, language: 'ja' as const });

/**
 * The FAQ as a page in `language` shows it. Japanese: the Japanese texts, the answer as it was before the English.
 * English: each text in English where the admin wrote it, else in Japanese, with `languages` saying which, so that
 * the page marks a Japanese one lang="ja" (docs/decisions/0042-english-guest-pages.md). A category is a heading
 * its items share: it reads in the first English one of its items gives, so that the English page groups the
 * questions as the Japanese page does even when the admin wrote the category's English on one item only.
 */
export function faqIn(rows: readonly FaqRow[], language: Language): FaqItem[] {
  if (language === 'ja') return rows.map(({ id, category, question, answer }) => ({ id, category, question, answer }));
  const categoryEnglish = new Map<string, string>();
  for (const row of rows) if (row.categoryEn && !categoryEnglish.has(row.category)) categoryEnglish.set(row.category, row.categoryEn);
  return rows.map((row) => {
    const texts = { category: textIn(row.category, categoryEnglish.get(row.category)), question: textIn(row.question, row.questionEn), answer: textIn(row.answer, row.answerEn) };
    return {
      id: row.id,
      category: texts.category.text,
      question: texts.question.text,
      answer: texts.answer.text,
      languages: { category: texts.category.language, question: texts.question.language, answer: texts.answer.language },
    };
  });
}
