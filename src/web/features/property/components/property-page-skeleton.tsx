import { Skeleton } from '@/web/components/ui/skeleton';
import { useT } from '@/web/lib/i18n/use-t';

/** The page's shape while the house loads. */
export function PropertyPageSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('物件情報を読み込んでいます')} className="mx-auto grid w-full max-w-7xl gap-6 px-4 pt-6 pb-12 sm:px-6">
      <Skeleton className="h-4 w-72 max-w-full" />
      <div className="grid gap-3">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
      <div className="grid gap-2 overflow-hidden rounded-2xl md:h-[24rem] md:grid-cols-4 md:grid-rows-2 lg:h-[28rem]">
        <Skeleton className="aspect-[3/2] rounded-none md:col-span-2 md:row-span-2 md:aspect-auto" />
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="hidden rounded-none md:block" />
        ))}
      </div>
      <div className="mt-2 grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
        <div className="grid content-start gap-4">
          <Skeleton className="h-7 w-48" />
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-4/5" />
        </div>
        <Skeleton className="hidden h-96 rounded-2xl lg:block" />
      </div>
    </div>
  );
}
