import { AlertTriangle, Home, RotateCw } from 'lucide-react';
import { Link } from '@/web/components/localized-link';
import { Button } from '@/web/components/ui/button';
import { useT } from '@/web/lib/i18n/use-t';
import { useRouteError } from './route-error-context';

/**
 * The error element of an area: a failed page (or a page whose code could not load) with a way out. An
 * unknown path is not an error: the route table ends in its own 404 routes. In the page's language (the
 * English catalogue is loaded before an English page starts).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  if (import.meta.env?.DEV) console.error(error);
  return (
    <div role="alert" className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-5 px-4 py-16 text-center">
      <AlertTriangle className="size-12 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{t('問題が発生しました')}</h1>
      <p className="text-muted-foreground">{t('ページを表示できませんでした。再読み込みしても解決しない場合は、時間をおいてお試しください。')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" />
          {t('再読み込み')}
        </Button>
        <Button variant="outline" asChild>
          <Link to="/">
            <Home aria-hidden="true" />
            {t('ホームに戻る')}
          </Link>
        </Button>
      </div>
    </div>
  );
}
