import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/utils';

/** A figure with its label, an icon and an optional note under it. */
export function StatCard({
  label,
  value,
  icon: Icon,
  note,
  highlight = false,
}: {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  note?: ReactNode;
  highlight?: boolean;
}) {
  return (
    // The icon goes beside the figure only where the card is wide enough for a long one (¥13,243,000):
    // the card's own width decides (a container query), not the window's, so four cards in a row never spill.
    <Card className={cn('@container p-4 sm:p-5', highlight && 'border-warning/40 bg-warning-muted/40')}>
      <div className="flex flex-col items-start gap-3 @[17rem]:flex-row @[17rem]:gap-4">
        <div className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary @[17rem]:size-11">
          <Icon className="size-5" aria-hidden="true" />
        </div>
        <div className="grid min-w-0 gap-1">
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="text-xl leading-tight font-bold break-words @[12rem]:text-2xl">{value}</p>
          {note && <div className="text-xs text-muted-foreground">{note}</div>}
        </div>
      </div>
    </Card>
  );
}

export function StatCardSkeleton() {
  return (
    <Card className="flex flex-col items-start gap-3 p-4 sm:flex-row sm:gap-4 sm:p-5">
      <Skeleton className="size-9 rounded-xl sm:size-11" />
      <div className="grid w-full flex-1 gap-2">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-7 w-20" />
      </div>
    </Card>
  );
}
