import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useT } from '@/web/lib/i18n/use-t';

function FieldSkeleton() {
  return (
    <div className="grid gap-2">
      <Skeleton className="h-4 w-20" />
      <Skeleton className="h-11 w-full" />
    </div>
  );
}

/** The form's shape while the profile loads. */
export function ProfileSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('読み込み中')} className="grid gap-6">
      <Card className="grid gap-5 p-5 sm:p-6">
        <Skeleton className="h-6 w-24" />
        <div className="grid gap-4 sm:grid-cols-2">
          <FieldSkeleton />
          <FieldSkeleton />
        </div>
        <FieldSkeleton />
      </Card>
      <Card className="grid gap-5 p-5 sm:p-6">
        <Skeleton className="h-6 w-20" />
        <FieldSkeleton />
        <FieldSkeleton />
        <FieldSkeleton />
      </Card>
      <div className="flex justify-end">
        <Skeleton className="h-12 w-36" />
      </div>
    </div>
  );
}
