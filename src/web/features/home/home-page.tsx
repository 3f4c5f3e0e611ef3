import { HeroSlideshow } from './components/hero-slideshow';
import { HomeSearchBar } from './components/home-search-bar';
import { TopRatedSection } from './components/top-rated-section';
import { nearScreenPart } from '@/web/lib/near-screen-part';
import { useT } from '@/web/lib/i18n/use-t';

// Far below the fold: its code loads when it comes near the screen.
const HomeHighlights = nearScreenPart(() => import('./components/home-highlights').then((m) => m.HomeHighlights));

/** What the server fetches before rendering this page (src/web/lib/page-data.ts). */
export { homePageData } from './page-data';

/** / : the hero slideshow, the search bar, six top-rated houses and what a kominka stay offers (docs/product/guest-screens.md). */
export function HomePage() {
  const t = useT();
  return (
    <>
      <h1 className="sr-only">{t('古民家ステイ：日本の古民家に泊まる旅を探す')}</h1>
      <HeroSlideshow />
      <HomeSearchBar />
      <TopRatedSection />
      <HomeHighlights />
    </>
  );
}
