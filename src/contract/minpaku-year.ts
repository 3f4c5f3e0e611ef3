import { z } from 'zod';

/** A 民泊 house's counter of its 営業年度 (docs/product/minpaku-180-nights.md): 今年度の営業日数 N / 180泊（残り M泊）. */
export const minpakuCounterSchema = z.object({
  propertyId: z.uuid(),
  title: z.string(),
  year: z.number().int().describe('営業年度（その年の4月1日正午〜翌年4月1日正午）'),
  counted: z.number().int().describe('数えた泊数（確定・チェックイン済み・完了の予約と、他サイトの予約・iCal連携のブロック）'),
  limit: z.number().int().describe('年間の上限（180泊、自治体の上限があればその泊数）'),
  remaining: z.number().int(),
  warning: z.boolean().describe('150泊（上限がそれより低ければ上限）に達した'),
});
export type MinpakuCounter = z.infer<typeof minpakuCounterSchema>;
