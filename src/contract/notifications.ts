import { z } from 'zod';

/** The header's 通知: what happened for the signed-in user (a message, a request to book, a request about to lapse, a review). */

export const NOTIFICATION_LIST_SIZE = 20;

export const notificationSchema = z.object({
  id: z.uuid(),
  /** message | booking_request | request_expiring | review | … */
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** Where the notice leads in the app (an app path), or null. */
  link: z.string().nullable(),
  createdAt: z.string().describe('ISO 8601'),
  isRead: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: the latest 20, newest first, and how many of all are unread. */
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int().nonnegative(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationIdParamsSchema = z.object({ id: z.uuid('通知IDの形式が正しくありません') });

/** POST /api/notifications/read and /api/notifications/{id}/read */
export const notificationsReadResultSchema = z.object({ marked: z.number().int().nonnegative(), unreadCount: z.number().int().nonnegative() });
export type NotificationsReadResult = z.infer<typeof notificationsReadResultSchema>;
