import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';

export function AdminAccountsSkeleton() {
  return (
    <Card className="grid gap-4 p-4" role="status" aria-label="読み込み中">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="flex items-center gap-4">
          <Skeleton className="h-5 w-28" />
          <Skeleton className="h-5 flex-1" />
          <Skeleton className="h-6 w-14 rounded-full" />
          <Skeleton className="h-9 w-24" />
        </div>
      ))}
    </Card>
  );
}
