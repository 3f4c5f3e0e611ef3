import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';

/** The list's cards while the first page loads. */
export function HostPropertyListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div role="status" aria-label="物件を読み込み中" className="grid gap-4">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} className="grid overflow-hidden sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
          <Skeleton className="aspect-[3/2] rounded-none sm:h-full" />
          <div className="grid gap-3 p-4 sm:p-5">
            <Skeleton className="h-5 w-16 rounded-full" />
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <div className="grid gap-2 sm:grid-cols-2">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-4 w-24" />
            </div>
            <div className="flex gap-2 border-t border-border pt-3">
              <Skeleton className="h-9 w-20" />
              <Skeleton className="h-9 w-20" />
              <Skeleton className="h-9 w-20" />
            </div>
          </div>
        </Card>
      ))}
    </div>
  );
}
