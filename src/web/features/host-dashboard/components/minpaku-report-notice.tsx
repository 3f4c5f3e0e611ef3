import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import type { HostDashboard } from '@/contract/host-dashboard';

/** From the 1st of an even month until the 15th: the 民泊 report that is due (docs/product/minpaku-reports.md). */
export function MinpakuReportNotice({ reminder }: { reminder: HostDashboard['minpakuReportReminder'] }) {
  if (!reminder) return null;
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 rounded-2xl border border-primary/30 bg-primary/5 px-5 py-4">
      <FileText className="size-5 shrink-0 text-primary" aria-hidden="true" />
      <p className="min-w-0 flex-1 font-bold">{reminder.text}</p>
      <Link
        to={`/host/reports?period=${reminder.period}`}
        className="ml-8 basis-full rounded text-sm font-bold text-primary underline underline-offset-4 outline-none focus-visible:ring-3 focus-visible:ring-ring/50 sm:ml-0 sm:basis-auto"
      >
        定期報告を確認する
      </Link>
    </div>
  );
}
