import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { topRatedPropertiesQuery } from '@/web/features/home/api';
import { TopRatedSkeleton } from './top-rated-skeleton';

// The cards' code sits below the fold on phones: it loads when the section comes near the screen, while
// the houses themselves are asked for at once. Until then a page the server rendered keeps the server's
// cards as they are (React leaves a Suspense boundary whose code is pending unhydrated), so `/` loads
// none of the cards' code on first load (docs/decisions/0022-first-page-javascript.md).
let showCards: () => void = () => {};
const cardsNearScreen = typeof window === 'undefined' ? Promise.resolve() : new Promise<void>((resolve) => (showCards = resolve));
let cardsHydrated: () => void = () => {};
const cardsReady = new Promise<void>((resolve) => (cardsHydrated = resolve));
const TopRatedList = lazy(() =>
  cardsNearScreen
    .then(() => import('./top-rated-list'))
    .then((m) => ({
      default: function HydratedTopRatedList() {
        useEffect(() => cardsHydrated(), []);
        return <m.TopRatedList />;
      },
    })),
);

/**
 * Loads the cards' code when they come near the screen, or at once when the visitor points at, focuses or
 * taps them. React drops events on a part it has not hydrated, so a tap on a server-rendered card before
 * its code is there is caught first (on the window, before React's own listener) and played again on the
 * same card once it is hydrated.
 */
function useLoadCardsNearScreen<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      showCards();
      return;
    }
    let hydrated = false;
    const inCards = (event: Event) => !hydrated && event.target instanceof Element && element.contains(event.target);
    const holdTap = (event: MouseEvent) => {
      if (!inCards(event)) return;
      const control = (event.target as Element).closest<HTMLElement>('a, button');
      if (!control) return;
      event.preventDefault();
      event.stopPropagation();
      showCards();
      void cardsReady.then(() => {
        if (control.isConnected) control.click();
      });
    };
    const loadEarly = (event: Event) => {
      if (inCards(event)) showCards();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) showCards();
      },
      { rootMargin: '100px 0px' },
    );
    const stop = () => {
      observer.disconnect();
      window.removeEventListener('click', holdTap, true);
      window.removeEventListener('pointerover', loadEarly, true);
      window.removeEventListener('focusin', loadEarly, true);
    };
    observer.observe(element);
    window.addEventListener('click', holdTap, true);
    window.addEventListener('pointerover', loadEarly, true);
    window.addEventListener('focusin', loadEarly, true);
    void cardsReady.then(() => {
      hydrated = true;
      stop();
    });
    return stop;
  }, []);
  return ref;
}

/** 評価の高い古民家 (docs/product/guest-screens.md): the section's heading and a link to every house; the six cards below. */
export function TopRatedSection() {
  const queryClient = useQueryClient();
  const cardsRef = useLoadCardsNearScreen<HTMLDivElement>();

  useEffect(() => {
    void queryClient.prefetchQuery(topRatedPropertiesQuery);
  }, [queryClient]);

  return (
    <section aria-labelledby="top-rated-title" className="mx-auto w-full max-w-7xl px-4 pt-12 pb-4 [contain-intrinsic-size:auto_1200px] [content-visibility:auto] sm:px-6 sm:pt-16">
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
      <div ref={cardsRef}>
        <Suspense fallback={<TopRatedSkeleton />}>
          <TopRatedList />
        </Suspense>
      </div>
    </section>
  );
}
