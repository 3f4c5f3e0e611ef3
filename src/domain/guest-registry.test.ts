import { describe, expect, it } from 'vitest';
import { registryEntryBodySchema } from '@/contract/guest-registry';
import { checkInWindow, registryEntryIssues, registryErasedThrough, registryRequirements } from './guest-registry';

const blank = { fullName: '', fullNameKana: '', address: '', occupation: '', contact: '', livesInJapan: true, nationality: '', passportNumber: '' };

describe('guest registry rules', () => {
  it('asks 職業 under 民泊 and not under 旅館業法 since 2023', () => {
    expect(registryRequirements('minpaku')).toEqual({ occupation: true, contact: true });
    expect(registryRequirements('ryokan')).toEqual({ occupation: false, contact: true });
    expect(registryRequirements(null).occupation).toBe(true);
  });

  it('names each missing field, and the passport of a guest living abroad', () => {
    const fields = registryEntryIssues({ ...blank, livesInJapan: false }, registryRequirements('ryokan'), false).map((i) => i.field);
    expect(fields).toEqual(['fullName', 'fullNameKana', 'address', 'contact', 'nationality', 'passportNumber', 'passportImage']);
  });

  it('asks no reading of a name written in Latin letters, and asks it of a name in kanji or kana', () => {
    const fields = (fullName: string) => registryEntryIssues({ ...blank, fullName, address: 'x', contact: 'a@example.com' }, { occupation: false, contact: true }, true).map((i) => i.field);
    expect(fields('Emma Clarke')).toEqual([]);
    expect(fields('山田 太郎')).toEqual(['fullNameKana']);
    expect(fields('やまだ')).toEqual(['fullNameKana']);
  });

  it('asks the reading of a name in Japanese script, not of a name in Latin letters', () => {
    const requirements = registryRequirements('ryokan');
    const fieldsOf = (fullName: string) => registryEntryIssues({ ...blank, fullName, address: 'x', contact: '090-1234-5678' }, requirements, false).map((i) => i.field);
    expect(fieldsOf('山田 花子')).toEqual(['fullNameKana']);
    expect(fieldsOf('Emma Smith')).toEqual([]);
    expect(fieldsOf("José O'Neil-Müller")).toEqual([]);
    expect(fieldsOf('Emma 山田')).toEqual(['fullNameKana']);
  });

  it('normalises the reading and the passport number, and refuses a bad contact', () => {
    const parsed = registryEntryBodySchema.parse({ ...blank, fullNameKana: 'やまだ たろう', passportNumber: 'tr 1234567' });
    expect(parsed.fullNameKana).toBe('ヤマダ タロウ');
    expect(parsed.passportNumber).toBe('TR1234567');
    expect(registryEntryBodySchema.safeParse({ ...blank, contact: 'abc' }).success).toBe(false);
  });

  it('opens 7 days before check-in, for a confirmed stay until check-out', () => {
    const stay = { status: 'confirmed', checkinDate: '2026-12-10', checkoutDate: '2026-12-12' };
    expect(checkInWindow(stay, '2026-12-02')).toMatchObject({ state: 'not_yet', opensOn: '2026-12-03' });
    expect(checkInWindow(stay, '2026-12-03').state).toBe('open');
    expect(checkInWindow(stay, '2026-12-13').state).toBe('closed');
    expect(checkInWindow({ ...stay, status: 'pending' }, '2026-12-05').state).toBe('closed');
  });

  it('erases check-outs more than 3 years old', () => {
    expect(registryErasedThrough('2026-11-29')).toBe('2023-11-28');
    expect(registryErasedThrough('2027-02-28')).toBe('2024-02-27');
  });
});
