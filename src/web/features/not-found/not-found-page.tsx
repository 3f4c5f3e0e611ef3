import { Home } from 'lucide-react';
import { Link } from '@/web/components/localized-link';
import { Button } from '@/web/components/ui/button';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useT } from '@/web/lib/i18n/use-t';

/** Every unknown path. */
export function NotFoundPage() {
  const t = useT();
  usePageTitle(t('ページが見つかりません | 古民家ステイ'));
  return (
    <section className="mx-auto flex min-h-[60vh] w-full max-w-lg flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <p className="text-sm font-bold tracking-wide text-muted-foreground" lang="en">
        404 Page Not Found
      </p>
      <h1 className="text-3xl font-bold">{t('ページが見つかりません')}</h1>
      <p className="text-muted-foreground">{t('お探しのページは移動または削除された可能性があります。URLをご確認ください。')}</p>
      <Button asChild size="lg" className="mt-2">
        <Link to="/">
          <Home aria-hidden="true" />
          {t('ホームに戻る')}
        </Link>
      </Button>
    </section>
  );
}
