import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HostPropertyEditor } from '@/contract/host-property-editor';
import type { PropertyDetail, PropertyListItem } from '@/contract/properties';
import { addDays, japanDate } from '@/domain/japan-date';
import { insertCatalog, insertProperty } from '../../testing/fixtures';
import { createTestApp, registerHost, type TestApp } from '../../testing/test-app';

// A house's own English (docs/product/english-house-text.md): the host writes it, the house page and the
// English cards answer it, with the city's romaji; the Japanese answers of the cards do not grow.
let t: TestApp;
let host: { id: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  await insertCatalog(t.db);
  const h = await registerHost(t.app);
  host = { id: h.user.id, cookie: h.cookie };
});
afterAll(async () => {
  await t?.close();
});

const put = (id: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: `/api/host/properties/${id}`, headers: { cookie: host.cookie }, payload });
const editorOf = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/host/properties/${id}`, headers: { cookie: host.cookie } })).json() as HostPropertyEditor;
const detailOf = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/properties/${id}` })).json() as PropertyDetail;
const cardOf = async (id: string, query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/properties-with-booking-status?pageSize=50${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as PropertyListItem[]).find((card) => card.id === id);
};

describe("a house's English text", () => {
  it('is saved trimmed, read back by the editor, and answered by the house page; blank clears it', async () => {
    const id = await insertProperty(t.db, null, { hostId: host.id, title: '格子戸の町家', prefecture: '京都府', city: '京都市東山区' });
    const saved = await put(id, { titleEn: '  A lattice-door machiya  ', descriptionEn: 'Quiet rooms by a small garden.', accessInfoEn: '10 minutes from the station.' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await editorOf(id)).toMatchObject({ titleEn: 'A lattice-door machiya', descriptionEn: 'Quiet rooms by a small garden.', accessInfoEn: '10 minutes from the station.' });

    const detail = await detailOf(id);
    expect(detail).toMatchObject({ title: '格子戸の町家', titleEn: 'A lattice-door machiya', descriptionEn: 'Quiet rooms by a small garden.', cityEn: 'Higashiyama Ward, Kyoto City' });
    // The access is for confirmed guests, in both languages.
    expect(detail.accessInfo).toBeNull();
    expect(detail.accessInfoEn).toBeNull();

    expect((await put(id, { titleEn: ' ', descriptionEn: '' })).statusCode).toBe(200);
    expect(await editorOf(id)).toMatchObject({ titleEn: null, descriptionEn: null, accessInfoEn: '10 minutes from the station.' });
    expect(await detailOf(id)).toMatchObject({ titleEn: null, descriptionEn: null });
  });

  it('is held to the lengths of the Japanese fields, refused with the field and its Japanese message', async () => {
    const id = await insertProperty(t.db, null, { hostId: host.id });
    const long = await put(id, { titleEn: 'a'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'VALIDATION_ERROR', issues: [{ field: 'titleEn', message: '英語のタイトルは100文字以内で入力してください' }] });
    const access = await put(id, { accessInfoEn: 'a'.repeat(1001) });
    expect(access.statusCode).toBe(400);
    expect(access.json().issues).toEqual([expect.objectContaining({ field: 'accessInfoEn', message: '英語の交通案内は1000文字以内で入力してください' })]);
    expect(await editorOf(id)).toMatchObject({ titleEn: null, accessInfoEn: null });
  });

  it('reaches the English cards with the city in romaji, and not the Japanese ones', async () => {
    const id = await insertProperty(t.db, null, { hostId: host.id, title: '合掌造りの家', prefecture: '岐阜県', city: '大野郡白川村' });
    await put(id, { titleEn: 'A gassho-zukuri house' });
    const other = await insertProperty(t.db, null, { hostId: host.id, title: '名のない町の家', prefecture: '岐阜県', city: '架空町' });
    expect(await cardOf(id, '&lang=en')).toMatchObject({ title: '合掌造りの家', titleEn: 'A gassho-zukuri house', city: '大野郡白川村', cityEn: 'Shirakawa' });
    // No English title, a city without romaji: null, the page shows the Japanese.
    expect(await cardOf(other, '&lang=en')).toMatchObject({ titleEn: null, cityEn: null });
    const japanese = await cardOf(id, '');
    expect(japanese).toBeDefined();
    expect(Object.keys(japanese!)).not.toContain('titleEn');
    expect(Object.keys(japanese!)).not.toContain('cityEn');
  });
});

describe("the house page's refusals", () => {
  it('answer in English to an English request, with the same code and field', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const japanese = await t.app.inject({ method: 'GET', url: `/api/properties/${missing}` });
    const english = await t.app.inject({ method: 'GET', url: `/api/properties/${missing}`, headers: { 'accept-language': 'en' } });
    expect(japanese.statusCode).toBe(404);
    expect(english.statusCode).toBe(404);
    expect(japanese.json()).toMatchObject({ code: 'NOT_FOUND', message: '物件が見つかりません' });
    expect(english.json()).toMatchObject({ code: 'NOT_FOUND', message: 'This kominka could not be found' });

    const id = await insertProperty(t.db, null, { hostId: host.id, minNights: 3 });
    const checkIn = addDays(japanDate(), 30);
    const quote = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/properties/${id}/calendar/calculate-pricing`,
        headers: { 'accept-language': language },
        payload: { checkinDate: checkIn, checkoutDate: addDays(checkIn, 1) },
      });
    const [ja, en] = [await quote('ja'), await quote('en-GB,en;q=0.9')];
    expect(ja.statusCode).toBe(400);
    expect(en.statusCode).toBe(400);
    expect(ja.json()).toMatchObject({ field: 'checkoutDate', message: 'このお宿は最低3泊からご予約いただけます' });
    expect(en.json()).toMatchObject({ code: ja.json().code, field: 'checkoutDate', message: 'This kominka has a minimum stay of 3 nights' });
  });
});
