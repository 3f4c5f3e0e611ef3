import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, auditActionLabel, auditEntityPath, auditFieldLabel, auditFieldsShown, auditSummary, auditValueText } from './audit-labels';

const FORMAT = { yen: (n: number) => `¥${n}`, instant: (iso: string) => `時刻 ${iso}` };

describe('the audit trail’s words', () => {
  it('has one kind per word (FAQ once) and a Japanese word for every action, the transfers’ and the templates’ too', () => {
    const words = Object.values(AUDIT_ENTITY_LABELS);
    expect(words.length).toBe(new Set(words).size);
    for (const label of Object.values(AUDIT_ACTION_LABELS)) expect(label).not.toMatch(/[a-z_]/);
    expect(auditSummary('payout', 'start_transfer')).toBe('送金を処理中にする');
    expect(auditSummary('payout_batch', 'download_transfer_file')).toBe('送金バッチ：全銀ファイルをダウンロード');
    expect(auditSummary('host_profile', 'verify_identity')).toBe('ホスト：本人確認を承認');
    expect(auditActionLabel('download_transfer_file')).toBe('全銀ファイルをダウンロード');
    expect(auditActionLabel('reset')).toBe('標準の文面に戻す');
  });

  it('names fields and their values in the screens’ words: statuses by kind of object, who cancelled, amounts in yen, yes and no', () => {
    expect(auditFieldLabel('cancelledBy')).toBe('キャンセルした人');
    expect(auditValueText('booking', 'cancelledBy', 'admin', FORMAT)).toBe('運営');
    expect(auditValueText('booking', 'status', 'cancelled', FORMAT)).toBe('キャンセル');
    expect(auditValueText('payout', 'status', 'processing', FORMAT)).toBe('送金処理中');
    expect(auditValueText('property', 'status', 'in_review', FORMAT)).toBe('審査待ち');
    expect(auditValueText('booking', 'refundJpy', 40810, FORMAT)).toBe('¥40810');
    expect(auditValueText('admin_account', 'isActive', true, FORMAT)).toBe('はい');
    expect(auditValueText('user', 'suspendedAt', '2026-05-01T00:00:00.000Z', FORMAT)).toBe('時刻 2026-05-01T00:00:00.000Z');
    expect(auditValueText('user', 'suspensionReason', null, FORMAT)).toBe('—');
  });

  it('leaves the database’s internal search columns out of a record’s fields', () => {
    expect(auditFieldsShown({ status: 'in_review', searchText: 'x' }, { status: 'published', search_fold: 'y', rejectionReason: null })).toEqual(['status', 'rejectionReason']);
  });

  it('opens a booking’s own detail on 予約管理', () => {
    expect(auditEntityPath('booking', 'b0e0c4b2-1111-4222-8333-444455556666')).toBe('/admin/bookings?q=b0e0c4b2-1111-4222-8333-444455556666&booking=b0e0c4b2-1111-4222-8333-444455556666');
    expect(auditEntityPath('faq_item', 'x')).toBe('/admin/faq');
  });
});
