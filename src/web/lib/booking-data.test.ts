import { describe, expect, it } from 'vitest';
import { guestFormPath, parseBookingData } from './booking-data';

const SAVED = {
  propertyId: '5f0c1c9e-3b1e-4c55-9d43-2f7b3f6f9a10',
  checkinDate: '2027-03-01',
  checkoutDate: '2027-03-03',
  guestsAdults: 2,
  guestsChildren: 1,
  guestsInfants: 1,
  guestName: '山田 花子',
  guestNameKana: 'ヤマダ ハナコ',
  guestEmail: 'guest@example.jp',
  guestPhone: '090-1234-5678',
  specialRequests: '',
  checkIn: '2027-03-01',
  checkOut: '2027-03-03',
  guestCount: 3,
  nights: 2,
  basePrice: 20000,
  totalAmount: 45000,
  property: { name: '古民家', address: '京都府京都市', photos: ['/a.jpg'], averageRating: 4.5, basePriceJpy: 20000 },
};

describe('parseBookingData', () => {
  it('reads back what the guest form saved', () => {
    expect(parseBookingData(JSON.stringify(SAVED))).toEqual(SAVED);
  });

  it('reads a form saved before the reading was asked, with the reading empty', () => {
    const { guestNameKana: _, ...older } = SAVED;
    expect(parseBookingData(JSON.stringify(older))).toEqual({ ...SAVED, guestNameKana: '' });
  });

  it('treats nothing, bad JSON and records without a house or valid dates as no saved booking', () => {
    expect(parseBookingData(null)).toBeNull();
    expect(parseBookingData('{not json')).toBeNull();
    expect(parseBookingData('[]')).toBeNull();
    expect(parseBookingData(JSON.stringify({ ...SAVED, propertyId: '' }))).toBeNull();
    expect(parseBookingData(JSON.stringify({ ...SAVED, checkinDate: '2027-02-30', checkIn: '' }))).toBeNull();
    expect(parseBookingData(JSON.stringify({ ...SAVED, checkoutDate: '2027-03-01', checkOut: '' }))).toBeNull();
  });

  it('fills what an older or partial record lacks with the form’s defaults', () => {
    const partial = { propertyId: SAVED.propertyId, checkIn: '2027-03-01', checkOut: '2027-03-03', guestCount: 2, property: 'x' };
    const data = parseBookingData(JSON.stringify(partial));
    expect(data).toMatchObject({ checkinDate: '2027-03-01', checkoutDate: '2027-03-03', guestsAdults: 2, guestsChildren: 0, guestsInfants: 0, guestName: '' });
    expect(data?.property).toEqual({ name: '', address: '', photos: [], averageRating: null, basePriceJpy: 0 });
  });
});

describe('guestFormPath', () => {
  it('goes back to the form with the stay and from=confirmation', () => {
    expect(guestFormPath(parseBookingData(JSON.stringify(SAVED))!, true)).toBe(
      `/property/${SAVED.propertyId}/booking?checkIn=2027-03-01&checkOut=2027-03-03&guests=3&from=confirmation`,
    );
  });
});
