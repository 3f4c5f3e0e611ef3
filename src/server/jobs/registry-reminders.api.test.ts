import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, emailOutbox, guestRegistryEntries, users } from '@/db/schema';
import { bookingNumber } from '@/domain/display-format';
import type { MailTransport, OutgoingEmail } from '../mail/mailer';
import { insertBooking, insertHost, insertProperty, insertUser } from '../testing/fixtures';
import { adminToken, createTestApp, type TestApp } from '../testing/test-app';
import { runBookingJobs } from './booking-jobs';
import { remindIncompleteRegistries } from './registry-reminders';

/**
 * 宿泊者名簿の未完了のお知らせ (docs/product/guest-registry.md): on the check-in day in Japan, the host of a
 * confirmed stay whose registry lacks entries gets one e-mail per booking; never for a complete
 * registry, another day's stay or a cancelled one.
 */

/** Tuesday 22 December 2026, 00:30 in Japan (still the 21st in UTC): the check-in day has begun in Japan. */
const NOW = new Date('2026-12-22T00:30:00+09:00');
const TODAY = '2026-12-22';

const sent: OutgoingEmail[] = [];
const capture: MailTransport = {
  kind: 'log',
  async send(message) {
    sent.push(message);
  },
  async close() {},
};

let t: TestApp;
let hostId: string;
let hostEmail: string;
let guestId: string;

beforeAll(async () => {
  t = await createTestApp({}, { mailTransport: capture });
  hostId = (await insertHost(t.db)).id;
  [{ email: hostEmail }] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, hostId));
  guestId = (await insertUser(t.db, { fullName: '山田 太郎' })).id;
});
afterAll(async () => t?.close());

/** A stay of a party of three (2 adults, 1 infant), in a house of its own, with `submitted` entries sent and one only started. */
async function stay(checkin: string, submitted: number, status: typeof bookings.$inferInsert.status = 'confirmed') {
  const propertyId = await insertProperty(t.db, null, { hostId, title: '白川郷の合掌造り「結の家」' });
  const id = await insertBooking(t.db, { propertyId, guestId, checkin, checkout: '2026-12-24', status });
  await t.db.update(bookings).set({ guestsAdults: 2, guestsChildren: 0, guestsInfants: 1 }).where(eq(bookings.id, id));
  for (let i = 0; i < submitted; i++) {
    await t.db.insert(guestRegistryEntries).values({ bookingId: id, guestIndex: i, fullName: `宿泊者${i + 1}`, fullNameKana: 'シュクハクシャ', address: '京都府京都市', occupation: '会社員', contact: '090-1111-2222', submittedAt: NOW });
  }
  if (submitted < 3) await t.db.insert(guestRegistryEntries).values({ bookingId: id, guestIndex: submitted, fullName: '入力途中' });
  return id;
}

const remindersOf = (bookingId: string) =>
  t.db.select().from(emailOutbox).where(and(eq(emailOutbox.bookingId, bookingId), eq(emailOutbox.kind, 'host_registry_incomplete')));
/** The e-mails to the host naming the booking (the booking jobs also send the guest its check-in information). */
const mailsAbout = (bookingId: string) => sent.filter((m) => m.to === hostEmail && m.text.includes(bookingNumber(bookingId)));

describe('the registry-incomplete e-mail to the host', () => {
  it('goes once to the host of a stay checking in today with entries missing, even when two servers run it', async () => {
    const incomplete = await stay(TODAY, 1);
    const complete = await stay(TODAY, 3);
    const tomorrow = await stay('2026-12-23', 0);
    const cancelled = await stay(TODAY, 0, 'cancelled');

    const counts = await Promise.all([remindIncompleteRegistries({ db: t.db, mail: t.app.mail }, NOW), remindIncompleteRegistries({ db: t.db, mail: t.app.mail }, NOW)]);
    expect(counts[0] + counts[1]).toBe(1);
    expect(await remindIncompleteRegistries({ db: t.db, mail: t.app.mail }, NOW)).toBe(0);

    expect(await remindersOf(incomplete)).toHaveLength(1);
    const [mail] = mailsAbout(incomplete);
    expect(mailsAbout(incomplete)).toHaveLength(1);
    expect(mail.to).toBe(hostEmail);
    expect(mail.subject).toBe('【古民家ステイ】本日チェックインの予約の宿泊者名簿がそろっていません（白川郷の合掌造り「結の家」）');
    expect(mail.text, mail.text).toContain('入力済み: 1名（宿泊者 3名）');
    expect(mail.text).toContain('ゲスト: 山田 太郎 様');
    expect(mail.text).toContain(`/host/bookings/${incomplete}`);

    for (const id of [complete, tomorrow, cancelled]) {
      expect(await remindersOf(id)).toHaveLength(0);
      expect(mailsAbout(id)).toHaveLength(0);
    }
  });

  it('runs with the other booking jobs every minute, and the admin can edit its text on メール設定', async () => {
    const token = await adminToken(t);
    const headers = { authorization: `Bearer ${token}` };
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/email-templates', headers });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'host_registry_incomplete', name: '宿泊者名簿の未完了のお知らせ（ホスト宛）' })]));
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/email-templates/host_registry_incomplete',
      headers,
      payload: { subject: '名簿を確認してください（{{propertyTitle}}）', textContent: '{{hostName}} 様\n予約番号 {{bookingId}} の名簿は {{registeredCount}} / {{guestCount}} です。\n{{hostBookingUrl}}', htmlContent: '<p>{{hostName}} 様</p><p>予約番号 {{bookingId}} の名簿は {{registeredCount}} / {{guestCount}} です。</p>', isActive: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const id = await stay(TODAY, 0);
    await runBookingJobs({ db: t.db, payments: t.app.payments, mail: t.app.mail, log: t.app.log, cipher: t.app.fieldCipher }, t.app.log, NOW);
    expect(await remindersOf(id)).toHaveLength(1);
    const [mail] = mailsAbout(id);
    expect(mail.subject).toBe('名簿を確認してください（白川郷の合掌造り「結の家」）');
    expect(mail.text).toContain(`予約番号 ${bookingNumber(id)} の名簿は 0名 / 3名 です。`);
  });
});
