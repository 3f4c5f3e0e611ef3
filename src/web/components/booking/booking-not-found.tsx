import { SearchX } from 'lucide-react';
import { Link } from '@/web/components/localized-link';
import { useT } from '@/web/lib/i18n/use-t';
import { Button } from '@/web/components/ui/button';

/** An unknown booking, or someone else's (404, 403 or a malformed id). */
export function BookingNotFound() {
  const t = useT();
  return (
    <section className="mx-auto flex min-h-[50vh] w-full max-w-lg flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{t('予約が見つかりません')}</h1>
      <p className="text-muted-foreground">{t('指定された予約は存在しないか、表示する権限がありません。')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/bookings">{t('予約管理へ')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">{t('ホームに戻る')}</Link>
        </Button>
      </div>
    </section>
  );
}
