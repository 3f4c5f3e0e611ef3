import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from '@/web/components/localized-link';
import { Button } from '@/web/components/ui/button';
import { topRatedPropertiesQuery } from '@/web/features/home/api';
import { nearScreenPart } from '@/web/lib/near-screen-part';
import { TopRatedSkeleton } from './top-rated-skeleton';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';

// The cards' code sits below the fold on phones: it loads when they come near the screen, while the
// houses themselves are asked for at once (a page the server rendered keeps its cards until then).
const TopRatedList = nearScreenPart(() => import('./top-rated-list').then((m) => m.TopRatedList));

/** 評価の高い古民家 (docs/product/guest-screens.md): the section's heading and a link to every house; the six cards below. */
export function TopRatedSection() {
  const t = useT();
  const queryClient = useQueryClient();
  const language = useLanguage();

  useEffect(() => {
    void queryClient.prefetchQuery(topRatedPropertiesQuery(language));
  }, [queryClient, language]);

  return (
    <section aria-labelledby="top-rated-title" className="mx-auto w-full max-w-7xl px-4 pt-12 pb-4 [contain-intrinsic-size:auto_1200px] [content-visibility:auto] sm:px-6 sm:pt-16">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="top-rated-title" className="text-2xl font-bold">
            {t('評価の高い古民家')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('ゲストのレビューで高い評価を得ている宿をご紹介します。')}</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/search">
            {t('すべての古民家を見る')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
      <TopRatedList fallback={<TopRatedSkeleton />} />
    </section>
  );
}
