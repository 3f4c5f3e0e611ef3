import { Home, Search } from 'lucide-react';
import { Link } from '@/web/components/localized-link';
import { useT } from '@/web/lib/i18n/use-t';
import { Button } from '@/web/components/ui/button';

/** An unknown or malformed property id (404 or 400 from GET /api/properties/{id}). */
export function PropertyNotFound() {
  const t = useT();
  return (
    <section className="mx-auto flex min-h-[60vh] w-full max-w-lg flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">{t('物件が見つかりません')}</h1>
      <p className="text-muted-foreground">{t('指定された物件は存在しないか、削除されています。')}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to="/search">
            <Search aria-hidden="true" />
            {t('古民家を探す')}
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/">
            <Home aria-hidden="true" />
            {t('ホームに戻る')}
          </Link>
        </Button>
      </div>
    </section>
  );
}
