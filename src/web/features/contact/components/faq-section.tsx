import { useQuery } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { QueryState } from '@/web/components/query-state';
import { Skeleton } from '@/web/components/ui/skeleton';
import type { Language } from '@/contract/language';
import { faqQuery, groupFaqByCategory, type FaqItem } from '../api';
import { useT } from '@/web/lib/i18n/use-t';
import { JapaneseData } from '@/web/components/japanese-data';

/**
 * One of the admin's texts as the API answered it: on an English page a text without English comes in Japanese
 * (`languages` says so) and is marked lang="ja"; on a Japanese page the text alone.
 */
function FaqText({ text, language }: { text: string; language: Language | undefined }) {
  return language === 'en' ? text : <JapaneseData>{text}</JapaneseData>;
}

function FaqEntry({ item }: { item: FaqItem }) {
  return (
    <details className="group rounded-xl border border-border bg-card shadow-xs open:shadow-sm">
      <summary className="flex cursor-pointer list-none items-start justify-between gap-3 rounded-xl px-4 py-3.5 font-bold outline-none hover:bg-accent/50 focus-visible:ring-3 focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
        <span className="flex gap-2">
          <span className="text-primary" aria-hidden="true">
            Q.
          </span>
          <FaqText text={item.question} language={item.languages?.question} />
        </span>
        <ChevronDown className="mt-1 size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="flex gap-2 border-t border-border px-4 py-3.5 text-sm leading-relaxed">
        <span className="font-bold text-primary" aria-hidden="true">
          A.
        </span>
        <p className="whitespace-pre-line">
          <FaqText text={item.answer} language={item.languages?.answer} />
        </p>
      </div>
    </details>
  );
}

function FaqSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('読み込み中')} className="grid gap-6">
      {Array.from({ length: 2 }, (_, group) => (
        <div key={group} className="grid gap-3">
          <Skeleton className="h-6 w-40" />
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-13 w-full rounded-xl" />
          ))}
        </div>
      ))}
    </div>
  );
}

/** GET /api/faq (in the page's language where the admin wrote it), grouped by category; each answer opens under its question. */
export function FaqSection() {
  const t = useT();
  const faq = useQuery(faqQuery);

  return (
    <section aria-labelledby="faq-title" className="grid gap-5">
      <div className="grid gap-1">
        <h2 id="faq-title" className="text-xl font-bold sm:text-2xl">
          {t('よくある質問')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('お問い合わせの前に、こちらもご覧ください。')}</p>
      </div>
      <QueryState query={faq} loading={<FaqSkeleton />} errorTitle={t('よくある質問の読み込みに失敗しました')}>
        {(entries) =>
          entries.length === 0 ? (
            <p className="rounded-xl border border-border bg-card px-4 py-6 text-center text-sm text-muted-foreground">{t('現在掲載しているよくある質問はありません。ご不明な点は下のフォームからお問い合わせください。')}</p>
          ) : (
            <div className="grid gap-8 lg:grid-cols-2 lg:items-start lg:gap-x-6">
              {groupFaqByCategory(entries).map(({ category, items }) => (
                <div key={category} className="grid gap-3">
                  <h3 className="border-l-4 border-primary pl-3 text-lg font-bold">
                    <FaqText text={category} language={items[0].languages?.category} />
                  </h3>
                  <div className="grid gap-2">
                    {items.map((item) => (
                      <FaqEntry key={item.id} item={item} />
                    ))}
                  </div>
                </div>
              ))}
            </div>
          )
        }
      </QueryState>
    </section>
  );
}
