import { Flame, Leaf, Trees } from 'lucide-react';

const HIGHLIGHTS = [
  { icon: Flame, title: '囲炉裏を囲む夜', text: '火を囲んで語らう時間は、古民家ならではのぜいたくです。' },
  { icon: Trees, title: '縁側からの景色', text: '庭や田畑を眺めながら、季節の移ろいを肌で感じられます。' },
  { icon: Leaf, title: '土地の暮らしにふれる', text: 'ホストが案内する地域の食や文化が、旅を特別なものにします。' },
];

export function HomeHighlights() {
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-14 sm:px-6" aria-labelledby="home-highlights-title">
      <h2 id="home-highlights-title" className="mb-8 text-2xl font-bold">
        古民家ステイの楽しみ方
      </h2>
      <ul className="grid gap-5 md:grid-cols-3">
        {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
            <Icon className="mb-3 size-7 text-primary" aria-hidden="true" />
            <h3 className="mb-1 text-lg font-bold">{title}</h3>
            <p className="text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
