import type { MultipartFile } from '@fastify/multipart';
import { adminPassportUrl, hostPassportUrl, type BookingRegistry, type GuestCheckIn, type RegistryEntry, type RegistryEntryBody } from '@/contract/guest-registry';
import type { Database } from '@/db/client';
import { checkInWindow, mayVerifyGuests, partySizeOf, registryEntryIssues, registryRequirements } from '@/domain/guest-registry';
import { japanDate } from '@/domain/japan-date';
import { auditRead } from '../../audit/audit';
import { AppError, invalidFields, notFound } from '../../lib/app-error';
import { isAdmin, isBookingGuest, isBookingHost, visibleOr404, type Actor } from '../../policy';
import type { FileStorage, StoredFile } from '../../storage/file-storage';
import { storePassportImage } from './passport';
import * as repo from './repository';

/** docs/product/guest-registry.md: the guest's オンラインチェックイン, the host's 宿泊者名簿, the back office's reads. */

export const BOOKING_NOT_FOUND = '予約が見つかりません';
const GUEST_NOT_IN_PARTY = 'この宿泊者はご予約の人数に含まれていません';

type Viewer = 'guest' | 'host' | 'admin';

function entryOf(row: repo.RegistryRow, viewer: Viewer): RegistryEntry {
  const imageUrl = !row.passportImageKey || viewer === 'guest' ? null : (viewer === 'admin' ? adminPassportUrl : hostPassportUrl)(row.bookingId, row.guestIndex);
  return {
    guestIndex: row.guestIndex,
    fullName: row.fullName,
    fullNameKana: row.fullNameKana,
    address: row.address,
    occupation: row.occupation,
    contact: row.contact,
    livesInJapan: row.livesInJapan,
    nationality: row.nationality,
    passportNumber: row.passportNumber,
    hasPassportImage: row.passportImageKey !== null,
    passportImageUrl: imageUrl,
    submitted: row.submittedAt !== null,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
  };
}

function entriesOf(rows: repo.RegistryRow[], partySize: number, viewer: Viewer): (RegistryEntry | null)[] {
  return Array.from({ length: partySize }, (_, i) => {
    const row = rows.find((r) => r.guestIndex === i);
    return row ? entryOf(row, viewer) : null;
  });
}

const completeOf = (rows: repo.RegistryRow[], partySize: number) => rows.filter((r) => r.submittedAt !== null && r.guestIndex < partySize).length >= partySize;

async function guestBooking(db: Database, actor: Actor, bookingId: string): Promise<repo.RegistryBooking> {
  return visibleOr404(await repo.findRegistryBooking(db, bookingId), (b) => isBookingGuest(actor, b), BOOKING_NOT_FOUND);
}

/** The booking's guest may write while the window is open, for a member of the party only. */
function assertWritable(booking: repo.RegistryBooking, guestIndex: number, now: Date): void {
  const window = checkInWindow(booking, japanDate(now));
  if (window.state !== 'open') throw new AppError('CONFLICT', 409, window.message ?? '');
  if (guestIndex >= partySizeOf(booking)) throw notFound(GUEST_NOT_IN_PARTY);
}

/** GET /api/bookings/{id}/check-in: the booking's guest only (anyone else: the booking's 404). */
export async function getCheckIn(db: Database, actor: Actor, bookingId: string, now = new Date()): Promise<GuestCheckIn> {
  const booking = await guestBooking(db, actor, bookingId);
  const [rows, profile] = await Promise.all([repo.findEntries(db, bookingId), repo.findProfile(db, booking.guestUserId)]);
  const partySize = partySizeOf(booking);
  return {
    bookingId,
    propertyTitle: booking.propertyTitle,
    propertyTitleEn: booking.propertyTitleEn,
    checkinDate: booking.checkinDate,
    checkoutDate: booking.checkoutDate,
    partySize,
    regime: booking.regime,
    requirements: registryRequirements(booking.regime),
    window: checkInWindow(booking, japanDate(now)),
    entries: entriesOf(rows, partySize, 'guest'),
    prefill: {
      fullName: profile?.fullName ?? '',
      fullNameKana: profile?.fullNameKana ?? '',
      address: profile?.address ?? '',
      contact: profile?.phone ?? profile?.email ?? '',
    },
    complete: completeOf(rows, partySize),
  };
}

/**
 * PUT /api/bookings/{id}/check-in/{guestIndex}: one guest's entry, checked against the house's rules
 * (400 with every missing field in `issues`, the first in `field`). A guest living in Japan drops any
 * passport details given before.
 */
