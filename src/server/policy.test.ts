import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from './lib/app-error';
import {
  type Actor,
  actorOf,
  adminActorOf,
  allowOr403,
  assertMayEnter,
  canManageProperty,
  canReadBooking,
  canReadHostPrivate,
  canReadPayout,
  canTalkOnBooking,
  canViewOwnerDashboard,
  isAdmin,
  isBookingGuest,
  isBookingHost,
  isOwnNotification,
  isOwnProfile,
  isOwnListing,
  isReviewedHost,
  mayCreatePropertyFor,
  mayEnterAdminArea,
  mayEnterHostArea,
  userActorOf,
  visibleOr404,
} from './policy';

const GUEST_ID = 'guest-1';
const HOST_ID = 'host-1';

/** The five kinds of caller every rule is asked about. */
const guest: Actor = { kind: 'user', id: GUEST_ID, role: 'guest' };
const host: Actor = { kind: 'user', id: HOST_ID, role: 'host' };
const stranger: Actor = { kind: 'user', id: 'someone-else', role: 'guest' };
const otherHost: Actor = { kind: 'user', id: 'host-2', role: 'host' };
/** A row of the users table with the specification's `admin` role (signs in with a session). */
const adminUser: Actor = { kind: 'user', id: 'admin-user-1', role: 'admin' };
/** An admin account of the back office (signs in with a bearer token). */
const adminAccount: Actor = { kind: 'admin', id: 'admin-1', email: 'admin@example.jp', fullName: '管理 太郎' };

const booking = { guestUserId: GUEST_ID, hostUserId: HOST_ID };

/** [caller, expected answer, actor] for each caller. */
type Expectations = [string, boolean, Actor][];
const callers = (expected: { guest: boolean; host: boolean; stranger: boolean; otherHost: boolean; adminUser: boolean; adminAccount: boolean }): Expectations => [
  ['the guest', expected.guest, guest],
  ['the host', expected.host, host],
  ['another user', expected.stranger, stranger],
  ['another host', expected.otherHost, otherHost],
  ['a users-table admin', expected.adminUser, adminUser],
  ['an admin account', expected.adminAccount, adminAccount],
];

