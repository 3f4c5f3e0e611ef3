import { lazy, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from 'react';

interface PartProps {
  /** Shown while the part's code loads on a page the browser renders itself. */
  fallback?: ReactNode;
  /** Classes of the element around the part. */
  className?: string;
}

/** Each part's code, loaded at once (`loadNearScreenParts`), and whether it has arrived. */
const partLoaders: { load: () => Promise<unknown>; loaded: () => boolean }[] = [];

/**
 * Loads the code of every part not loaded yet. A part whose boundary is still unhydrated holds back any
 * change of the page around it that reaches it (React must hydrate it first, and waits for its code), so
 * the history (app/code-first-history.ts) waits for this before it moves to another page.
 */
export function loadNearScreenParts(): Promise<unknown> | null {
  const pending = partLoaders.filter((part) => !part.loaded());
  return pending.length > 0 ? Promise.all(pending.map((part) => part.load())) : null;
}

/**
 * A part of a page below the fold whose code loads when it comes near the screen, or as soon as the
 * visitor points at, focuses or taps it (docs/decisions/0022-first-page-javascript.md). A page the
 * server rendered keeps the server's HTML of the part until then: React leaves a Suspense boundary whose
 * code is pending unhydrated. React drops the events on a part it has not hydrated, so a tap there is
 * caught first, on the window before React's own listener, and played again on the same element once
 * the part is hydrated. Each part is shown once on a page at a time.
 */
export function nearScreenPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P & PartProps> {
  let showPart = () => {};
  const nearScreen = typeof window === 'undefined' ? Promise.resolve() : new Promise<void>((resolve) => (showPart = resolve));
  let partHydrated = () => {};
  const hydrated = new Promise<void>((resolve) => (partHydrated = resolve));
  let code: Promise<ComponentType<P>> | null = null;
  let codeArrived = false;
  const loadCode = () =>
    (code ??= load().then((component) => {
      codeArrived = true;
      return component;
    }));
  partLoaders.push({
    load: () => {
      showPart();
      return loadCode();
    },
    loaded: () => codeArrived,
  });
  const Part = lazy(async () => {
    await nearScreen;
    const Component = await loadCode();
    function HydratedPart(props: P) {
      useEffect(() => partHydrated(), []);
      return <Component {...props} />;
    }
    return { default: HydratedPart };
  });

  return function NearScreenPart({ fallback = null, className, ...props }: P & PartProps) {
    const ref = useLoadNearScreen(showPart, hydrated);
    return (
      <div ref={ref} className={className}>
        <Suspense fallback={fallback}>
          <Part {...(props as P)} />
        </Suspense>
      </div>
    );
  };
}

function useLoadNearScreen(showPart: () => void, hydrated: Promise<void>) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      showPart();
      return;
    }
    let done = false;
    const inPart = (event: Event) => !done && event.target instanceof Node && element.contains(event.target);
    const holdTap = (event: MouseEvent) => {
      if (!inPart(event)) return;
      const control = (event.target as Element).closest<HTMLElement>('a, button');
      if (!control) return;
      event.preventDefault();
      event.stopPropagation();
      showPart();
      void hydrated.then(() => {
        if (control.isConnected) control.click();
      });
    };
    const loadEarly = (event: Event) => {
      if (inPart(event)) showPart();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) showPart();
      },
      { rootMargin: '100px 0px' },
    );
    const stop = () => {
      done = true;
      observer.disconnect();
      window.removeEventListener('click', holdTap, true);
      window.removeEventListener('pointerover', loadEarly, true);
      window.removeEventListener('focusin', loadEarly, true);
    };
    observer.observe(element);
    window.addEventListener('click', holdTap, true);
    window.addEventListener('pointerover', loadEarly, true);
    window.addEventListener('focusin', loadEarly, true);
    void hydrated.then(stop);
    return stop;
  }, [showPart, hydrated]);
  return ref;
}
