import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, guestRegistryEntries } from '@/db/schema';
import { insertBooking, insertProperty } from '../../testing/fixtures';
import { getHostDashboard } from '../host-dashboard/service';
import { adminToken, createTestApp, registerHost, signUpGuest, type TestApp } from '../../testing/test-app';

/**
 * The reports on the API (docs/product/minpaku-reports.md): the host's bi-monthly figures of each 民泊
 * house from its stays and registry, one house's CSV, another host's house refused, and the back
 * office's half-year of every listing, searched and paged, with its CSV.
 */

let t: TestApp;
let host: { user: { id: string }; cookie: string };
let otherHost: { user: { id: string }; cookie: string };
let guestId: string;
let house: string;
let ryokan: string;
let otherHouse: string;
let admin: string;

/** A stay with its party and its registry: each guest's nationality, or null for a resident. */
async function stay(propertyId: string, checkin: string, checkout: string, party: (string | null)[], status: 'confirmed' | 'completed' | 'cancelled' = 'completed') {
  const id = await insertBooking(t.db, { propertyId, guestId, checkin, checkout, status });
  await t.db.update(bookings).set({ guestsAdults: party.length }).where(eq(bookings.id, id));
  await t.db.insert(guestRegistryEntries).values(
    party.map((nationality, guestIndex) => ({
      bookingId: id,
      guestIndex,
      fullName: `宿泊 ${guestIndex + 1}`,
      livesInJapan: nationality === null,
      nationality,
      passportNumber: nationality === null ? null : `TK${guestIndex}000000`,
      submittedAt: new Date(),
    })),
  );
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  host = await registerHost(t.app);
  otherHost = await registerHost(t.app);
  guestId = (await signUpGuest(t.app)).user.id;
  house = await insertProperty(t.db, null, { hostId: host.user.id, status: 'published', title: '縁側の家', lodging: { lodgingNotificationNumber: 'M260012345' } });
  ryokan = await insertProperty(t.db, null, { hostId: host.user.id, status: 'published', title: '簡易宿所の家', lodging: { lodgingRegime: 'ryokan', lodgingNotificationNumber: null, lodgingPermitNumber: '京都市指令保医セ第123号', lodgingPermitDate: '2024-04-01', lodgingHealthCentre: '京都市保健所' } });
  otherHouse = await insertProperty(t.db, null, { hostId: otherHost.user.id, status: 'published', title: '別のホストの家', lodging: { lodgingNotificationNumber: 'M260099999' } });
  // October–November 2026: a Japanese couple 3 nights, a party of a resident and an American 2 nights
  // across the end of November (one night in the period), a cancelled stay that never counts.
  await stay(house, '2026-10-10', '2026-10-13', [null, null]);
  await stay(house, '2026-11-30', '2026-12-02', [null, 'USA'], 'confirmed');
  await stay(house, '2026-10-20', '2026-10-22', ['中国'], 'cancelled');
  await stay(ryokan, '2026-10-05', '2026-10-06', ['台湾']);
  await stay(otherHouse, '2026-10-01', '2026-10-03', [null]);
  admin = await adminToken(t);
});
afterAll(async () => {
  await t?.close();
});

