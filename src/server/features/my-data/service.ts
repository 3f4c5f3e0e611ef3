import type { Database } from '@/db/client';
import { BOOKING_STATUS_LABELS } from '@/domain/booking-state';
import { unauthenticated } from '../../lib/app-error';
import { listPasskeys } from '../two-step/passkey-repository';
import * as repo from './repository';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/**
 * GET /api/user/data: everything the service keeps about the signed-in person, as one JSON archive
 * (docs/product/accounts.md, "My data"): the profile, the host profile (the account number only by its
 * last three digits), bookings with their party and payments, reviews, messages, favourites, notices,
 * inquiries and passkeys (by name and dates). Only the person's own rows: the query is by the session's user.
 */
export async function myData(db: Database, userId: string, now = new Date()) {
  const account = await repo.findAccount(db, userId);
  if (!account) throw unauthenticated();
  const [hostProfile, bookingRows, reviews, messages, favorites, notifications, inquiries, passkeys] = await Promise.all([
    repo.findHostProfile(db, userId),
    repo.findBookings(db, userId),
    repo.findReviews(db, userId),
    repo.findMessages(db, userId),
    repo.findFavorites(db, userId),
    repo.findNotifications(db, userId),
    repo.findInquiries(db, userId, account.email),
    listPasskeys(db, { kind: 'user', id: userId }),
  ]);
  const ids = bookingRows.map((b) => b.id);
  const [guests, payments] = await Promise.all([repo.findBookingGuests(db, ids), repo.findPayments(db, ids)]);
  return {
    service: '古民家ステイ',
    exportedAt: now.toISOString(),
    profile: { ...account, createdAt: iso(account.createdAt), lastLoginAt: iso(account.lastLoginAt) },
    hostProfile,
    bookings: bookingRows.map((b) => ({
      ...b,
      statusLabel: BOOKING_STATUS_LABELS[b.status],
      createdAt: iso(b.createdAt),
      guests: guests.filter((g) => g.bookingId === b.id).map(({ bookingId: _, ...g }) => g),
      payments: payments.filter((p) => p.bookingId === b.id).map(({ bookingId: _, ...p }) => ({ ...p, capturedAt: iso(p.capturedAt) })),
    })),
    reviews: reviews.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
    messages: messages.map((m) => ({ ...m, createdAt: iso(m.createdAt), readAt: iso(m.readAt) })),
    favorites: favorites.map((f) => ({ ...f, createdAt: iso(f.createdAt) })),
    notifications: notifications.map((n) => ({ ...n, createdAt: iso(n.createdAt), readAt: iso(n.readAt) })),
    inquiries: inquiries.map((i) => ({ ...i, createdAt: iso(i.createdAt) })),
    // The passkeys by name and dates: their public keys and ids are the authenticator's, of no use to read.
    passkeys: passkeys.map((p) => ({ name: p.name, createdAt: p.createdAt.toISOString(), lastUsedAt: iso(p.lastUsedAt) })),
  };
}

export type MyData = Awaited<ReturnType<typeof myData>>;
