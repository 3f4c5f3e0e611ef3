import { z } from 'zod';
import { monthField } from './calendar-fields';
import { BOOKING_STATUSES, CALENDAR_SOURCES } from './enums';
import { minpakuCounterSchema } from './minpaku-year';
import { isoDate, PRICE_SOURCES } from './properties';

/** The host calendar (/host/calendar): its month view, its day settings and its iCal links. */

/** GET /api/host/calendar?month=YYYY-MM&propertyId=… */
export const hostCalendarQuerySchema = z.object({
  month: monthField('月は YYYY-MM 形式で指定してください').describe('表示する月（YYYY-MM）'),
  propertyId: z.uuid('物件IDの形式が正しくありません').optional().describe('省略時はすべての物件'),
});
export type HostCalendarQuery = z.infer<typeof hostCalendarQuerySchema>;

export const calendarBookingSchema = z.object({
  id: z.uuid(),
  guestName: z.string(),
  status: z.enum(BOOKING_STATUSES),
  checkinDate: isoDate,
  checkoutDate: isoDate,
});
export type CalendarBooking = z.infer<typeof calendarBookingSchema>;

export const calendarDaySchema = z.object({
  date: isoDate,
  price: z.number().int().describe('その日の夜の料金（円・税込、料金計算と同じ規則）'),
  priceSource: z.enum(PRICE_SOURCES),
  isHoliday: z.boolean().describe('国民の祝日'),
  isHolidayEve: z.boolean().describe('休前日（土曜日、または翌日が国民の祝日）'),
  isAvailable: z.boolean().describe('ブロックされていない（予約の有無は bookings）'),
  blockReason: z.string().nullable(),
  source: z.enum(CALENDAR_SOURCES).nullable().describe('カレンダー行の出どころ（行がなければ null）'),
  priceOverrideJpy: z.number().int().nullable(),
  minNightsOverride: z.number().int().nullable(),
  closedToArrival: z.boolean(),
  closedToDeparture: z.boolean(),
  bookings: z.array(calendarBookingSchema).describe('その日の夜を押さえている予約（キャンセルを除く）'),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

export const upcomingBookingSchema = calendarBookingSchema.extend({
  propertyId: z.uuid(),
  propertyTitle: z.string(),
  nights: z.number().int(),
  guestCount: z.number().int(),
  totalAmountJpy: z.number().int(),
});
export type UpcomingBooking = z.infer<typeof upcomingBookingSchema>;

export const hostCalendarSchema = z.object({
  month: z.string(),
  today: isoDate.describe('今日（日本時間）'),
  houses: z.array(z.object({ id: z.uuid(), title: z.string() })).describe('ホストの物件すべて（削除済みを除く、絞り込み用）'),
  properties: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      days: z.array(calendarDaySchema),
      minpakuCounter: minpakuCounterSchema.nullable().describe('民泊の物件の今年度の営業日数（民泊でなければ null）'),
    }),
  ),
  upcomingBookings: z.array(upcomingBookingSchema).describe('今後の予約（チェックアウト前、キャンセルを除く、10件まで）'),
});
export type HostCalendar = z.infer<typeof hostCalendarSchema>;

/** The longest range one change may cover. */
export const CALENDAR_RANGE_MAX_DAYS = 366;
export const CALENDAR_ACTIONS = ['block', 'unblock', 'settings'] as const;
export type CalendarAction = (typeof CALENDAR_ACTIONS)[number];

/** PUT /api/host/calendar/{propertyId}/days: a range of days, both ends included. */
export const calendarDaysBodySchema = z.object({
  from: isoDate.describe('最初の日'),
  to: isoDate.describe('最後の日（含む）'),
  action: z.enum(CALENDAR_ACTIONS, '操作は block、unblock、settings のいずれかです').describe('block: ブロック、unblock: ブロック解除、settings: 設定のみ'),
  reason: z.string().trim().max(100, 'ブロックの理由は100文字以内で入力してください').optional(),
  priceOverrideJpy: z
    .number('特別料金は数値で入力してください')
    .int('特別料金は整数で入力してください')
    .min(1, '特別料金は1円以上で入力してください')
    .max(10_000_000, '特別料金は10,000,000円以下で入力してください')
    .nullable()
    .optional()
    .describe('null で解除、省略で変更なし'),
  minNightsOverride: z
    .number('最低宿泊数は数値で入力してください')
    .int('最低宿泊数は整数で入力してください')
    .min(1, '最低宿泊数は1泊以上で入力してください')
    .max(365, '最低宿泊数は365泊以下で入力してください')
    .nullable()
    .optional()
    .describe('null で解除、省略で変更なし'),
  closedToArrival: z.boolean('チェックイン不可の値が正しくありません').optional(),
  closedToDeparture: z.boolean('チェックアウト不可の値が正しくありません').optional(),
});
export type CalendarDaysBody = z.infer<typeof calendarDaysBodySchema>;

export const calendarDaysResultSchema = z.object({
  message: z.string(),
  changedDays: z.number().int(),
  keptIcalDates: z.array(isoDate).describe('iCal連携でブロックされているため解除しなかった日'),
});
export type CalendarDaysResult = z.infer<typeof calendarDaysResultSchema>;

export const propertyIdParamSchema = z.object({ propertyId: z.uuid('物件IDの形式が正しくありません') });
export const icalImportParamsSchema = propertyIdParamSchema.extend({ importId: z.uuid('連携IDの形式が正しくありません') });

export const icalExportSchema = z.object({ exportUrl: z.string().describe('この物件の予約・ブロックを配信する iCal の URL（秘密のトークン入り）') });
export type IcalExport = z.infer<typeof icalExportSchema>;

export const icalConflictSchema = z.object({
  date: isoDate,
  bookingId: z.uuid(),
  guestName: z.string(),
});
export type IcalConflict = z.infer<typeof icalConflictSchema>;

export const icalImportSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  url: z.string(),
  lastSyncedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  conflicts: z.array(icalConflictSchema).describe('予約が入っているためブロックしなかった日'),
  blockedDays: z.number().int().describe('この連携でブロック中の日数'),
});
export type IcalImport = z.infer<typeof icalImportSchema>;

export const icalImportBodySchema = z.object({
  name: z.string('名前を入力してください').trim().min(1, '名前を入力してください').max(50, '名前は50文字以内で入力してください'),
  url: z
    .string('URLを入力してください')
    .trim()
    .min(1, 'URLを入力してください')
    .max(2000, 'URLは2000文字以内で入力してください')
    .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value), 'URLは http:// または https:// で始まる正しい形式で入力してください'),
});
export type IcalImportBody = z.infer<typeof icalImportBodySchema>;
