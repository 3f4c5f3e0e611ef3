import { House } from 'lucide-react';
import { Link } from '@/web/components/localized-link';
import { useT } from '@/web/lib/i18n/use-t';
import { cn } from '@/web/lib/utils';

export function SiteLogo({ className, onClick }: { className?: string; onClick?: () => void }) {
  const t = useT();
  return (
    <Link
      to="/"
      onClick={onClick}
      className={cn('flex shrink-0 items-center gap-2 rounded-md text-lg font-bold text-foreground outline-none focus-visible:ring-3 focus-visible:ring-ring/50', className)}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <House className="size-4.5" aria-hidden="true" />
      </span>
      {t('古民家ステイ')}
    </Link>
  );
}
