import { REGISTRY_CSV_HEADERS, REGISTRY_CSV_MAX_DAYS } from '@/contract/guest-registry';
import type { Database } from '@/db/client';
import { bookingNumber } from '@/domain/display-format';
import { daysBetween, isValidIsoDate } from '@/domain/japan-date';
import { badRequest } from '../../lib/app-error';
import { csvDocument } from '../../lib/csv';
import { canManageProperty, visibleOr404, type Actor } from '../../policy';
import * as repo from './repository';

/**
 * A house's registry for a period as CSV (docs/product/guest-registry.md): every submitted entry of the
 * confirmed and completed stays whose nights meet the period, in Japanese columns, through the one CSV
 * maker (UTF-8 with BOM, CRLF, formula starters neutralised). The passport photo is named, never sent.
 */
export async function registryCsv(db: Database, actor: Actor, propertyId: string, period: { from: string; to: string }): Promise<{ body: string; filename: string }> {
  if (!isValidIsoDate(period.from)) throw badRequest('開始日が正しい日付ではありません', 'from');
  if (!isValidIsoDate(period.to)) throw badRequest('終了日が正しい日付ではありません', 'to');
  if (period.to < period.from) throw badRequest('終了日は開始日以降の日付を指定してください', 'to');
  if (daysBetween(period.from, period.to) + 1 > REGISTRY_CSV_MAX_DAYS) throw badRequest(`期間は${REGISTRY_CSV_MAX_DAYS}日以内で指定してください`, 'to');
  visibleOr404(await repo.findPropertyHost(db, propertyId), (p) => canManageProperty(actor, { hostId: p.hostId }), '物件が見つかりません');
  const rows = await repo.findHouseRegistryRows(db, propertyId, period.from, period.to);
  const lines = rows.map(({ bookingId, checkinDate, checkoutDate, entry }) => [
    bookingNumber(bookingId),
    checkinDate,
    checkoutDate,
    entry.guestIndex + 1,
    entry.fullName ?? '',
    entry.fullNameKana ?? '',
    entry.address ?? '',
    entry.occupation ?? '',
    entry.contact ?? '',
    entry.livesInJapan ? 'あり' : 'なし',
    entry.nationality ?? '',
    entry.passportNumber ?? '',
    entry.passportImageKey ? '保存済み' : '',
    entry.verifiedAt ? '確認済み' : '未確認',
  ]);
  return { body: csvDocument(REGISTRY_CSV_HEADERS, lines), filename: `宿泊者名簿_${period.from}_${period.to}.csv` };
}
