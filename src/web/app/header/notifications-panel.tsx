import { Bell } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/web/components/ui/button';

/** 通知: there is no notification API yet, so the panel says there is nothing to show. */
export function NotificationsButton() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="grid gap-2">
      <Button variant="ghost" className="justify-start px-3" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        <Bell aria-hidden="true" />
        通知
      </Button>
      {open && (
        <div id={panelId} role="status" className="rounded-lg border border-border bg-muted px-4 py-3 text-sm text-muted-foreground">
          お知らせはありません
        </div>
      )}
    </div>
  );
}
