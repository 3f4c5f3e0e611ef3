import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from '@/web/components/localized-link';
import { Button } from '@/web/components/ui/button';
import { useAuthDialog } from '@/web/lib/auth-dialog';
import { useAuth } from '@/web/lib/use-auth';
import { cn } from '@/web/lib/utils';
import { useT } from '@/web/lib/i18n/use-t';
import { msg } from '@/web/lib/i18n/translate';

/** A slide every 5 s, a 1 s cross-fade (docs/product/guest-screens.md). */
export const SLIDE_INTERVAL_MS = 5000;

interface Slide {
  /** The placeholder scene: sky, hills and roof differ from one seed to the next. */
  image: string;
  headline: string;
  text: string;
  action: string;
  to: string;
}

const SLIDES: Slide[] = [
  {
    image: '/api/placeholder/1600/900?seed=0',
    headline: msg('日本の原風景に泊まる'),
    text: msg('茅葺き屋根の下で、その土地の暮らしと四季をゆっくり味わう旅を。'),
    action: msg('古民家を探す'),
    to: '/search',
  },
  {
    image: '/api/placeholder/1600/900?seed=9',
    headline: msg('囲炉裏を囲む、特別な夜'),
    text: msg('火を囲んで語らう時間は、古民家ならではのぜいたくです。'),
    action: msg('囲炉裏のある宿を見る'),
    to: '/search?kominkaFeatures=irori',
  },
  {
    image: '/api/placeholder/1600/900?seed=19',
    headline: msg('縁側で過ごす、ゆるやかな時間'),
    text: msg('庭や田畑を眺めながら、季節の移ろいを肌で感じる滞在を。'),
    action: msg('縁側のある宿を見る'),
    to: '/search?kominkaFeatures=engawa',
  },
];

const controlClass = 'size-10 rounded-full text-white hover:bg-white/20 hover:text-white focus-visible:ring-white/80';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const media = window.matchMedia(reducedMotionQuery);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}

/**
 * The photos of the later slides are fetched once the page has loaded: until the first change, 5 s
 * on, only the first one shows, and the others would compete with it and with the page.
 */
function useLaterSlidesReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (document.readyState === 'complete') {
      setReady(true);
      return;
    }
    const onLoad = () => setReady(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);
  return ready;
}

/** The slide's button: a link when signed in; signed out it opens the login dialog (docs/product/guest-screens.md). */
function SlideAction({ slide, tabbable }: { slide: Slide; tabbable: boolean }) {
  const { isAuthenticated, isLoading } = useAuth();
  const { openAuthDialog, preloadAuthDialog } = useAuthDialog();
  const className = 'w-fit shadow-md';
  const t = useT();
  if (isAuthenticated) {
    return (
      <Button asChild size="lg" className={className}>
        <Link to={slide.to} tabIndex={tabbable ? undefined : -1}>
          {t(slide.action)}
        </Link>
      </Button>
    );
  }
  return (
    <Button
      size="lg"
      className={className}
      aria-haspopup="dialog"
      tabIndex={tabbable ? undefined : -1}
      onPointerEnter={preloadAuthDialog}
      onFocus={preloadAuthDialog}
      onClick={() => {
        if (!isLoading) openAuthDialog();
      }}
    >
      {t(slide.action)}
    </Button>
  );
}

/**
 * The home page's hero (docs/product/guest-screens.md): three kominka scenes that change every 5 s with a 1 s fade.
 * It pauses under the mouse, while the keyboard is inside it and after 一時停止; for visitors who
 * prefer reduced motion it starts paused (再生 starts it). Arrows and dots pick a slide.
 */
