import { Heart, Search } from 'lucide-react';
import { Link } from '@/web/components/localized-link';
import { Button } from '@/web/components/ui/button';
import { useT } from '@/web/lib/i18n/use-t';

/** No favourites yet: what the heart does, and the way to the search. */
export function FavoritesEmpty() {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-input bg-card px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
        <Heart className="size-7" aria-hidden="true" />
      </span>
      <div className="grid gap-1">
        <h2 className="text-lg font-bold">{t('お気に入りがありません')}</h2>
        <p className="text-sm text-muted-foreground">{t('気になる古民家のハートを押すと、ここに保存されます。')}</p>
      </div>
      <Button asChild size="lg">
        <Link to="/search">
          <Search aria-hidden="true" />
          {t('古民家を探す')}
        </Link>
      </Button>
    </div>
  );
}
