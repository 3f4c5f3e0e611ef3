import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { topRatedPropertiesQuery } from '@/web/features/home/api';
import { TopRatedSkeleton } from './top-rated-skeleton';

// The cards' code sits below the fold on phones: it loads when the section comes near the screen,
// while the houses themselves are asked for at once.
const TopRatedList = lazy(() => import('./top-rated-list').then((m) => ({ default: m.TopRatedList })));

function useNearScreen<T extends Element>(nearAlready: boolean) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(nearAlready);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/** 評価の高い古民家 (docs/product/guest-screens.md): the section's heading and a link to every house; the six cards below. */
export function TopRatedSection() {
  const queryClient = useQueryClient();
  // The server renders the cards (src/web/server-render.tsx) and the browser hydrates them with the
  // houses it was given; only a page rendered in the browser waits for the section to come near.
  const { ref, near } = useNearScreen<HTMLElement>(typeof window === 'undefined' || queryClient.getQueryState(topRatedPropertiesQuery.queryKey)?.status === 'success');

  useEffect(() => {
    void queryClient.prefetchQuery(topRatedPropertiesQuery);
  }, [queryClient]);

  return (
    <section ref={ref} aria-labelledby="top-rated-title" className="mx-auto w-full max-w-7xl px-4 pt-12 pb-4 [contain-intrinsic-size:auto_1200px] [content-visibility:auto] sm:px-6 sm:pt-16">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="top-rated-title" className="text-2xl font-bold">
            評価の高い古民家
          </h2>
          <p className="text-sm text-muted-foreground">ゲストのレビューで高い評価を得ている宿をご紹介します。</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/search">
            すべての古民家を見る
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
      {near ? (
        <Suspense fallback={<TopRatedSkeleton />}>
          <TopRatedList />
        </Suspense>
      ) : (
        <TopRatedSkeleton />
      )}
    </section>
  );
}
