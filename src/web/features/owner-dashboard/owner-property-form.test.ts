import { describe, expect, it } from 'vitest';
import { shiftMonth, monthWeeks } from './components/booking-calendar';
import { EMPTY_OWNER_PROPERTY_FORM, addEntry, formFieldOf, isUploadedPhotoUrl, toOwnerPropertyBody } from './owner-property-form';

const OWNER = '6f1f3c56-4f3e-4a55-9c7a-2b1f5c0f3d21';
const filled = { ...EMPTY_OWNER_PROPERTY_FORM, name: ' 茅葺きの宿 ', location: '高山市', prefecture: '岐阜県' };

describe('the owner form', () => {
  it('adds list entries one at a time: trimmed, empty and repeated ones ignored', () => {
    expect(addEntry([], ' wifi ')).toEqual(['wifi']);
    expect(addEntry(['wifi'], 'wifi')).toEqual(['wifi']);
    expect(addEntry(['wifi'], '   ')).toEqual(['wifi']);
    expect(addEntry(['wifi'], 'parking')).toEqual(['wifi', 'parking']);
  });

  it('takes only photos uploaded to this site', () => {
    expect(isUploadedPhotoUrl('/uploads/photos/abc-1200.jpg', 'https://kominka.example')).toBe(true);
    expect(isUploadedPhotoUrl('https://kominka.example/uploads/photos/abc.jpg', 'https://kominka.example')).toBe(true);
    expect(isUploadedPhotoUrl('https://example.com/uploads/photos/abc.jpg', 'https://kominka.example')).toBe(false);
    expect(isUploadedPhotoUrl('/uploads/avatars/abc.webp', 'https://kominka.example')).toBe(false);
  });

  it('sends the seed defaults, leaving a 0 price and an empty year out', () => {
    const result = toOwnerPropertyBody(filled, OWNER, 2026);
    expect(result).toEqual({
      ok: true,
      body: { name: '茅葺きの宿', location: '高山市', prefecture: '岐阜県', maxGuests: 1, bedrooms: 1, amenities: [], images: [], ownerId: OWNER, isActive: true },
    });
  });

  it('names each wrong field in Japanese', () => {
    const result = toOwnerPropertyBody(
      { ...EMPTY_OWNER_PROPERTY_FORM, pricePerNight: '500', maxGuests: '0', bedrooms: 'x', yearBuilt: '2030', images: ['https://example.com/a.jpg'] },
      OWNER,
      2026,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        name: '物件名を入力してください',
        location: '所在地（市区町村）を入力してください',
        prefecture: '都道府県を選択してください',
        pricePerNight: '1泊の料金は1,000円以上で設定してください',
        maxGuests: '定員は1名以上で入力してください',
        bedrooms: '寝室数は0以上の整数で入力してください',
        yearBuilt: '築年に未来の年は入力できません',
        images: 'このサイトにアップロードした物件写真のURL（/uploads/photos/…）を入力してください',
      },
    });
  });

  it("maps the server's field to the form's", () => {
    expect(formFieldOf('images.2')).toBe('images');
    expect(formFieldOf('prefecture')).toBe('prefecture');
    expect(formFieldOf('ownerId')).toBeNull();
  });
});

describe('the booking calendar', () => {
  it('moves by months across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  it('lays a month out in weeks from Sunday', () => {
    // 2026-11-01 is a Sunday; November has 30 days: 5 weeks.
    const weeks = monthWeeks('2026-11');
    expect(weeks).toHaveLength(5);
    expect(weeks[0][0]).toBe('2026-11-01');
    expect(weeks[4].filter(Boolean)).toEqual(['2026-11-29', '2026-11-30']);
    // 2027-02-01 is a Monday.
    expect(monthWeeks('2027-02')[0].slice(0, 2)).toEqual([null, '2027-02-01']);
  });
});
