import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/web/lib/use-mutation';
import { Bell, Loader2, RotateCw } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { NotificationList, NotificationsReadResult, Notification } from '@/contract/notifications';
import { Button } from '@/web/components/ui/button';
import { apiJson } from '@/web/lib/api-client';
import { formatRelative } from '@/web/lib/format';
import { notificationsQuery } from '@/web/lib/notification-queries';
import { showApiError } from '@/web/lib/toasts';
import { cn } from '@/web/lib/utils';

/**
 * The notices of the header's 通知 (the bell's panel and the mobile menu): the latest 20, unread ones
 * marked; a click reads the notice and opens its page; すべて既読にする. Loaded with the panel's first opening.
 */
export function NotificationsList({ onNavigate, headingId }: { onNavigate: () => void; headingId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const list = useQuery(notificationsQuery);
  const key = notificationsQuery.queryKey;

  /** Marks the notice (or all) read in the cache at once; the server's answer follows. */
  const markLocally = (id: string | null) =>
    queryClient.setQueryData<NotificationList>(key, (old) => {
      if (!old) return old;
      const items = old.items.map((n) => (id === null || n.id === id ? { ...n, isRead: true } : n));
      const wasUnread = id === null ? old.unreadCount : old.items.some((n) => n.id === id && !n.isRead) ? 1 : 0;
      return { items, unreadCount: Math.max(0, old.unreadCount - wasUnread) };
    });

  const readOne = useMutation({
    mutationFn: (id: string) => apiJson<NotificationsReadResult>('POST', `/api/notifications/${encodeURIComponent(id)}/read`),
    onMutate: (id) => markLocally(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const readAll = useMutation({
    mutationFn: () => apiJson<NotificationsReadResult>('POST', '/api/notifications/read'),
    onMutate: () => markLocally(null),
    onError: (error) => showApiError('既読にできませんでした', error, '時間をおいてもう一度お試しください。'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });

  const open = (notice: Notification) => {
    if (!notice.isRead) readOne.mutate(notice.id);
    onNavigate();
    if (notice.link) void navigate(notice.link);
  };

  const unread = list.data?.unreadCount ?? 0;
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2 px-1">
        <h2 id={headingId} className="text-sm font-bold">
          通知{unread > 0 && <span className="ml-1 text-muted-foreground">（未読{unread}件）</span>}
        </h2>
        <Button variant="ghost" size="sm" disabled={unread === 0 || readAll.isPending} onClick={() => readAll.mutate()}>
          すべて既読にする
        </Button>
      </div>
      {list.isPending ? (
        <div role="status" className="flex items-center justify-center gap-2 py-6 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          読み込み中
        </div>
      ) : list.isError ? (
        <div role="alert" className="grid justify-items-center gap-2 py-5 text-center text-sm">
          <p>お知らせを読み込めませんでした</p>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()} disabled={list.isFetching}>
            <RotateCw className={cn(list.isFetching && 'animate-spin')} aria-hidden="true" />
            再読み込み
          </Button>
        </div>
      ) : list.data.items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-6 text-sm text-muted-foreground">
          <Bell className="size-5" aria-hidden="true" />
          お知らせはありません
        </div>
      ) : (
        <ul className="grid max-h-[min(26rem,65vh)] gap-1 overflow-y-auto overscroll-contain">
          {list.data.items.map((notice) => (
            <li key={notice.id}>
              <button
                type="button"
                onClick={() => open(notice)}
                className={cn(
                  'grid w-full gap-0.5 rounded-lg px-3 py-2.5 text-left outline-none hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring/50',
                  !notice.isRead && 'bg-primary/5',
                )}
              >
                <span className="flex items-start gap-2">
                  <span aria-hidden="true" className={cn('mt-1.5 size-2 shrink-0 rounded-full', notice.isRead ? 'bg-transparent' : 'bg-primary')} />
                  <span className={cn('min-w-0 flex-1 text-sm', notice.isRead ? 'text-foreground' : 'font-bold text-foreground')}>
                    {!notice.isRead && <span className="sr-only">未読: </span>}
                    {notice.title}
                  </span>
                </span>
                {notice.body && <span className="line-clamp-2 pl-4 text-xs text-muted-foreground">{notice.body}</span>}
                <time dateTime={notice.createdAt} className="pl-4 text-xs text-muted-foreground">
                  {formatRelative(notice.createdAt)}
                </time>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
