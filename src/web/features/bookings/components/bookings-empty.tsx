import { CalendarDays, Home } from 'lucide-react';
import { Link } from '@/web/components/localized-link';
import { Button } from '@/web/components/ui/button';
import { useT } from '@/web/lib/i18n/use-t';

/** No bookings at all (docs/product/guest-screens.md: the empty state links to /). */
export function BookingsEmpty() {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-input bg-card px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
        <CalendarDays className="size-7" aria-hidden="true" />
      </span>
      <div className="grid gap-1">
        <h2 className="text-lg font-bold">{t('予約がありません')}</h2>
        <p className="text-sm text-muted-foreground">{t('気になる古民家を見つけて、特別な滞在を予約しましょう。')}</p>
      </div>
      <Button asChild size="lg">
        <Link to="/">
          <Home aria-hidden="true" />
          {t('トップページへ')}
        </Link>
      </Button>
    </div>
  );
}

/** A tab with nothing in it: one line, since the other tabs may well have bookings. */
export function TabEmpty({ text }: { text: string }) {
  return <p className="rounded-2xl border border-dashed border-input bg-card px-6 py-10 text-center text-sm text-muted-foreground">{text}</p>;
}
