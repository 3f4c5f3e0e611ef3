import { HomeHero } from './components/home-hero';
import { HomeHighlights } from './components/home-highlights';

/** / : a modest hero until the full home page (slideshow, search, top-rated stays) is built. */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <HomeHighlights />
    </>
  );
}
