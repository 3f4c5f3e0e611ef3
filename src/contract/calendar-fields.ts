import { z } from 'zod';
import { DAY_PATTERN, FIRST_YEAR, isCalendarDay, isCalendarMonth, LAST_YEAR, MONTH_PATTERN } from './month-pattern';

/**
 * The zod fields of a month and a day, for every contract that takes one: the written form first (the
 * caller's message), then a real date of FIRST_YEAR–LAST_YEAR (src/contract/month-pattern.ts).
 */
export const UNREAL_MONTH_MESSAGE = `月は${FIRST_YEAR}年1月から${LAST_YEAR}年12月までの実在する月を指定してください`;
export const UNREAL_DAY_MESSAGE = `日付は${FIRST_YEAR}年から${LAST_YEAR}年までの実在する日を指定してください`;

export const monthField = (formatMessage = '月は YYYY-MM の形式で指定してください') =>
  z.string(formatMessage).regex(MONTH_PATTERN, formatMessage).refine(isCalendarMonth, UNREAL_MONTH_MESSAGE);

export const dayField = (formatMessage = '日付は YYYY-MM-DD 形式で入力してください') =>
  z.string(formatMessage).regex(DAY_PATTERN, formatMessage).refine(isCalendarDay, UNREAL_DAY_MESSAGE);
