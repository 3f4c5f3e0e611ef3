import { queryOptions } from '@tanstack/react-query';
import type { BookingConversation } from '@/contract/messages';

/** How often an open conversation asks for the other side's replies. */
export const CONVERSATION_POLL_MS = 15_000;

/** GET /api/bookings/{id}/messages: the booking's conversation, oldest first. */
export const conversationQuery = (bookingId: string) =>
  queryOptions<BookingConversation>({ queryKey: ['/api/bookings', encodeURIComponent(bookingId), 'messages'], refetchInterval: CONVERSATION_POLL_MS });
