import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { useT } from '@/web/lib/i18n/use-t';
import type { HeaderMode } from './nav-items';

// The sheet (Radix Dialog) loads when the menu is first opened, keeping it out of the first page's code.
const loadSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = lazy(() => loadSheet().then((m) => ({ default: m.MobileMenuSheet })));

/** Below lg: a menu button opens a slide-in sheet with the header's items plus 通知. */
export function MobileMenu({ mode }: { mode: HeaderMode }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const t = useT();
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label={t('メニューを開く')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadSheet()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Menu className="size-6" aria-hidden="true" />
      </Button>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuSheet mode={mode} open={open} setOpen={setOpen} />
        </Suspense>
      )}
    </>
  );
}
