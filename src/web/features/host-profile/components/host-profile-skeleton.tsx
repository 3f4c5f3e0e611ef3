import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';

/** The page's shape while the profile loads. */
export function HostProfileSkeleton() {
  return (
    <div role="status" aria-label="読み込み中" className="grid gap-6">
      <Card className="flex flex-col gap-5 p-5 sm:flex-row sm:p-6">
        <Skeleton className="mx-auto size-24 rounded-full sm:mx-0 sm:size-28" />
        <div className="grid flex-1 gap-3">
          <Skeleton className="h-7 w-48" />
          <Skeleton className="h-4 w-full max-w-md" />
          <Skeleton className="h-4 w-full max-w-sm" />
          <Skeleton className="h-4 w-40" />
        </div>
      </Card>
      <Skeleton className="h-12 w-full max-w-md rounded-xl" />
      <Card className="grid gap-4 p-5 sm:p-6">
        <Skeleton className="h-6 w-24" />
        <div className="grid gap-4 sm:grid-cols-2">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="grid gap-2">
              <Skeleton className="h-3 w-20" />
              <Skeleton className="h-5 w-full" />
            </div>
          ))}
        </div>
      </Card>
    </div>
  );
}
