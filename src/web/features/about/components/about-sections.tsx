import { CheckCircle2, Flame, Footprints, Hammer, House, Leaf, MessageCircle, Sun, Trees, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { msg } from '@/web/lib/i18n/translate';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';
import { KOMINKA_PARTS, MANNERS, REGIONS, STAY_IDEAS, type KominkaPart } from '../content';
import { Glossed } from './glossed';
import { Illustration } from './illustration';

function SectionHeading({ id, eyebrow, title, lead }: { id: string; eyebrow: string; title: string; lead?: string }) {
  return (
    <div className="grid gap-2">
      <p className="text-sm font-bold tracking-widest text-primary">{eyebrow}</p>
      <h2 id={id} className="scroll-mt-24 text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      {lead && <p className="max-w-3xl leading-relaxed text-muted-foreground">{lead}</p>}
    </div>
  );
}

const DEFINITION_POINTS: Array<{ icon: LucideIcon; title: string; text: string }> = [
  { icon: House, title: msg('築50年以上'), text: msg('半世紀を超えて住み継がれてきた民家。なかには江戸時代に建てられた家もあります。') },
  { icon: Hammer, title: msg('伝統構法'), text: msg('太い柱と梁を木組みで組み上げ、継手・仕口で接合。釘や金物に頼らない大工の技です。') },
  { icon: Leaf, title: msg('土地の素材'), text: msg('木、土、竹、石、茅、和紙。身近な自然の素材でつくられ、直しながら使い続けられます。') },
];

export function DefinitionSection() {
  const t = useT();
  return (
    <section aria-labelledby="about-definition" className="scroll-mt-24 grid gap-8 lg:grid-cols-2 lg:items-center">
      <div className="grid gap-5">
        <SectionHeading id="about-definition" eyebrow="WHAT IS KOMINKA" title={t('時を重ねた、日本の家')} />
        <div className="grid gap-4 leading-relaxed">
          <p>
            <Glossed
              source={msg('古民家とは、一般に{definition}のことをいいます。農家、町家、商家、武家屋敷など、かつて人々が暮らし、働いてきた住まいです。')}
              parts={{ definition: <strong>{t('築50年以上を経た、伝統構法でつくられた民家')}</strong> }}
            />
          </p>
          <p>
            <Glossed source={msg('伝統構法の家は、石の上に柱を据える「石場建て」や、竹を編んだ下地に土を塗り重ねる土壁など、その土地の気候と素材に合わせた工夫の積み重ねでできています。傷んだところを取り替えながら、何世代にもわたって住み継げるのが大きな特徴です。')} />
          </p>
          <p>{t('古民家ステイでは、こうした家を丁寧に手入れし、水まわりや寝具、暖房などを今の暮らしに合わせて整えた宿に泊まれます。')}</p>
        </div>
      </div>
      <Illustration
        seed={9}
        label={t('伝統構法の古民家')}
        alt={t('山を背に建つ古民家のイラスト')}
        caption={t('木と土と茅でつくられた家は、直しながら長く住み継がれてきました。')}
      />
      <ul className="grid gap-4 sm:grid-cols-3 lg:col-span-2">
        {DEFINITION_POINTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-border bg-card p-5 shadow-sm">
            <Icon className="mb-3 size-7 text-primary" aria-hidden="true" />
            <h3 className="mb-1 text-lg font-bold">{t(title)}</h3>
            <p className="text-sm leading-relaxed text-muted-foreground">
              <Glossed source={text} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A part's name: on a Japanese page the name over its reading; on an English one its romaji with the Japanese beside it, over what it is. */
function PartName({ part }: { part: KominkaPart }) {
  const t = useT();
  if (useLanguage() === 'ja') {
    return (
      <>
        <span className="block text-lg font-bold">{part.name}</span>
        <span className="text-xs text-muted-foreground">{part.reading}</span>
      </>
    );
  }
  return (
    <>
      <span className="block text-lg font-bold">
        {t(part.reading)} <span lang="ja">{part.name}</span>
      </span>
      {/* かまど reads as it is written: its romaji says it all. */}
      {part.name !== part.reading && <span className="text-xs text-muted-foreground">{t(part.name)}</span>}
    </>
  );
}

export function FeaturesSection() {
  const t = useT();
  return (
    <section aria-labelledby="about-features" className="scroll-mt-24 grid gap-8">
      <SectionHeading
        id="about-features"
        eyebrow="FEATURES"
        title={t('古民家の見どころ')}
        lead={t('古民家には、今の住宅ではなかなか出会えない空間や設えがあります。泊まる前に知っておくと、滞在がもっと楽しくなります。')}
      />
      <div className="grid gap-6 md:grid-cols-2">
        <Illustration seed={3} label={t('茅葺き屋根の古民家')} alt={t('茅葺き屋根と障子のある古民家のイラスト')} />
        <Illustration seed={17} label={t('瓦屋根の古民家')} alt={t('瓦屋根の古民家のイラスト')} className="hidden md:grid" />
      </div>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {KOMINKA_PARTS.map((part) => (
          <div key={part.name} className="rounded-2xl border border-border bg-card p-5 shadow-sm">
            <dt className="mb-2">
              <PartName part={part} />
            </dt>
            <dd className="text-sm leading-relaxed">
              <Glossed source={part.text} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const IDEA_ICONS: LucideIcon[] = [Flame, Sun, Trees, Users];

export function EnjoySection() {
  const t = useT();
  return (
    <section aria-labelledby="about-enjoy" className="scroll-mt-24 grid gap-8">
      <SectionHeading id="about-enjoy" eyebrow="HOW TO ENJOY" title={t('古民家ステイの楽しみ方')}
        lead={t('観光の拠点としてだけでなく、家そのものを味わう旅を。')}
      />
      <ul className="grid gap-4 sm:grid-cols-2">
        {STAY_IDEAS.map((idea, i) => {
          const Icon = IDEA_ICONS[i % IDEA_ICONS.length];
          return (
            <li key={idea.title} className="flex gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div className="grid gap-1">
                <h3 className="font-bold">{t(idea.title)}</h3>
                <p className="text-sm leading-relaxed text-muted-foreground">
                  <Glossed source={idea.text} />
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const MANNER_ICONS: LucideIcon[] = [Footprints, Flame, MessageCircle, House];

export function MannersSection() {
  const t = useT();
  return (
    <section aria-labelledby="about-manners" className="scroll-mt-24 grid gap-8 rounded-3xl bg-secondary/70 p-5 sm:p-8">
      <SectionHeading
        id="about-manners"
        eyebrow="MANNERS"
        title={t('滞在のマナー')}
        lead={t('古民家は、ホストや地域の方々が大切に守ってきた家です。次の世代の旅人にも気持ちよく使ってもらえるよう、いくつかの約束事にご協力ください。')}
      />
      <div className="grid gap-4 md:grid-cols-2">
        {MANNERS.map((manner, i) => {
          const Icon = MANNER_ICONS[i % MANNER_ICONS.length];
          return (
            <div key={manner.title} className="rounded-2xl border border-border bg-card p-5 shadow-sm">
              <h3 className="mb-3 flex items-center gap-2 text-lg font-bold">
                <Icon className="size-5 text-primary" aria-hidden="true" />
                {t(manner.title)}
              </h3>
              <ul className="grid gap-2 text-sm leading-relaxed">
                {manner.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                    <span>
                      <Glossed source={point} />
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </section>
  );
}

export function RegionsSection() {
  const t = useT();
  return (
    <section aria-labelledby="about-regions" className="scroll-mt-24 grid gap-8">
      <SectionHeading
        id="about-regions"
        eyebrow="REGIONS"
        title={t('地域ごとの古民家')}
        lead={t('気候や暮らし、なりわいの違いから、古民家のかたちは地域ごとに大きく異なります。旅先の家の造りにも注目してみてください。')}
      />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {REGIONS.map((region) => {
          const label = t(region.label);
          return (
            <li key={region.name} className="flex flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
              <img
                src={`/api/placeholder/800/500?seed=${region.seed}&label=${encodeURIComponent(label)}`}
                alt={t('{label}のイラスト', { label })}
                width={800}
                height={500}
                loading="lazy"
                decoding="async"
                className="aspect-[8/5] w-full bg-secondary object-cover"
              />
              <div className="grid gap-2 p-5">
                <h3 className="text-lg font-bold">
                  {t(region.name)}
                  <span className="ml-2 text-sm font-normal text-muted-foreground">{t(region.styles)}</span>
                </h3>
                <p className="text-sm leading-relaxed">
                  <Glossed source={region.text} />
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
