import { NOTIFICATION_LIST_SIZE, type NotificationList, type NotificationsReadResult } from '@/contract/notifications';
import type { Database } from '@/db/client';
import { isOwnNotification, type UserActor, visibleOr404 } from '../../policy';
import * as repo from './repository';

export const NOTIFICATION_NOT_FOUND = '通知が見つかりません';

/** GET /api/notifications: the user's latest notices and how many are unread. */
export async function listNotifications(db: Database, user: UserActor): Promise<NotificationList> {
  const [rows, unreadCount] = await Promise.all([repo.latestNotices(db, user.id, NOTIFICATION_LIST_SIZE), repo.unreadCount(db, user.id)]);
  return {
    items: rows.map((n) => ({ id: n.id, kind: n.kind, title: n.title, body: n.body, link: n.link, createdAt: n.createdAt.toISOString(), isRead: n.readAt !== null })),
    unreadCount,
  };
}

/** POST /api/notifications/read: every notice of the user read. */
export async function markAllRead(db: Database, user: UserActor, now = new Date()): Promise<NotificationsReadResult> {
  const marked = await repo.markRead(db, user.id, now);
  return { marked, unreadCount: 0 };
}

/** POST /api/notifications/{id}/read: one of the user's own notices; another's is the same 404 as a missing one. */
export async function markOneRead(db: Database, user: UserActor, id: string, now = new Date()): Promise<NotificationsReadResult> {
  visibleOr404(await repo.findNotice(db, id), (n) => isOwnNotification(user, n), NOTIFICATION_NOT_FOUND);
  const marked = await repo.markRead(db, user.id, now, id);
  return { marked, unreadCount: await repo.unreadCount(db, user.id) };
}
