import { CalendarClock, CalendarDays, MapPin, UserRound, Users } from 'lucide-react';
import type { ReviewDetails } from '@/contract/reviews';
import { coverImageUrl } from '@/web/lib/cover-image';
import { DayRange } from '@/web/components/day-range';
import { formatCount, formatDateWithWeekday } from '@/web/lib/format';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';
import { JapaneseData } from '@/web/components/japanese-data';
import { HousePlace, HouseTitle } from '@/web/components/property/house-text';

/** The stay being reviewed: the house, the dates, the party, the host, and until when the review is taken. */
export function ReviewStaySummary({ details }: { details: ReviewDetails }) {
  const t = useT();
  const language = useLanguage();
  const { property } = details;
  return (
    <section aria-label={t('レビューする宿泊')} className="flex flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm sm:flex-row">
      <div className="aspect-[2/1] shrink-0 bg-secondary sm:aspect-auto sm:w-48">
        <img src={coverImageUrl({ id: property.id, coverPhotoUrl: property.image })} alt="" className="size-full object-cover" />
      </div>
      <div className="grid gap-2 p-4 text-sm sm:p-5">
        <h2 className="text-lg leading-snug font-bold">
          <HouseTitle house={property} />
        </h2>
        <p className="flex items-center gap-1.5 text-muted-foreground">
          <MapPin className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <HousePlace house={property} japanese={property.location} />
        </p>
        <p className="flex items-center gap-1.5">
          <CalendarDays className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <DayRange from={details.checkIn} to={details.checkOut} />
          {t('（{nights}）', { nights: formatCount(details.nights, 'night', language) })}
        </p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <span className="flex items-center gap-1.5">
            <Users className="size-4 shrink-0 text-primary" aria-hidden="true" />
            {formatCount(details.guestCount, 'guest', language)}
          </span>
          {details.hostName && (
            <span className="flex items-center gap-1.5">
              <UserRound className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {t('ホスト：')}
              <JapaneseData>{details.hostName}</JapaneseData>
            </span>
          )}
        </p>
        <p className="flex items-center gap-1.5 font-bold text-warning">
          <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
          {t('投稿期限：{date}', { date: formatDateWithWeekday(details.reviewDeadline, language) })}
        </p>
      </div>
    </section>
  );
}
