import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2, Info } from 'lucide-react';
import { useParams } from 'react-router';
import { Link } from '@/web/components/localized-link';
import { QueryState } from '@/web/components/query-state';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatCount, formatDateWithWeekday } from '@/web/lib/format';
import { usePageTitle } from '@/web/lib/use-page-title';
import { checkInQuery } from './api';
import { GuestEntryForm } from './components/guest-entry-form';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';
import { CHECK_IN_OPENS_DAYS_BEFORE } from '@/domain/guest-registry';
import { HouseTitle } from '@/web/components/property/house-text';

const NOT_FOUND_STATUSES = [400, 403, 404];

/**
 * /booking/:id/check-in: オンラインチェックイン (docs/product/guest-registry.md). The booking's guest
 * enters the registry of every guest of the party, one form each, from 7 days before check-in.
 */
export function CheckInPage() {
  const { id = '' } = useParams();
  const t = useT();
  const language = useLanguage();
  const checkIn = useQuery(checkInQuery(id));
  usePageTitle(t('オンラインチェックイン | 古民家ステイ'));

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <Link to={`/booking/${encodeURIComponent(id)}`} className="flex w-fit items-center gap-1.5 text-sm font-bold text-primary underline-offset-4 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('予約詳細に戻る')}
      </Link>
      <QueryState
        query={checkIn}
        loading={
          <div role="status" aria-label={t('読み込み中')} className="grid gap-4">
            <Skeleton className="h-9 w-2/3" />
            <Skeleton className="h-96 w-full" />
          </div>
        }
        errorTitle={t('オンラインチェックインを読み込めませんでした')}
        notFoundStatuses={NOT_FOUND_STATUSES}
        notFound={<p className="text-center text-muted-foreground">{t('予約が見つかりません')}</p>}
      >
        {(data) => {
          // The server's words (src/domain/guest-registry.ts checkInWindow), in the page's language.
          const windowMessage =
            data.window.state === 'not_yet'
              ? t('オンラインチェックインは{date}（チェックインの{days}日前）から入力できます', { date: formatDateWithWeekday(data.window.opensOn, language), days: CHECK_IN_OPENS_DAYS_BEFORE })
              : data.window.state === 'closed'
                ? t('このご予約のオンラインチェックインは受け付けていません')
                : null;
          return (
          <>
            <header className="grid gap-2">
              <h1 className="text-2xl font-bold sm:text-3xl">{t('オンラインチェックイン')}</h1>
              <p className="text-muted-foreground">
                <HouseTitle house={{ title: data.propertyTitle, titleEn: data.propertyTitleEn }} />
                {t('・{from}〜{to}・{guests}', { from: formatDateWithWeekday(data.checkinDate, language), to: formatDateWithWeekday(data.checkoutDate, language), guests: formatCount(data.partySize, 'guest', language) })}
              </p>
              <p className="text-sm">
                {t('法律（旅館業法・住宅宿泊事業法）により、宿泊施設は宿泊される方全員の宿泊者名簿を備えることになっています。ご到着までに、お一人ずつご入力ください。入力内容はホストと運営事務局だけが閲覧でき、チェックアウトから3年後に消去されます。')}
              </p>
            </header>
            {windowMessage && (
              <p role="status" className="flex items-start gap-2 rounded-xl border border-border bg-muted/50 p-4 text-sm">
                <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {windowMessage}
              </p>
            )}
            {data.complete && (
              <p role="status" className="flex items-start gap-2 rounded-xl border border-primary/40 bg-primary/5 p-4 text-sm font-bold">
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                {t('全員の宿泊者名簿の入力が完了しました。ご到着の際に、ホストが本人確認を行います（日本国内に住所のない方は旅券をご提示ください）。')}
              </p>
            )}
            {Array.from({ length: data.partySize }, (_, i) => (
              <GuestEntryForm key={i} checkIn={data} guestIndex={i} />
            ))}
          </>
          );
        }}
      </QueryState>
    </div>
  );
}
