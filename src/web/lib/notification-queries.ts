import { queryOptions } from '@tanstack/react-query';
import type { NotificationList } from '@/contract/notifications';

/** GET /api/notifications: the signed-in user's latest notices and unread count (the header's 通知; polled every minute). */
export const notificationsQuery = queryOptions<NotificationList>({ queryKey: ['/api/notifications'] });