const refusedError = (fn: () => unknown): AppError => {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('access policy', () => {
  describe('isAdmin', () => {
    it.each(callers({ guest: false, host: false, stranger: false, otherHost: false, adminUser: true, adminAccount: true }))('%s: %s', (_who, expected, actor) => {
      expect(isAdmin(actor)).toBe(expected);
    });
  });

  describe('canReadBooking (and canTalkOnBooking): the guest, the host or an admin', () => {
    it.each(callers({ guest: true, host: true, stranger: false, otherHost: false, adminUser: true, adminAccount: true }))('%s: %s', (_who, expected, actor) => {
      expect(canReadBooking(actor, booking)).toBe(expected);
      expect(canTalkOnBooking(actor, booking)).toBe(expected);
    });
  });

  describe('isBookingGuest: the guest only, never an admin', () => {
    it.each(callers({ guest: true, host: false, stranger: false, otherHost: false, adminUser: false, adminAccount: false }))('%s: %s', (_who, expected, actor) => {
      expect(isBookingGuest(actor, booking)).toBe(expected);
    });

    it('a booking without a guest account has no guest', () => {
      expect(isBookingGuest(guest, { guestUserId: null })).toBe(false);
    });

    it('an admin account whose id happens to equal the guest id is not the guest', () => {
      expect(isBookingGuest({ ...adminAccount, id: GUEST_ID } as Actor, booking)).toBe(false);
    });
  });

  describe('isBookingHost: the host of the house only, never an admin', () => {
    it.each(callers({ guest: false, host: true, stranger: false, otherHost: false, adminUser: false, adminAccount: false }))('%s: %s', (_who, expected, actor) => {
      expect(isBookingHost(actor, booking)).toBe(expected);
    });
  });

  describe('canManageProperty: the owning host or an admin', () => {
    it.each(callers({ guest: false, host: true, stranger: false, otherHost: false, adminUser: true, adminAccount: true }))('%s: %s', (_who, expected, actor) => {
      expect(canManageProperty(actor, { hostId: HOST_ID })).toBe(expected);
    });
  });

  describe('isOwnListing: the house’s own host only (who may not book it), never an admin', () => {
    it.each(callers({ guest: false, host: true, stranger: false, otherHost: false, adminUser: false, adminAccount: false }))('%s: %s', (_who, expected, actor) => {
      expect(isOwnListing(actor, { hostId: HOST_ID })).toBe(expected);
    });
  });

  describe('isReviewedHost: the reviewed house’s own host only (who replies to the review), never an admin', () => {
    it.each(callers({ guest: false, host: true, stranger: false, otherHost: false, adminUser: false, adminAccount: false }))('%s: %s', (_who, expected, actor) => {
      expect(isReviewedHost(actor, { hostId: HOST_ID })).toBe(expected);
    });
  });

  describe('mayCreatePropertyFor: a host for themself only', () => {
    it.each(callers({ guest: false, host: true, stranger: false, otherHost: false, adminUser: false, adminAccount: false }))('for the host — %s: %s', (_who, expected, actor) => {
      expect(mayCreatePropertyFor(actor, HOST_ID)).toBe(expected);
    });
    it.each(callers({ guest: false, host: true, stranger: false, otherHost: true, adminUser: true, adminAccount: false }))('without an owner — %s: %s', (_who, expected, actor) => {
      expect(mayCreatePropertyFor(actor, undefined)).toBe(expected);
    });
  });

  describe('isOwnProfile: the user only, never an admin', () => {
    it.each(callers({ guest: true, host: false, stranger: false, otherHost: false, adminUser: false, adminAccount: false }))('%s: %s', (_who, expected, actor) => {
      expect(isOwnProfile(actor, GUEST_ID)).toBe(expected);
    });
  });

  describe('isOwnNotification: the notice’s own user only, never an admin', () => {
    it.each(callers({ guest: false, host: true, stranger: false, otherHost: false, adminUser: false, adminAccount: false }))('%s: %s', (_who, expected, actor) => {
      expect(isOwnNotification(actor, { userId: HOST_ID })).toBe(expected);
    });
  });

  describe("canReadHostPrivate: the host's own details, or an admin", () => {
    it.each(callers({ guest: false, host: true, stranger: false, otherHost: false, adminUser: true, adminAccount: true }))('%s: %s', (_who, expected, actor) => {
      expect(canReadHostPrivate(actor, HOST_ID)).toBe(expected);
    });
  });

  describe("canReadPayout: the host's own payouts, or an admin", () => {
    it.each(callers({ guest: false, host: true, stranger: false, otherHost: false, adminUser: true, adminAccount: true }))('%s: %s', (_who, expected, actor) => {
      expect(canReadPayout(actor, { hostId: HOST_ID })).toBe(expected);
    });
  });

  describe('canViewOwnerDashboard: that owner, or an admin', () => {
    it.each(callers({ guest: false, host: true, stranger: false, otherHost: false, adminUser: true, adminAccount: true }))('%s: %s', (_who, expected, actor) => {
      expect(canViewOwnerDashboard(actor, HOST_ID)).toBe(expected);
    });
  });

  describe('areas', () => {
    it.each(callers({ guest: false, host: true, stranger: false, otherHost: true, adminUser: true, adminAccount: false }))('host area, %s: %s', (_who, expected, actor) => {
      expect(mayEnterHostArea(actor)).toBe(expected);
    });

    it.each(callers({ guest: false, host: false, stranger: false, otherHost: false, adminUser: false, adminAccount: true }))('back office, %s: %s', (_who, expected, actor) => {
      expect(mayEnterAdminArea(actor)).toBe(expected);
    });

    it('answers 401 without identity and 403 with the wrong one', () => {
      expect(refusedError(() => assertMayEnter('user', null)).statusCode).toBe(401);
      expect(refusedError(() => assertMayEnter('host', null)).statusCode).toBe(401);
      expect(refusedError(() => assertMayEnter('admin', null)).statusCode).toBe(401);
      expect(refusedError(() => assertMayEnter('host', guest)).statusCode).toBe(403);
      expect(refusedError(() => assertMayEnter('admin', adminUser)).statusCode).toBe(403);
      expect(() => assertMayEnter('user', guest)).not.toThrow();
      expect(() => assertMayEnter('host', host)).not.toThrow();
      expect(() => assertMayEnter('admin', adminAccount)).not.toThrow();
    });
  });

  describe('the actor of a request', () => {
    const sessionUser = { id: GUEST_ID, role: 'guest' as const, email: 'guest@example.jp', fullName: '山田 花子' };
    const tokenAdmin = { id: 'admin-1', email: 'admin@example.jp', fullName: '管理 太郎' };
    const request = (user: unknown, admin: unknown) => ({ user, admin }) as unknown as FastifyRequest;

    it('is the admin when an admin token came, even with a session cookie', () => {
      expect(actorOf(request(sessionUser, tokenAdmin))).toEqual({ kind: 'admin', ...tokenAdmin });
    });

    it('is the session user otherwise, and nobody without either', () => {
      expect(actorOf(request(sessionUser, null))).toEqual({ kind: 'user', id: GUEST_ID, role: 'guest' });
      expect(actorOf(request(null, null))).toBeNull();
    });

    it('userActorOf and adminActorOf refuse a missing identity with 401', () => {
      expect(userActorOf(request(sessionUser, tokenAdmin))).toEqual({ kind: 'user', id: GUEST_ID, role: 'guest' });
      expect(refusedError(() => userActorOf(request(null, tokenAdmin))).statusCode).toBe(401);
      expect(adminActorOf(request(null, tokenAdmin))).toEqual({ kind: 'admin', ...tokenAdmin });
      expect(refusedError(() => adminActorOf(request(sessionUser, null))).statusCode).toBe(401);
    });
  });

  describe('answers', () => {
    it('visibleOr404 answers the same 404 for a missing object and one the actor may not see', () => {
      const missing = refusedError(() => visibleOr404(null, () => true, '予約が見つかりません'));
      const hidden = refusedError(() => visibleOr404(booking, (b) => canReadBooking(stranger, b), '予約が見つかりません'));
      expect(missing.statusCode).toBe(404);
      expect({ code: hidden.code, statusCode: hidden.statusCode, message: hidden.message }).toEqual({ code: missing.code, statusCode: missing.statusCode, message: missing.message });
      expect(visibleOr404(booking, (b) => canReadBooking(guest, b), '予約が見つかりません')).toBe(booking);
    });

    it('allowOr403 refuses with a 403 and lets an allowed action through', () => {
      expect(refusedError(() => allowOr403(false)).statusCode).toBe(403);
      expect(() => allowOr403(true)).not.toThrow();
    });
  });
});
