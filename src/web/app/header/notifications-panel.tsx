import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { notificationsQuery } from '@/web/lib/notification-queries';
import { useAuth } from '@/web/lib/use-auth';
import { cn } from '@/web/lib/utils';

/** How often the header asks for the unread count. */
const POLL_MS = 60_000;

// The list loads with the panel's first opening, keeping it out of the first page's code.
const loadList = () => import('./notifications-list');
const NotificationsList = lazy(() => loadList().then((m) => ({ default: m.NotificationsList })));

/** The signed-in user's notices, asked every minute in the browser only (never while the server renders). */
function useNotices() {
  const { user } = useAuth();
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const query = useQuery({ ...notificationsQuery, enabled: Boolean(user) && inBrowser, refetchInterval: POLL_MS });
  return { signedIn: Boolean(user), unread: query.data?.unreadCount ?? 0 };
}

const bellLabel = (unread: number) => (unread > 0 ? `通知（未読${unread}件）` : '通知');
const badgeText = (unread: number) => (unread > 99 ? '99+' : String(unread));

/**
 * The header's bell for a signed-in user (every width): the unread count, and the latest notices in a
 * panel. Loaded once someone is signed in (notifications-bell.tsx).
 */
export function SignedInBell() {
  const { unread } = useNotices();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const headingId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        className="relative"
        aria-label={bellLabel(unread)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={() => void loadList()}
        onClick={() => setOpen((v) => !v)}
      >
        <Bell className="size-5" aria-hidden="true" />
        {unread > 0 && (
          <span aria-hidden="true" className="absolute top-0.5 right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-destructive px-1 text-[11px] leading-none font-bold text-destructive-foreground">
            {badgeText(unread)}
          </span>
        )}
      </Button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label="お知らせ一覧"
          className={cn(
            'fixed inset-x-3 top-16 z-50 rounded-xl border border-border bg-card p-2 text-card-foreground shadow-lg',
            'sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96',
          )}
        >
          <Suspense fallback={<p className="px-3 py-6 text-center text-sm text-muted-foreground">読み込み中…</p>}>
            <NotificationsList headingId={headingId} onNavigate={() => setOpen(false)} />
          </Suspense>
        </div>
      )}
    </div>
  );
}

/** 通知 in the mobile menu (signed-in users): the unread count, and the notices opened in place. */
export function NotificationsButton({ onNavigate }: { onNavigate?: () => void }) {
  const { signedIn, unread } = useNotices();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  if (!signedIn) return null;
  return (
    <div className="grid gap-2">
      <Button variant="ghost" className="justify-start px-3" aria-label={bellLabel(unread)} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        <Bell aria-hidden="true" />
        通知
        {unread > 0 && (
          <span aria-hidden="true" className="grid h-5 min-w-5 place-items-center rounded-full bg-destructive px-1 text-[11px] leading-none font-bold text-destructive-foreground">
            {badgeText(unread)}
          </span>
        )}
      </Button>
      {open && (
        <div id={panelId} className="rounded-lg border border-border bg-card p-2">
          <Suspense fallback={<p className="px-3 py-4 text-center text-sm text-muted-foreground">読み込み中…</p>}>
            <NotificationsList headingId={headingId} onNavigate={() => onNavigate?.()} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
