import { z } from 'zod';
import { monthField } from './calendar-fields';
import { LODGING_REGIMES } from './enums';
import { listFilter, listQuerySchema } from './list';

/**
 * The reports of stays (docs/product/minpaku-reports.md): the host's bi-monthly report of each 民泊
 * house to the prefecture (住宅宿泊事業法 第14条), and the back office's half-year of every listing for
 * the tourism agency. Read-only.
 */

export const REPORT_PERIOD_START_MESSAGE = '報告期間は偶数月（2月・4月・6月・8月・10月・12月）を始まりとして指定してください';

/** A report period named by its first month, an even month: 2026-10 is October–November, due 15 December. */
export const reportPeriodField = monthField('報告期間は YYYY-MM の形式で指定してください').refine((month) => Number(month.slice(5, 7)) % 2 === 0, REPORT_PERIOD_START_MESSAGE);

/** GET /api/host/minpaku-reports?period=YYYY-MM (without it: the last period that has ended). */
export const minpakuReportQuerySchema = z.object({ period: reportPeriodField.optional() });
/** GET /api/host/minpaku-reports/{propertyId}.csv?period=YYYY-MM */
export const minpakuReportCsvQuerySchema = z.object({ period: reportPeriodField });
export const minpakuReportParamsSchema = z.object({ propertyId: z.uuid('物件IDの形式が正しくありません') });

export const reportPeriodSchema = z.object({
  start: z.string().describe('期間の最初の月（YYYY-MM、偶数月）'),
  firstNight: z.string().describe('期間の最初の日（YYYY-MM-DD）'),
  lastNight: z.string().describe('期間の最後の日（YYYY-MM-DD）'),
  dueDate: z.string().describe('報告期限（翌月15日）'),
  label: z.string().describe('「10月・11月」'),
});
export type ReportPeriodView = z.infer<typeof reportPeriodSchema>;

export const nationalityCountSchema = z.object({ nationality: z.string().describe('国籍（日本国内に住所がある宿泊者は「日本」、名簿が未入力の宿泊者は「名簿未入力」）'), guests: z.number().int() });

export const minpakuHouseReportSchema = z.object({
  propertyId: z.uuid(),
  title: z.string(),
  notificationNumber: z.string().nullable().describe('届出番号（M＋9桁）'),
  nights: z.number().int().describe('届出住宅に人を宿泊させた日数'),
  guests: z.number().int().describe('宿泊者数'),
  guestNights: z.number().int().describe('延べ宿泊者数'),
  nationalities: z.array(nationalityCountSchema).describe('国籍別の宿泊者数の内訳'),
});
export type MinpakuHouseReport = z.infer<typeof minpakuHouseReportSchema>;

export const minpakuReportsSchema = z.object({
  period: reportPeriodSchema,
  houses: z.array(minpakuHouseReportSchema).describe('ホストの民泊の物件ごとの集計（民泊の物件がなければ空）'),
});
export type MinpakuReports = z.infer<typeof minpakuReportsSchema>;

/** The report's CSV: one line per item of 施行規則 第12条, the breakdown one line per nationality. */
export const MINPAKU_REPORT_CSV_HEADERS = ['項目', '国籍', '値'] as const;

// --- the back office's half-year -----------------------------------------------------------------

export const HALF_YEAR_MESSAGE = '期間は 2026H1（4月〜9月）、2026H2（10月〜翌年3月）のように指定してください';
export const halfYearField = z.string(HALF_YEAR_MESSAGE).regex(/^\d{4}H[12]$/, HALF_YEAR_MESSAGE);

export const AGENCY_REPORT_SORTS = ['title', 'nights', 'guests'] as const;

/** GET /api/admin/minpaku-reports/agency: the list kit's query with the half (without it: the last half that has ended) and the basis. */
export const agencyReportQuerySchema = listQuerySchema({
  sorts: AGENCY_REPORT_SORTS,
  filters: { half: halfYearField.optional(), regime: listFilter(LODGING_REGIMES, '営業の根拠の値が正しくありません') },
});
export type AgencyReportQuery = z.infer<typeof agencyReportQuerySchema>;
/** The CSV takes the same half, search and basis, every row. */
export const agencyReportCsvQuerySchema = z.object({
  q: agencyReportQuerySchema.shape.q,
  half: halfYearField.optional(),
  regime: agencyReportQuerySchema.shape.regime,
});

export const agencyReportItemSchema = z.object({
  propertyId: z.uuid(),
  title: z.string(),
  hostName: z.string(),
  prefecture: z.string(),
  city: z.string(),
  regime: z.enum(LODGING_REGIMES).nullable(),
  lodgingNumber: z.string().nullable().describe('届出番号・許可番号・認定番号'),
  nights: z.number().int().describe('期間中の宿泊日数'),
  guests: z.number().int().describe('期間中の宿泊者数'),
  guestNights: z.number().int().describe('期間中の延べ宿泊者数'),
});
export type AgencyReportItem = z.infer<typeof agencyReportItemSchema>;

/** x-list-counts of the half-year list: the half, and the totals over every matching listing. */
export interface AgencyReportCounts {
  [key: string]: number;
  listings: number;
  nights: number;
  guests: number;
  guestNights: number;
}

export const AGENCY_REPORT_CSV_HEADERS = ['物件名', 'ホスト', '都道府県', '市区町村', '営業の根拠', '届出番号・許可番号・認定番号', '宿泊日数', '宿泊者数', '延べ宿泊者数'] as const;
