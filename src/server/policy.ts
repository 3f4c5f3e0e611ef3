import type { FastifyRequest } from 'fastify';
import type { UserRole } from '@/contract/enums';
import { forbidden, notFound, unauthenticated } from './lib/app-error';

/**
 * The one access policy: who may do what to which object (docs/product/roles-and-rights.md).
 * Every ownership question of a service ("is this the caller's booking, house, profile, payout, or is
 * the caller an admin?") is a named function here; services call it, never compare ids inline.
 */

/** Whoever makes a request: a signed-in guest or host (session cookie), or an admin (bearer token). */
export type Actor =
  | { kind: 'user'; id: string; role: UserRole }
  | { kind: 'admin'; id: string; email: string; fullName: string };

export type UserActor = Extract<Actor, { kind: 'user' }>;
export type AdminActor = Extract<Actor, { kind: 'admin' }>;

/** The areas of the site, each with its own gate (plugins/areas.ts). */
export type Area = 'user' | 'host' | 'admin';

/**
 * The actor of a request. An admin token wins over a session cookie, so an admin who is also signed in
 * as a guest acts as the admin wherever an admin is allowed.
 */
export function actorOf(request: FastifyRequest): Actor | null {
  if (request.admin) return { kind: 'admin', ...request.admin };
  if (request.user) return { kind: 'user', id: request.user.id, role: request.user.role };
  return null;
}

/** The admin (token) or else the signed-in user (session) of the request; 401 without either. */
export function requiredActorOf(request: FastifyRequest): Actor {
  const actor = actorOf(request);
  if (!actor) throw unauthenticated();
  return actor;
}

/** The signed-in guest or host of the request (401 without one). */
export function userActorOf(request: FastifyRequest): UserActor {
  if (!request.user) throw unauthenticated();
  return { kind: 'user', id: request.user.id, role: request.user.role };
}

/** The admin of the request (401 without a valid admin token). */
export function adminActorOf(request: FastifyRequest): AdminActor {
  if (!request.admin) throw unauthenticated(ADMIN_SIGN_IN_MESSAGE);
  return { kind: 'admin', ...request.admin };
}

export const ADMIN_SIGN_IN_MESSAGE = '管理者としてログインしてください';
export const NO_RIGHT_MESSAGE = 'この画面にアクセスする権限がありません';

/** An admin: an admin account, or a user with the specification's `admin` role. */
export function isAdmin(actor: Actor): boolean {
  return actor.kind === 'admin' || actor.role === 'admin';
}

function isUser(actor: Actor, userId: string): boolean {
  return actor.kind === 'user' && actor.id === userId;
}

// --- areas -------------------------------------------------------------------------------------

/** Host area (/api/host/*, /api/owner/*): hosts, and users with the admin role. */
export function mayEnterHostArea(actor: Actor): boolean {
  return actor.kind === 'user' && (actor.role === 'host' || actor.role === 'admin');
}

/** Back office (/api/admin/*): admin accounts only (docs/decisions/0003-admins-are-separate-accounts.md). */
export function mayEnterAdminArea(actor: Actor): boolean {
  return actor.kind === 'admin';
}

/**
 * The gate of an area for a request: 401 without identity, 403 with the wrong one. The back office
 * asks for the admin token; a user's session there is the wrong identity (403).
 */
export function assertMayEnter(area: Area, actor: Actor | null): asserts actor is Actor {
  if (area === 'admin') {
    if (!actor) throw unauthenticated(ADMIN_SIGN_IN_MESSAGE);
    if (!mayEnterAdminArea(actor)) throw forbidden(NO_RIGHT_MESSAGE);
    return;
  }
  if (!actor) throw unauthenticated();
  if (area === 'host' && !mayEnterHostArea(actor)) throw forbidden(NO_RIGHT_MESSAGE);
}

// --- bookings ----------------------------------------------------------------------------------

interface BookingParties {
  guestUserId: string | null;
  hostUserId: string;
}

