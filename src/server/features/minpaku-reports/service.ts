import { AGENCY_REPORT_CSV_HEADERS, MINPAKU_REPORT_CSV_HEADERS, type AgencyReportCounts, type AgencyReportItem, type AgencyReportQuery, type MinpakuHouseReport, type MinpakuReports } from '@/contract/minpaku-reports';
import type { ListPage } from '@/contract/list';
import type { LodgingRegime } from '@/contract/enums';
import type { Database } from '@/db/client';
import { japanDate } from '@/domain/japan-date';
import { LODGING_REGIME_SHORT_LABELS, lodgingNumberOf } from '@/domain/lodging-basis';
import { halfYear, latestEndedHalf, latestEndedPeriod, reportPeriod, stayFigures, type HalfYear, type ReportPeriod } from '@/domain/minpaku-reports';
import { AppError } from '../../lib/app-error';
import { csvDocument } from '../../lib/csv';
import { pageWindow } from '../../lib/list-page';
import { canManageProperty, visibleOr404, type Actor } from '../../policy';
import * as repo from './repository';

/**
 * The reports of stays (docs/product/minpaku-reports.md): the host's bi-monthly figures of each 民泊
 * house (the domain's `stayFigures` over the stays and their registry), one house's CSV, and the back
 * office's half-year of every listing. Nothing here changes data.
 */

const HOUSE_NOT_FOUND = '物件が見つかりません';
const NOT_MINPAKU = 'この物件は住宅宿泊事業（民泊）ではないため、定期報告の対象ではありません';
const notMinpaku = () => new AppError('CONFLICT', 409, NOT_MINPAKU);

function periodOf(start: string | undefined, now: Date): ReportPeriod {
  return start ? reportPeriod(start) : latestEndedPeriod(japanDate(now));
}

/** The host's 民泊 houses and their figures for the period (default: the last period that has ended). */
export async function hostReports(db: Database, hostId: string, start: string | undefined, now = new Date()): Promise<MinpakuReports> {
  const period = periodOf(start, now);
  const houses = await repo.minpakuHousesOfHost(db, hostId);
  const stays = await repo.staysOfHouses(db, houses.map((h) => h.id), period);
  return {
    period,
    houses: houses.map((house) => ({ propertyId: house.id, title: house.title, notificationNumber: house.notificationNumber, ...stayFigures(stays.get(house.id) ?? [], period) })),
  };
}

/** One house's report, for its host or an admin (another's house is a 404; a house that is not 民泊, 409). */
async function houseReport(db: Database, actor: Actor, propertyId: string, period: ReportPeriod): Promise<MinpakuHouseReport> {
  const house = visibleOr404(await repo.findHouse(db, propertyId), (h) => canManageProperty(actor, { hostId: h.hostId }), HOUSE_NOT_FOUND);
  if (house.regime !== 'minpaku') throw notMinpaku();
  const stays = await repo.staysOfHouses(db, [house.id], period);
  return { propertyId: house.id, title: house.title, notificationNumber: house.notificationNumber, ...stayFigures(stays.get(house.id) ?? [], period) };
}

/** The house's report as CSV, in the items of 施行規則 第12条: 項目, 国籍, 値. */
export async function houseReportCsv(db: Database, actor: Actor, propertyId: string, start: string): Promise<{ body: string; filename: string }> {
  const period = reportPeriod(start);
  const report = await houseReport(db, actor, propertyId, period);
  const rows: (string | number)[][] = [
    ['届出番号', '', report.notificationNumber ?? ''],
    ['物件名', '', report.title],
    ['報告期間', '', `${period.firstNight}〜${period.lastNight}`],
    ['報告期限', '', period.dueDate],
    ['届出住宅に人を宿泊させた日数', '', report.nights],
    ['宿泊者数', '', report.guests],
    ['延べ宿泊者数', '', report.guestNights],
    ...report.nationalities.map((n) => ['国籍別の宿泊者数', n.nationality, n.guests]),
  ];
  const name = report.notificationNumber ?? report.propertyId.slice(0, 8);
  return { body: csvDocument(MINPAKU_REPORT_CSV_HEADERS, rows), filename: `定期報告_${name}_${period.firstNight.slice(0, 7)}_${period.lastNight.slice(0, 7)}.csv` };
}

// --- the back office's half-year -----------------------------------------------------------------

function halfOf(half: string | undefined, now: Date): HalfYear {
  return half ? halfYear(half) : latestEndedHalf(japanDate(now));
}

function itemOf(row: repo.AgencyRow): AgencyReportItem {
  const lodgingNumber = lodgingNumberOf({
    lodgingRegime: row.regime,
    lodgingNotificationNumber: row.notificationNumber,
    lodgingPermitNumber: row.permitNumber,
    lodgingCertificateNumber: row.certificateNumber,
    lodgingPermitDate: null,
    lodgingHealthCentre: null,
  });
  return { propertyId: row.propertyId, title: row.title, hostName: row.hostName, prefecture: row.prefecture, city: row.city, regime: row.regime, lodgingNumber, nights: row.nights, guests: row.guests, guestNights: row.guestNights };
}

/** The listings of the half on the list kit: the page's rows, and the totals over every match in x-list-counts. */
export async function agencyReport(db: Database, query: AgencyReportQuery, now = new Date()): Promise<ListPage<AgencyReportItem, AgencyReportCounts>> {
  const half = halfOf(query.half, now);
  const filter = { firstNight: half.firstNight, lastNight: half.lastNight, q: query.q, regime: query.regime };
  const [rows, totals] = await Promise.all([repo.agencyPage(db, filter, query.sort, pageWindow(query)), repo.agencyTotals(db, filter)]);
  return { items: rows.map(itemOf), total: totals.listings, counts: totals };
}

const regimeLabel = (regime: LodgingRegime | null) => (regime ? LODGING_REGIME_SHORT_LABELS[regime] : '未登録');

/** Every listing of the half as CSV (the same search and basis as the list). */
export async function agencyReportCsv(db: Database, query: { q?: string; half?: string; regime?: LodgingRegime }, now = new Date()): Promise<{ body: string; filename: string }> {
  const half = halfOf(query.half, now);
  const rows = (await repo.agencyPage(db, { firstNight: half.firstNight, lastNight: half.lastNight, q: query.q, regime: query.regime }, 'title')).map(itemOf);
  const lines = rows.map((r) => [r.title, r.hostName, r.prefecture, r.city, regimeLabel(r.regime), r.lodgingNumber ?? '', r.nights, r.guests, r.guestNights]);
  return { body: csvDocument(AGENCY_REPORT_CSV_HEADERS, lines), filename: `仲介業定期報告_${half.half}.csv` };
}