export async function saveEntry(db: Database, storage: FileStorage, actor: Actor, bookingId: string, guestIndex: number, body: RegistryEntryBody, now = new Date()): Promise<GuestCheckIn> {
  const booking = await guestBooking(db, actor, bookingId);
  assertWritable(booking, guestIndex, now);
  const current = await repo.findEntry(db, bookingId, guestIndex);
  const requirements = registryRequirements(booking.regime);
  const issues = registryEntryIssues(body, requirements, Boolean(current?.passportImageKey));
  if (issues.length > 0) throw invalidFields(issues);
  const abroad = !body.livesInJapan;
  await repo.upsertEntry(db, bookingId, guestIndex, {
    fullName: body.fullName,
    fullNameKana: body.fullNameKana,
    address: body.address,
    occupation: body.occupation || null,
    contact: body.contact || null,
    livesInJapan: body.livesInJapan,
    nationality: abroad ? body.nationality : null,
    passportNumber: abroad ? body.passportNumber : null,
    passportImageKey: abroad ? (current?.passportImageKey ?? null) : null,
    submittedAt: now,
  });
  if (!abroad && current?.passportImageKey) await storage.private.delete(current.passportImageKey);
  return getCheckIn(db, actor, bookingId, now);
}

/** POST /api/bookings/{id}/check-in/{guestIndex}/passport: the passport photo (replacing one sent before). */
export async function savePassport(db: Database, storage: FileStorage, actor: Actor, bookingId: string, guestIndex: number, parts: AsyncIterable<MultipartFile>, now = new Date()): Promise<GuestCheckIn> {
  const booking = await guestBooking(db, actor, bookingId);
  assertWritable(booking, guestIndex, now);
  const key = await storePassportImage(storage.private, parts);
  const current = await repo.findEntry(db, bookingId, guestIndex);
  await repo.upsertEntry(db, bookingId, guestIndex, { passportImageKey: key, livesInJapan: false });
  if (current?.passportImageKey) await storage.private.delete(current.passportImageKey);
  return getCheckIn(db, actor, bookingId, now);
}

async function readableBooking(db: Database, actor: Actor, bookingId: string): Promise<repo.RegistryBooking> {
  return visibleOr404(await repo.findRegistryBooking(db, bookingId), (b) => isAdmin(actor) || isBookingHost(actor, b), BOOKING_NOT_FOUND);
}

/** The registry of a booking for its host (host area) or an admin (back office). */
export async function getBookingRegistry(db: Database, actor: Actor, bookingId: string, now = new Date()): Promise<BookingRegistry> {
  const booking = await readableBooking(db, actor, bookingId);
  const rows = await repo.findEntries(db, bookingId);
  const partySize = partySizeOf(booking);
  return {
    bookingId,
    partySize,
    requirements: registryRequirements(booking.regime),
    entries: entriesOf(rows, partySize, actor.kind === 'admin' ? 'admin' : 'host'),
    submittedCount: rows.filter((r) => r.submittedAt !== null).length,
    complete: completeOf(rows, partySize),
    canVerify: actor.kind === 'user' && isBookingHost(actor, booking) && mayVerifyGuests(booking, japanDate(now)),
  };
}

/** POST /api/host/bookings/{id}/registry/{guestIndex}/verify: 本人確認済み, by the house's host from the check-in day. */
export async function verifyGuest(db: Database, actor: Actor, bookingId: string, guestIndex: number, now = new Date()): Promise<BookingRegistry> {
  const booking = visibleOr404(await repo.findRegistryBooking(db, bookingId), (b) => isBookingHost(actor, b), BOOKING_NOT_FOUND);
  if (!mayVerifyGuests(booking, japanDate(now))) throw new AppError('CONFLICT', 409, '本人確認はチェックイン当日から行えます');
  const entry = await repo.findEntry(db, bookingId, guestIndex);
  if (!entry?.submittedAt) throw new AppError('CONFLICT', 409, 'この宿泊者の名簿はまだ入力されていません');
  if (!entry.verifiedAt) await repo.markVerified(db, bookingId, guestIndex, actor.id, now);
  return getBookingRegistry(db, actor, bookingId, now);
}

/**
 * A passport photo for the booking's host or an admin (the guest who sent it and anyone else: 404),
 * each read recorded in the audit log with the reader, the booking and the guest, in one transaction
 * with nothing else: a read that cannot be recorded is not answered.
 */
export async function readPassport(db: Database, storage: FileStorage, actor: Actor, bookingId: string, guestIndex: number, from: { ipAddress: string | null; userAgent: string | null }): Promise<StoredFile> {
  const booking = await readableBooking(db, actor, bookingId);
  const entry = await repo.findEntry(db, bookingId, guestIndex);
  const file = entry?.passportImageKey ? await storage.private.get(entry.passportImageKey) : null;
  if (!file) throw notFound('旅券の写真が見つかりません');
  await auditRead(db, actor, from, { entityType: 'booking', entityId: booking.id, action: 'read_passport', newValues: { guestNumber: guestIndex + 1 } });
  return file;
}