export function HeroSlideshow() {
  const [current, setCurrent] = useState(0);
  // 'auto' plays unless the visitor prefers reduced motion; the button sets 'playing' or 'stopped'.
  const [playChoice, setPlayChoice] = useState<'auto' | 'playing' | 'stopped'>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const playing = playChoice === 'playing' || (playChoice === 'auto' && !reducedMotion);
  const advancing = playing && !hovered && !focused;

  const show = useCallback((index: number) => setCurrent((index + SLIDES.length) % SLIDES.length), []);
  const laterSlidesReady = useLaterSlidesReady();
  const t = useT();

  useEffect(() => {
    if (!advancing) return;
    // Keyed on `current`: picking a slide by hand restarts the 5 s.
    const timer = window.setTimeout(() => show(current + 1), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [advancing, current, show]);

  return (
    <section
      aria-roledescription={t('カルーセル')}
      aria-label={t('おすすめの古民家ステイ')}
      className="relative isolate h-[26rem] overflow-hidden bg-foreground text-white sm:h-[32rem]"
      // A mouse over the hero, or the keyboard inside it, holds the slide; a tap on a phone does not.
      onPointerEnter={(event) => setHovered(event.pointerType === 'mouse')}
      onPointerLeave={() => setHovered(false)}
      onFocus={(event) => setFocused(event.target.matches(':focus-visible'))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div aria-live={advancing ? 'off' : 'polite'} className="absolute inset-0">
        {SLIDES.map((slide, index) => {
          const active = index === current;
          return (
            <div
              key={slide.image}
              role="group"
              aria-roledescription={t('スライド')}
              aria-label={`${index + 1} / ${SLIDES.length}`}
              aria-hidden={!active}
              inert={!active}
              className={cn('absolute inset-0 transition-opacity duration-1000 ease-in-out', active ? 'z-[1] opacity-100' : 'z-0 opacity-0')}
            >
              {(index === 0 || active || laterSlidesReady) && (
                <img
                  src={slide.image}
                  alt=""
                  width={1600}
                  height={900}
                  fetchPriority={index === 0 ? 'high' : 'low'}
                  decoding={index === 0 ? 'sync' : 'async'}
                  className="absolute inset-0 -z-10 size-full object-cover"
                />
              )}
              <div className="absolute inset-0 -z-10 bg-black/55 sm:bg-transparent sm:bg-gradient-to-r sm:from-black/80 sm:via-black/50 sm:to-black/5" aria-hidden="true" />
              <div className="mx-auto flex h-full max-w-7xl flex-col justify-center gap-4 px-4 pb-16 [text-shadow:0_1px_10px_rgb(0_0_0/0.45)] sm:gap-5 sm:px-6">
                <p className="text-3xl leading-tight font-bold tracking-wide sm:text-5xl">{t(slide.headline)}</p>
                <p className="max-w-xl text-base leading-relaxed text-white/95 sm:text-lg">{t(slide.text)}</p>
                <SlideAction slide={slide} tabbable={active} />
              </div>
            </div>
          );
        })}
      </div>

      <div className="absolute inset-x-0 bottom-14 z-[2] mx-auto flex max-w-7xl items-center gap-1 px-4 sm:bottom-16 sm:px-6">
        <Button
          variant="ghost"
          size="icon"
          className={controlClass}
          aria-label={playing ? t('スライドショーを一時停止') : t('スライドショーを再生')}
          onClick={() => setPlayChoice(playing ? 'stopped' : 'playing')}
        >
          {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
        </Button>
        <Button variant="ghost" size="icon" className={controlClass} aria-label={t('前のスライド')} onClick={() => show(current - 1)}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <div className="flex items-center" role="group" aria-label={t('スライドを選ぶ')}>
          {SLIDES.map((slide, index) => (
            <button
              key={slide.image}
              type="button"
              aria-label={t('スライド{number}：{headline}', { number: index + 1, headline: t(slide.headline) })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => show(index)}
              className="group/dot flex size-8 items-center justify-center rounded-full outline-none focus-visible:ring-3 focus-visible:ring-white/80"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'block h-2.5 rounded-full bg-white transition-all',
                  index === current ? 'w-6 opacity-100' : 'w-2.5 opacity-60 group-hover/dot:opacity-90',
                )}
              />
            </button>
          ))}
        </div>
        <Button variant="ghost" size="icon" className={controlClass} aria-label={t('次のスライド')} onClick={() => show(current + 1)}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