/** The booking's guest, the host of its house, or an admin. */
export function canReadBooking(actor: Actor, booking: BookingParties): boolean {
  return isAdmin(actor) || isBookingGuest(actor, booking) || isBookingHost(actor, booking);
}

/** The guest who made the booking: pays for it, cancels it, reviews the stay. */
export function isBookingGuest(actor: Actor, booking: Pick<BookingParties, 'guestUserId'>): boolean {
  return booking.guestUserId !== null && isUser(actor, booking.guestUserId);
}

/** The host of the booking's house: approves, rejects, cancels, checks in. */
export function isBookingHost(actor: Actor, booking: Pick<BookingParties, 'hostUserId'>): boolean {
  return isUser(actor, booking.hostUserId);
}

/**
 * A booking's refund account (コンビニ払い・銀行振込, docs/product/payments.md): its guest and admins
 * read it; its guest gives it. The host never sees it.
 */
export function canReadRefundAccount(actor: Actor, booking: Pick<BookingParties, 'guestUserId'>): boolean {
  return isAdmin(actor) || isBookingGuest(actor, booking);
}

/** Writes a message on the booking's conversation: its guest, its host or an admin. */
export const canTalkOnBooking = canReadBooking;

// --- houses, profiles, money -------------------------------------------------------------------

/** The host who owns the house, or an admin. */
export function canManageProperty(actor: Actor, property: { hostId: string }): boolean {
  return isAdmin(actor) || isUser(actor, property.hostId);
}

/** The house is the actor's own listing: its host may not book it (no admin exception). */
export function isOwnListing(actor: Actor, property: { hostId: string }): boolean {
  return isUser(actor, property.hostId);
}

/**
 * The host's reply to a review of their house (docs/product/reviews.md): written and read in the host's
 * list by the house's own host only. An admin moderates reviews but never speaks as the host.
 */
export function isReviewedHost(actor: Actor, review: { hostId: string }): boolean {
  return isUser(actor, review.hostId);
}

/**
 * Who may create a house for an owner (POST /api/properties, the seed's owner form): a host (or a user
 * with the admin role) for themself only; without an `ownerId` the house is the caller's.
 */
export function mayCreatePropertyFor(actor: Actor, ownerId: string | undefined): boolean {
  return mayEnterHostArea(actor) && (ownerId === undefined || isUser(actor, ownerId));
}

/** A notice of the header's 通知: its own user only (admins have none; another's is a 404). */
export function isOwnNotification(actor: Actor, notice: { userId: string }): boolean {
  return isUser(actor, notice.userId);
}

/** A user's own profile (the guest profile page, GET /api/users/{id}). */
export function isOwnProfile(actor: Actor, userId: string): boolean {
  return isUser(actor, userId);
}

/** A host's private details (identity images, bank account): that host or an admin. */
export function canReadHostPrivate(actor: Actor, hostUserId: string): boolean {
  return isAdmin(actor) || isUser(actor, hostUserId);
}

/** A host's payouts and revenue: that host or an admin. */
export function canReadPayout(actor: Actor, payout: { hostId: string }): boolean {
  return isAdmin(actor) || isUser(actor, payout.hostId);
}

/** /owner/{ownerId}: that owner or an admin. */
export function canViewOwnerDashboard(actor: Actor, ownerId: string): boolean {
  return isAdmin(actor) || isUser(actor, ownerId);
}

// --- answers -----------------------------------------------------------------------------------

/**
 * Refuses an object the actor may not see with the same 404 as a missing one, so that nobody learns
 * which ids exist. `found` is null/undefined when the object is missing.
 */
export function visibleOr404<T>(found: T | null | undefined, allowed: (row: T) => boolean, message: string): T {
  if (found === null || found === undefined || !allowed(found)) throw notFound(message);
  return found;
}

/** Refuses an action the actor may see but not do, with a 403. */
export function allowOr403(allowed: boolean, message = 'この操作を行う権限がありません'): void {
  if (!allowed) throw forbidden(message);
}
