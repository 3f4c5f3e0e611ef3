import { usePageTitle } from '@/web/lib/use-page-title';
import { Mail, Search } from 'lucide-react';
import { Link } from '@/web/components/localized-link';
import { msg } from '@/web/lib/i18n/translate';
import { useT } from '@/web/lib/i18n/use-t';
import { Button } from '@/web/components/ui/button';
import { DefinitionSection, EnjoySection, FeaturesSection, MannersSection, RegionsSection } from './components/about-sections';
import { Glossed } from './components/glossed';

const CONTENTS = [
  { href: '#about-definition', label: msg('古民家とは') },
  { href: '#about-features', label: msg('見どころ') },
  { href: '#about-enjoy', label: msg('楽しみ方') },
  { href: '#about-manners', label: msg('滞在のマナー') },
  { href: '#about-regions', label: msg('地域ごとの古民家') },
];

/** /about-kominka: what a kominka is, what to look at, how to stay, and the regions. */
export function AboutPage() {
  const t = useT();
  usePageTitle(t('古民家とは | 古民家ステイ'));

  return (
    <>
      <section aria-labelledby="about-title" className="relative isolate overflow-hidden bg-foreground text-white">
        <img
          src="/api/placeholder/1600/700?seed=14"
          alt=""
          width={1600}
          height={700}
          fetchPriority="high"
          className="absolute inset-0 -z-10 size-full object-cover"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-black/80 via-black/60 to-black/30" aria-hidden="true" />
        <div className="mx-auto grid max-w-6xl gap-5 px-4 py-16 sm:px-6 sm:py-24">
          <p className="text-sm font-bold tracking-widest text-white/90">ABOUT KOMINKA</p>
          <h1 id="about-title" className="text-3xl leading-tight font-bold tracking-wide sm:text-5xl">
            {t('古民家とは')}
          </h1>
          <p className="max-w-2xl text-base leading-relaxed text-white/90 sm:text-lg">
            <Glossed source={msg('茅葺き屋根、囲炉裏、土間、縁側。長い年月を人とともに過ごしてきた家には、その土地の気候と暮らしの知恵が詰まっています。古民家の成り立ちと見どころ、泊まるときの心得をご紹介します。')} />
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg" variant="secondary">
              <Link to="/search">
                <Search aria-hidden="true" />
                {t('古民家を探す')}
              </Link>
            </Button>
          </div>
        </div>
      </section>

      <div className="mx-auto grid w-full max-w-6xl gap-16 px-4 py-12 sm:px-6 sm:py-16">
        <nav aria-label={t('このページの目次')} className="rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5">
          <p className="mb-2 text-sm font-bold text-muted-foreground">{t('目次')}</p>
          <ol className="flex flex-wrap gap-2">
            {CONTENTS.map((item, i) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  className="inline-flex items-center gap-1.5 rounded-full bg-secondary px-3 py-1.5 text-sm font-bold text-secondary-foreground outline-none hover:bg-accent hover:underline focus-visible:ring-3 focus-visible:ring-ring/50"
                >
                  <span className="text-primary">{i + 1}.</span>
                  {t(item.label)}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <DefinitionSection />
        <FeaturesSection />
        <EnjoySection />
        <MannersSection />
        <RegionsSection />

        <section aria-labelledby="about-cta" className="grid gap-5 rounded-3xl bg-primary px-6 py-10 text-center text-primary-foreground sm:px-10">
          <h2 id="about-cta" className="text-2xl font-bold sm:text-3xl">
            {t('古民家で過ごす旅へ')}
          </h2>
          <p className="mx-auto max-w-2xl leading-relaxed text-primary-foreground/90">
            <Glossed source={msg('全国の古民家から、囲炉裏のある家、茅葺き屋根の家、海や山の近くの家を探せます。わからないことがあれば、お気軽にお問い合わせください。')} />
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild size="lg" variant="secondary">
              <Link to="/search">
                <Search aria-hidden="true" />
                {t('古民家を探す')}
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="border-white/70 bg-transparent text-white hover:bg-white/10">
              <Link to="/contact">
                <Mail aria-hidden="true" />
                {t('お問い合わせ')}
              </Link>
            </Button>
          </div>
        </section>
      </div>
    </>
  );
}
