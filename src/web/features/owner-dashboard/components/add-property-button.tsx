import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/web/components/ui/button';

/** The form and its checks load when the owner first opens it: the dashboard itself shows without them. */
const AddPropertyDialog = lazy(() => import('./add-property-dialog').then((m) => ({ default: m.AddPropertyDialog })));

/** 物件を追加, and its dialog (kept after closing, so that what was typed stays). */
export function AddPropertyButton({ ownerId }: { ownerId: string }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const preload = () => void import('./add-property-dialog');
  return (
    <>
      <Button
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Plus aria-hidden="true" />
        物件を追加
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <AddPropertyDialog ownerId={ownerId} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
