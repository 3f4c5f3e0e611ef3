import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

/** ホーム › 古民家を探す › {prefecture} › {title} */
export function PropertyBreadcrumb({ prefecture, title }: { prefecture: string; title: string }) {
  const crumbs = [
    { to: '/', label: 'ホーム' },
    { to: '/search', label: '古民家を探す' },
    { to: `/search?${new URLSearchParams({ destination: prefecture }).toString()}`, label: prefecture },
  ];
  return (
    <nav aria-label="パンくずリスト" className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-0.5">
        {crumbs.map((crumb) => (
          <li key={crumb.label} className="flex items-center gap-1">
            <Link
              to={crumb.to}
              className="rounded-sm underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-3 focus-visible:ring-ring/50"
            >
              {crumb.label}
            </Link>
            <ChevronRight className="size-3.5 shrink-0" aria-hidden="true" />
          </li>
        ))}
        <li aria-current="page" className="max-w-full truncate font-bold text-foreground">
          {title}
        </li>
      </ol>
    </nav>
  );
}
