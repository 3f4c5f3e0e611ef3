import { Clock } from 'lucide-react';
import { useCountdown } from '@/web/lib/use-countdown';
import { cn } from '@/web/lib/utils';

/** あと5時間12分 (あと8分 under an hour, あと1分未満 in the last minute); 回答期限切れ at 0. */
export function formatTimeLeft(ms: number): string {
  if (ms <= 0) return '回答期限切れ';
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'あと1分未満';
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `あと${hours}時間${minutes % 60}分` : `あと${minutes}分`;
}

/** How long the host has left to answer a request, updated as it runs. */
export function RequestCountdown({ deadline, className }: { deadline: string | null; className?: string }) {
  const left = useCountdown(deadline);
  if (left === null) return null;
  const urgent = left < 3 * 3_600_000;
  return (
    <span className={cn('inline-flex items-center gap-1 text-sm font-bold', urgent ? 'text-destructive' : 'text-warning', className)}>
      <Clock className="size-4" aria-hidden="true" />
      <span>{left > 0 ? `回答期限まで${formatTimeLeft(left)}` : formatTimeLeft(left)}</span>
    </span>
  );
}