const asHost = (url: string, cookie = host.cookie) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const asAdmin = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}` } });

describe('the host bi-monthly report', () => {
  it('answers the figures of each 民泊 house of the host for the period, the stay across the boundary by its nights', async () => {
    const res = await asHost('/api/host/minpaku-reports?period=2026-10');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      period: { start: '2026-10', firstNight: '2026-10-01', lastNight: '2026-11-30', dueDate: '2026-12-15', label: '10月・11月' },
      houses: [
        {
          propertyId: house,
          title: '縁側の家',
          notificationNumber: 'M260012345',
          nights: 4,
          guests: 4,
          guestNights: 8,
          nationalities: [
            { nationality: '日本', guests: 3 },
            { nationality: '米国', guests: 1 },
          ],
        },
      ],
    });

    const next = await asHost('/api/host/minpaku-reports?period=2026-12');
    expect(next.json().houses[0]).toMatchObject({ nights: 1, guests: 2, guestNights: 2 });
  });

  it('refuses a period that does not start in an even month', async () => {
    const res = await asHost('/api/host/minpaku-reports?period=2026-11');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('偶数月');
  });

  it('answers no houses to a host without 民泊 houses', async () => {
    const res = await asHost('/api/host/minpaku-reports?period=2026-10', (await registerHost(t.app)).cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().houses).toEqual([]);
  });

  it('downloads one house as CSV in the items of the ordinance', async () => {
    const res = await asHost(`/api/host/minpaku-reports/${house}/report.csv?period=2026-10`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('定期報告_M260012345_2026-10_2026-11.csv'));
    expect(res.body.split('\r\n').slice(0, 10)).toEqual([
      '\uFEFF項目,国籍,値',
      '届出番号,,M260012345',
      '物件名,,縁側の家',
      '報告期間,,2026-10-01〜2026-11-30',
      '報告期限,,2026-12-15',
      '届出住宅に人を宿泊させた日数,,4',
      '宿泊者数,,4',
      '延べ宿泊者数,,8',
      '国籍別の宿泊者数,日本,3',
      '国籍別の宿泊者数,米国,1',
    ]);
  });

  it("answers 404 for another host's house, 409 for a house that is not 民泊, 403 for a guest", async () => {
    const other = await asHost(`/api/host/minpaku-reports/${otherHouse}/report.csv?period=2026-10`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('物件が見つかりません');
    const missing = await asHost('/api/host/minpaku-reports/00000000-0000-4000-8000-000000000000/report.csv?period=2026-10');
    expect(missing.statusCode).toBe(404);
    const notMinpaku = await asHost(`/api/host/minpaku-reports/${ryokan}/report.csv?period=2026-10`);
    expect(notMinpaku.statusCode).toBe(409);
    const guest = await signUpGuest(t.app);
    expect((await asHost('/api/host/minpaku-reports?period=2026-10', guest.cookie)).statusCode).toBe(403);
  });
});

describe("the dashboard's reminder", () => {
  const at = (day: string) => new Date(`${day}T09:00:00+09:00`);

  it('reminds a host with a 民泊 house from the 1st of the due month until the 15th', async () => {
    expect((await getHostDashboard(t.db, host.user.id, at('2026-11-30'))).minpakuReportReminder).toBeNull();
    expect((await getHostDashboard(t.db, host.user.id, at('2026-12-01'))).minpakuReportReminder).toEqual({ text: '10月・11月分の定期報告の期限は12月15日です', period: '2026-10', dueDate: '2026-12-15' });
    expect((await getHostDashboard(t.db, host.user.id, at('2026-12-15'))).minpakuReportReminder?.period).toBe('2026-10');
    expect((await getHostDashboard(t.db, host.user.id, at('2026-12-16'))).minpakuReportReminder).toBeNull();
  });

  it('says nothing to a host without 民泊 houses', async () => {
    const plain = await registerHost(t.app);
    await insertProperty(t.db, null, { hostId: plain.user.id, status: 'draft', lodging: { lodgingRegime: 'tokku_minpaku', lodgingNotificationNumber: null, lodgingCertificateNumber: '大阪市指令大保環第19-100号' } });
    expect((await getHostDashboard(t.db, plain.user.id, at('2026-12-01'))).minpakuReportReminder).toBeNull();
  });

  it('is on the dashboard answer', async () => {
    const res = await asHost('/api/host/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toHaveProperty('minpakuReportReminder');
  });
});

describe("the intermediary's half-year for admins", () => {
  it('lists every listing with its basis, number, nights and guests, the totals in x-list-counts', async () => {
    const res = await asAdmin('/api/admin/minpaku-reports/agency?half=2026H2&sort=nights');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    expect(JSON.parse(res.headers['x-list-counts'] as string)).toEqual({ listings: 3, nights: 8, guests: 6, guestNights: 13 });
    expect(res.json().map((r: { title: string; regime: string; lodgingNumber: string; nights: number; guests: number; guestNights: number }) => [r.title, r.regime, r.lodgingNumber, r.nights, r.guests, r.guestNights])).toEqual([
      ['縁側の家', 'minpaku', 'M260012345', 5, 4, 10],
      ['別のホストの家', 'minpaku', 'M260099999', 2, 1, 2],
      ['簡易宿所の家', 'ryokan', '京都市指令保医セ第123号', 1, 1, 1],
    ]);
  });

  it('searches, filters by basis and pages on the server', async () => {
    const search = await asAdmin(`/api/admin/minpaku-reports/agency?half=2026H2&q=${encodeURIComponent('m26009')}`);
    expect(search.json().map((r: { title: string }) => r.title)).toEqual(['別のホストの家']);
    const ryokanOnly = await asAdmin('/api/admin/minpaku-reports/agency?half=2026H2&regime=ryokan');
    expect(ryokanOnly.json().map((r: { title: string }) => r.title)).toEqual(['簡易宿所の家']);
    const page2 = await asAdmin('/api/admin/minpaku-reports/agency?half=2026H2&pageSize=2&page=2');
    expect(page2.headers['x-total-count']).toBe('3');
    expect(page2.json()).toHaveLength(1);
    const earlier = await asAdmin('/api/admin/minpaku-reports/agency?half=2026H1');
    expect(JSON.parse(earlier.headers['x-list-counts'] as string)).toMatchObject({ listings: 3, nights: 0, guests: 0 });
    expect((await asAdmin('/api/admin/minpaku-reports/agency?half=2026H3')).statusCode).toBe(400);
  });

  it('downloads the half as CSV', async () => {
    const res = await asAdmin('/api/admin/minpaku-reports/agency.csv?half=2026H2');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('仲介業定期報告_2026H2.csv'));
    expect(res.body.split('\r\n').slice(0, 4)).toEqual([
      '\uFEFF物件名,ホスト,都道府県,市区町村,営業の根拠,届出番号・許可番号・認定番号,宿泊日数,宿泊者数,延べ宿泊者数',
      expect.stringMatching(/^別のホストの家,佐藤 花子,.*,民泊,M260099999,2,1,2$/),
      expect.stringMatching(/^簡易宿所の家,佐藤 花子,.*,旅館業,京都市指令保医セ第123号,1,1,1$/),
      expect.stringMatching(/^縁側の家,佐藤 花子,.*,民泊,M260012345,5,4,10$/),
    ]);
  });

  it('is for admins only', async () => {
    expect((await asHost('/api/admin/minpaku-reports/agency?half=2026H2')).statusCode).toBe(403);
  });
});
