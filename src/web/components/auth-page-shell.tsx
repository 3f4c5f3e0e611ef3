import { ArrowLeft, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/web/components/localized-link';
import { Card } from '@/web/components/ui/card';
import { useT } from '@/web/lib/i18n/use-t';

/** The centred card of the host (and admin) sign-in pages. */
export function AuthPageShell({
  icon: Icon,
  title,
  description,
  children,
  footer,
}: {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <Link
        to="/"
        className="mb-6 inline-flex items-center gap-1.5 rounded text-sm font-bold text-muted-foreground outline-none hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring/50"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('ホームに戻る')}
      </Link>
      <Card className="p-6 sm:p-8">
        <div className="mb-6 grid justify-items-center gap-3 text-center">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-secondary text-primary">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold">{title}</h1>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        {children}
      </Card>
      {footer && <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div>}
    </div>
  );
}
