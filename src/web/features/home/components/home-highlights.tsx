import { Flame, Leaf, Trees } from 'lucide-react';
import { msg } from '@/web/lib/i18n/translate';
import { useT } from '@/web/lib/i18n/use-t';

const HIGHLIGHTS = [
  { icon: Flame, title: msg('囲炉裏を囲む夜'), text: msg('火を囲んで語らう時間は、古民家ならではのぜいたくです。') },
  { icon: Trees, title: msg('縁側からの景色'), text: msg('庭や田畑を眺めながら、季節の移ろいを肌で感じられます。') },
  { icon: Leaf, title: msg('土地の暮らしにふれる'), text: msg('ホストが案内する地域の食や文化が、旅を特別なものにします。') },
];

export function HomeHighlights() {
  const t = useT();
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-14 sm:px-6" aria-labelledby="home-highlights-title">
      <h2 id="home-highlights-title" className="mb-8 text-2xl font-bold">
        {t('古民家ステイの楽しみ方')}
      </h2>
      <ul className="grid gap-5 md:grid-cols-3">
        {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
            <Icon className="mb-3 size-7 text-primary" aria-hidden="true" />
            <h3 className="mb-1 text-lg font-bold">{t(title)}</h3>
            <p className="text-sm text-muted-foreground">{t(text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
