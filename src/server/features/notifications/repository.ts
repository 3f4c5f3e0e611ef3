import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { notifications } from '@/db/schema';

export async function latestNotices(db: Database, userId: string, limit: number) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** The user's unread notices (the partial index `notifications_unread`). */
export async function unreadCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the user's unread notices read: all of them, or the one `id` (answers 0 for another user's). */
export async function markRead(db: Database, userId: string, now: Date, id?: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), id ? eq(notifications.id, id) : undefined))
    .returning({ id: notifications.id });
  return rows.length;
}

/** The notice's owner, or null when there is no such notice. */
export async function findNotice(db: Database, id: string): Promise<{ userId: string } | null> {
  const [row] = await db.select({ userId: notifications.userId }).from(notifications).where(eq(notifications.id, id)).limit(1);
  return row ?? null;
}
