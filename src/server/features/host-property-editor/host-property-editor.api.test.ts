import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditorPhoto, HostPropertyEditor, OwnerProperty } from '@/contract/host-property-editor';
import type { PropertyDetail, PropertyListItem } from '@/contract/properties';
import { addDays, japanDate } from '@/domain/japan-date';
import { hostProfiles, properties, propertyPhotos, propertySeasonPrices } from '@/db/schema';
import { insertCatalog, insertHost, insertProperty } from '../../testing/fixtures';
import { multipart } from '../../testing/multipart';
import { createTestApp, registerHost, signUpGuest, type TestApp } from '../../testing/test-app';

let t: TestApp;
let host: { id: string; cookie: string };
let otherHost: { id: string; cookie: string };
let guestCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  await insertCatalog(t.db);
  const h = await registerHost(t.app);
  host = { id: h.user.id, cookie: h.cookie };
  const o = await registerHost(t.app);
  otherHost = { id: o.user.id, cookie: o.cookie };
  guestCookie = (await signUpGuest(t.app)).cookie;
});
afterAll(async () => {
  await t?.close();
});

const as = (cookie: string) => ({ cookie });

async function createDraft(body: Record<string, unknown> = { title: '梅の木の家' }, cookie = host.cookie): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/host/properties', headers: as(cookie), payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const put = (id: string, payload: Record<string, unknown>, cookie = host.cookie) =>
  t.app.inject({ method: 'PUT', url: `/api/host/properties/${id}`, headers: as(cookie), payload });
const getEditor = async (id: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/host/properties/${id}`, headers: as(host.cookie) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as HostPropertyEditor;
};

/** A camera photo: JPEG with EXIF (camera, GPS position) and an orientation. */
const cameraJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 150, g: 100, b: 60 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestCam', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 0/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '135/1 0/1 0/1' } })
    .toBuffer();
const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#336699' } }).png().toBuffer();
const webp = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#993366' } }).webp().toBuffer();

async function upload(id: string, files: { field: string; name: string; type: string; bytes: Buffer }[], cookie = host.cookie) {
  const { payload, headers } = multipart(files);
  return t.app.inject({ method: 'POST', url: `/api/host/properties/${id}/photos`, headers: { ...headers, cookie }, payload });
}

async function threePhotos(id: string): Promise<EditorPhoto[]> {
  const res = await upload(id, [
    { field: 'photo_0', name: 'a.jpg', type: 'image/jpeg', bytes: await cameraJpeg(2000, 1500) },
    { field: 'photo_1', name: 'b.png', type: 'image/png', bytes: await png(800, 600) },
    { field: 'photo_2', name: 'c.webp', type: 'image/webp', bytes: await webp(1200, 900) },
  ]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as EditorPhoto[];
}

describe('who may use the editor', () => {
  it('answers 401 without a session and 403 to a guest', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/host/properties', payload: { title: '家' } });
    expect(anonymous.statusCode).toBe(401);
    const guest = await t.app.inject({ method: 'POST', url: '/api/host/properties', headers: as(guestCookie), payload: { title: '家' } });
    expect(guest.statusCode).toBe(403);
  });

  it("answers another host's house as not found, for reading, saving and photos", async () => {
    const id = await createDraft();
    const read = await t.app.inject({ method: 'GET', url: `/api/host/properties/${id}`, headers: as(otherHost.cookie) });
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toBe('物件が見つかりません');
    expect((await put(id, { title: '乗っ取り' }, otherHost.cookie)).statusCode).toBe(404);
    const photo = await upload(id, [{ field: 'photo', name: 'a.png', type: 'image/png', bytes: await png(100, 100) }], otherHost.cookie);
    expect(photo.statusCode).toBe(404);
    expect((await getEditor(id)).title).toBe('梅の木の家');
  });
});

describe('creating and saving a house', () => {
  it('creates a draft from a title alone, with what is missing for review', async () => {
    const id = await createDraft({ title: '  梅の木の家  ' });
    const house = await getEditor(id);
    expect(house).toMatchObject({
      title: '梅の木の家',
      description: '',
      prefecture: '',
      maxGuests: 1,
      bedrooms: 0,
      basePriceJpy: 0,
      status: 'draft',
      checkinFrom: '15:00',
      checkoutUntil: '11:00',
      minNights: 1,
      maxNights: 30,
      cancelPolicy: 'moderate',
      requiresApproval: false,
      photos: [],
      seasonPrices: [],
      weekdayPrices: { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null, holiday: null, holidayEve: null },
    });
    expect(house.missing).toEqual(['hostVerified', 'description', 'address', 'photos', 'cover', 'price', 'lodgingBasis', 'lodgingDocument']);
  });

  it('refuses a draft without a title', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/host/properties', headers: as(host.cookie), payload: { description: '説明だけ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'title', message: '物件名を入力してください' });
  });

  it('refuses a body that sets the status or the owner, on create and on save', async () => {
    const id = await createDraft();
    for (const [key, value] of [
      ['status', 'published'],
      ['hostUserId', otherHost.id],
      ['ratingAverage', 5],
      ['submittedAt', '2026-01-01T00:00:00Z'],
    ] as const) {
      const saved = await put(id, { title: '新しい名前', [key]: value });
      expect(saved.statusCode, key).toBe(400);
      expect(saved.json().message).toContain(key);
      const created = await t.app.inject({ method: 'POST', url: '/api/host/properties', headers: as(host.cookie), payload: { title: '家', [key]: value } });
      expect(created.statusCode, key).toBe(400);
    }
    const house = await getEditor(id);
    expect(house).toMatchObject({ title: '梅の木の家', status: 'draft' });
  });

  it('saves every step and reads it back', async () => {
    const id = await createDraft();
    const res = await put(id, {
      description: '築120年の茅葺きの家。',
      builtYear: 1905,
      kominkaGrade: 'A',
      lodgingNotificationNumber: 'ｍ１２３４５６７８９',
      zipcode: '6050862',
      prefecture: '京都府',
      city: '京都市東山区',
      addressLine: '清水2丁目',
      accessInfo: '清水五条駅から徒歩10分',
      maxGuests: 6,
      bedrooms: 3,
      beds: 4,
      bathrooms: 1,
      floorSpaceM2: 120.5,
      featureKeys: ['irori', 'engawa'],
      basicAmenityKeys: ['wifi', 'free_parking'],
      basePriceJpy: 30000,
      cleaningFeeJpy: 5000,
      weekdayPrices: { mon: null, tue: null, wed: null, thu: null, fri: 36000, sat: 40000, sun: null, holiday: 42000, holidayEve: 38000 },
      seasonPrices: [{ dateFrom: '2030-08-01', dateTo: '2030-08-31', pricePerNightJpy: 45000, note: '夏休み' }],
      checkinFrom: '16:00',
      checkoutUntil: '10:00',
      minNights: 2,
      maxNights: 14,
      cancelPolicy: 'strict',
      requiresApproval: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const house = await getEditor(id);
    expect(house).toMatchObject({
      description: '築120年の茅葺きの家。',
      builtYear: 1905,
      kominkaGrade: 'A',
      lodgingNotificationNumber: 'M123456789',
      zipcode: '605-0862',
      prefecture: '京都府',
      city: '京都市東山区',
      addressLine: '清水2丁目',
      maxGuests: 6,
      floorSpaceM2: 120.5,
      featureKeys: ['irori', 'engawa'].sort((a, b) => house.featureKeys.indexOf(a) - house.featureKeys.indexOf(b)),
      basePriceJpy: 30000,
      weekdayPrices: { mon: null, tue: null, wed: null, thu: null, fri: 36000, sat: 40000, sun: null, holiday: 42000, holidayEve: 38000 },
      seasonPrices: [{ dateFrom: '2030-08-01', dateTo: '2030-08-31', pricePerNightJpy: 45000, note: '夏休み' }],
      checkinFrom: '16:00',
      minNights: 2,
      maxNights: 14,
      cancelPolicy: 'strict',
      requiresApproval: true,
      status: 'draft',
    });
    expect(new Set(house.featureKeys)).toEqual(new Set(['irori', 'engawa']));
    expect(new Set(house.basicAmenityKeys)).toEqual(new Set(['wifi', 'free_parking']));

    // The party's price: 1名料金 with a child rate, then back to 1棟料金 with guests included and a fee.
    const person = await put(id, { priceModel: 'person', childRatePercent: 60 });
    expect(person.statusCode, person.body).toBe(200);
    expect(person.json()).toMatchObject({ priceModel: 'person', childRatePercent: 60, guestsIncluded: null, extraGuestFeeJpy: 0 });
    const perHouse = await put(id, { priceModel: 'house', guestsIncluded: 4, extraGuestFeeJpy: 3000 });
    expect(perHouse.json()).toMatchObject({ priceModel: 'house', guestsIncluded: 4, extraGuestFeeJpy: 3000, childRatePercent: 60 });
    const refused = await put(id, { childRatePercent: 120 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'childRatePercent', message: '子ども料金の割合は100%以下で入力してください' });

    // A body without 休前日 (a client older than it) keeps the stored 休前日 price.
    const older = await put(id, { weekdayPrices: { mon: null, tue: null, wed: null, thu: null, fri: 37000, sat: 40000, sun: null, holiday: 42000 } });
    expect(older.statusCode, older.body).toBe(200);
    expect((older.json() as HostPropertyEditor).weekdayPrices).toEqual({ mon: null, tue: null, wed: null, thu: null, fri: 37000, sat: 40000, sun: null, holiday: 42000, holidayEve: 38000 });

    // A season sent back with its id is kept (same id); one left out is removed; clearing the weekday prices removes the rule.
    const seasonId = house.seasonPrices[0].id;
    const again = await put(id, {
      seasonPrices: [
        { id: seasonId, dateFrom: '2030-08-01', dateTo: '2030-08-20', pricePerNightJpy: 44000, note: '夏' },
        { dateFrom: '2030-12-28', dateTo: '2031-01-03', pricePerNightJpy: 50000 },
      ],
      weekdayPrices: { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null, holiday: null, holidayEve: null },
      featureKeys: [],
    });
    expect(again.statusCode, again.body).toBe(200);
    const saved = again.json() as HostPropertyEditor;
    expect(saved.seasonPrices.map((s) => [s.id === seasonId, s.dateTo, s.pricePerNightJpy])).toEqual([
      [true, '2030-08-20', 44000],
      [false, '2031-01-03', 50000],
    ]);
    expect(saved.weekdayPrices.fri).toBeNull();
    expect(saved.weekdayPrices.holidayEve).toBeNull();
    expect(saved.featureKeys).toEqual([]);
  });

  it.each([
    [{ title: 'あ'.repeat(101) }, 'title', '物件名は100文字以内で入力してください'],
    [{ title: '' }, 'title', '物件名を入力してください'],
    [{ description: 'あ'.repeat(5001) }, 'description', '物件の説明は5000文字以内で入力してください'],
    [{ prefecture: '京都' }, 'prefecture', '都道府県は47都道府県から選んでください'],
    [{ zipcode: '12-34567' }, 'zipcode', '郵便番号の形式が正しくありません（例：123-4567）'],
    [{ builtYear: 1599 }, 'builtYear', '築年は1600年以降で入力してください'],
    [{ builtYear: new Date().getFullYear() + 1 }, 'builtYear', '築年に未来の年は入力できません'],
    [{ maxGuests: 0 }, 'maxGuests', '定員は1名以上で入力してください'],
    [{ maxGuests: 51 }, 'maxGuests', '定員は50名以下で入力してください'],
    [{ bedrooms: -1 }, 'bedrooms', '寝室数は0室以上で入力してください'],
    [{ beds: 51 }, 'beds', 'ベッド・布団の数は50組以下で入力してください'],
    [{ bathrooms: 1.5 }, 'bathrooms', 'バスルーム数は整数で入力してください'],
    [{ floorSpaceM2: 0 }, 'floorSpaceM2', '床面積は0より大きい数値で入力してください'],
    [{ basePriceJpy: 999 }, 'basePriceJpy', '1泊の料金は1,000円以上で設定してください'],
    [{ basePriceJpy: 10_000_001 }, 'basePriceJpy', '1泊の基本料金は10,000,000円以下で設定してください'],
    [{ basePriceJpy: 1500.5 }, 'basePriceJpy', '1泊の基本料金は円単位の整数で入力してください'],
    [{ cleaningFeeJpy: -1 }, 'cleaningFeeJpy', '清掃料金は0円以上で入力してください'],
    [{ minNights: 0 }, 'minNights', '最低宿泊数は1泊以上で入力してください'],
    [{ minNights: 3, maxNights: 2 }, 'maxNights', '最大宿泊数は最低宿泊数以上にしてください'],
    [{ maxNights: 366 }, 'maxNights', '最大宿泊数は365泊以下で入力してください'],
    [{ bookingWindowDays: 0 }, 'bookingWindowDays', '予約受付期間は1日以上で入力してください'],
    [{ bookingWindowDays: 731 }, 'bookingWindowDays', '予約受付期間は730日以下で入力してください'],
    [{ checkinFrom: '3pm' }, 'checkinFrom', 'チェックイン開始時刻は「15:00」のように HH:MM で入力してください'],
    [{ checkoutUntil: '24:00' }, 'checkoutUntil', 'チェックアウト時刻は「15:00」のように HH:MM で入力してください'],
    [{ lodgingNotificationNumber: 'M12345678' }, 'lodgingNotificationNumber', '届出番号は M と9桁の数字で入力してください（例: M260012345）'],
    [{ kominkaGrade: 'D' }, 'kominkaGrade', '古民家グレードは A・B・C から選んでください'],
    [{ featureKeys: ['no-such-feature'] }, 'featureKeys', '選択できない古民家の特徴が含まれています'],
    [
      { seasonPrices: [{ dateFrom: '2030-05-05', dateTo: '2030-05-01', pricePerNightJpy: 20000 }] },
      'seasonPrices.0.dateTo',
      '終了日は開始日以降の日付にしてください',
    ],
    [
      {
        seasonPrices: [
          { dateFrom: '2030-05-01', dateTo: '2030-05-10', pricePerNightJpy: 20000 },
          { dateFrom: '2030-05-10', dateTo: '2030-05-12', pricePerNightJpy: 20000 },
        ],
      },
      'seasonPrices.1.dateFrom',
      '期間が重なっています',
    ],
    [{ weekdayPrices: { mon: 500, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null, holiday: null } }, 'weekdayPrices.mon', '1泊の料金は1,000円以上で設定してください'],
  ])('refuses %j naming %s', async (body, field, message) => {
    const id = await createDraft();
    const res = await put(id, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().field).toBe(field);
    expect(res.json().message).toBe(message);
  });

  it('refuses a season that has ended, and keeps one saved earlier that has since passed', async () => {
    const id = await createDraft();
    const yesterday = addDays(japanDate(), -1);
    const past = await put(id, { seasonPrices: [{ dateFrom: addDays(japanDate(), -30), dateTo: yesterday, pricePerNightJpy: 20000 }] });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ field: 'seasonPrices.0.dateTo', message: '終了日が過ぎた期間には料金を設定できません。今日以降の日付にしてください' });

    const [stored] = await t.db
      .insert(propertySeasonPrices)
      .values({ propertyId: id, dateFrom: addDays(japanDate(), -10), dateTo: yesterday, pricePerNightJpy: 20000 })
      .returning({ id: propertySeasonPrices.id });
    const kept = await put(id, { seasonPrices: [{ id: stored.id, dateFrom: addDays(japanDate(), -10), dateTo: yesterday, pricePerNightJpy: 21000 }] });
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('refuses a maximum below the stored minimum', async () => {
    const id = await createDraft({ title: '家', minNights: 5 });
    const res = await put(id, { maxNights: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'maxNights', message: '最大宿泊数は最低宿泊数以上にしてください' });
  });

  it('keeps a published house published while its content changes, and the guest search follows the new title at once', async () => {
    const id = await insertProperty(t.db, null, { hostId: host.id, status: 'published', title: '旧名の町家', prefecture: '奈良県', city: '奈良市', addressLine: '元興寺町1' });
    const search = async (destination: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/properties-with-booking-status?destination=${encodeURIComponent(destination)}` });
      return (res.json() as PropertyListItem[]).map((p) => p.id);
    };
    expect(await search('旧名の町家')).toContain(id);
    const res = await put(id, { title: 'ならまち格子の宿' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('published');
    expect(await search('ならまち格子')).toContain(id);
    expect(await search('旧名の町家')).not.toContain(id);
    // The address too: moved to 京都 it is found by 京都, no longer by 奈良.
    await put(id, { prefecture: '京都府', city: '京都市北区', addressLine: '紫野1' });
    expect(await search('紫野')).toContain(id);
    expect(await search('奈良市')).not.toContain(id);
  });

  it('says nothing is missing for a verified host with a complete house', async () => {
    const id = await createDraft({
      title: '完成した家',
      description: '説明',
      prefecture: '京都府',
      city: '京都市',
      addressLine: '1-1',
      basePriceJpy: 20000,
      maxGuests: 4,
    });
    await threePhotos(id);
    expect((await getEditor(id)).missing).toEqual(['hostVerified', 'lodgingBasis', 'lodgingDocument']);
    await t.db.update(hostProfiles).set({ kycStatus: 'verified' }).where(eq(hostProfiles.userId, host.id));
    expect((await put(id, { lodgingRegime: 'minpaku', lodgingNotificationNumber: 'M260012345' })).statusCode).toBe(200);
    expect((await getEditor(id)).missing).toEqual(['lodgingDocument']);
    const { payload, headers } = multipart([{ field: 'document', name: 'notice.png', type: 'image/png', bytes: await png(600, 800) }]);
    const stored = await t.app.inject({ method: 'POST', url: `/api/host/properties/${id}/lodging-document`, headers: { ...headers, cookie: host.cookie }, payload });
    expect(stored.statusCode, stored.body).toBe(200);
    expect((await getEditor(id)).missing).toEqual([]);
  });
});

describe('photos', () => {
  it('stores three photos in WebP and JPEG sizes without EXIF, served at their addresses; the first becomes the cover', async () => {
    const id = await createDraft();
    const photos = await threePhotos(id);
    expect(photos).toHaveLength(3);
    expect(photos.map((p) => p.isCover)).toEqual([true, false, false]);
    expect(photos.map((p) => p.sortOrder)).toEqual([0, 1, 2]);
    // 2000×1500 → 480, 960, 1600; 800×600 → 480, 800 (never enlarged); 1200×900 → 480, 960, 1200.
    const widths = (p: EditorPhoto, format: string) => p.variants!.sources.filter((s) => s.format === format).map((s) => s.width);
    expect(widths(photos[0], 'webp')).toEqual([480, 960, 1600]);
    expect(widths(photos[0], 'jpeg')).toEqual([480, 960, 1600]);
    expect(widths(photos[1], 'webp')).toEqual([480, 800]);
    expect(widths(photos[2], 'jpeg')).toEqual([480, 960, 1200]);
    expect(photos.map((p) => [p.width, p.height])).toEqual([
      [1600, 1200],
      [800, 600],
      [1200, 900],
    ]);
    expect(photos[0].url).toBe(photos[0].variants!.sources.find((s) => s.format === 'jpeg' && s.width === 1600)!.url);

    for (const source of photos[0].variants!.sources) {
      expect(source.url).toMatch(/^\/uploads\/photos\/[0-9a-f-]+-\d+\.(webp|jpg)$/);
      const served = await t.app.inject({ method: 'GET', url: source.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(source.format === 'webp' ? 'image/webp' : 'image/jpeg');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.width).toBe(source.width);
      expect(meta.exif).toBeUndefined();
    }
    expect((await getEditor(id)).photos.map((p) => p.id)).toEqual(photos.map((p) => p.id));
  });

  it('refuses a text file named .jpg (415) and a photo over 5 MB (413), storing nothing', async () => {
    const id = await createDraft();
    const text = await upload(id, [{ field: 'photo_0', name: 'photo.jpg', type: 'image/jpeg', bytes: Buffer.from('これは写真ではありません。'.repeat(20)) }]);
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ field: 'photo_0', message: '画像ファイル（JPEG・PNG・WebP）のみアップロードできます' });
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooLarge = await upload(id, [{ field: 'photo_0', name: 'big.png', type: 'image/png', bytes: big }]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('写真は1枚5MBまでです');
    expect((await getEditor(id)).photos).toEqual([]);
  });

  it('refuses more than 50 photos per house', async () => {
    const id = await createDraft();
    await t.db.insert(propertyPhotos).values(Array.from({ length: 49 }, (_, i) => ({ propertyId: id, url: `/api/placeholder/1200/800?seed=${i}`, sortOrder: i })));
    const small = await png(64, 48);
    const res = await upload(id, [
      { field: 'photo_0', name: 'a.png', type: 'image/png', bytes: small },
      { field: 'photo_1', name: 'b.png', type: 'image/png', bytes: small },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('写真は1物件50枚までです');
    expect((await getEditor(id)).photos).toHaveLength(49);
  });

  it('reorders, captions, moves the cover and deletes; a deleted cover passes to the first remaining photo', async () => {
    const id = await createDraft();
    const [a, b, c] = await threePhotos(id);
    const patch = (payload: Record<string, unknown>) => t.app.inject({ method: 'PATCH', url: `/api/host/properties/${id}/photos`, headers: as(host.cookie), payload });

    const reordered = await patch({ order: [c.id, a.id, b.id], captions: { [a.id]: '囲炉裏のある居間', [c.id]: '' }, coverId: b.id });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const after = reordered.json() as EditorPhoto[];
    expect(after.map((p) => [p.id, p.isCover, p.caption])).toEqual([
      [c.id, false, null],
      [a.id, false, '囲炉裏のある居間'],
      [b.id, true, null],
    ]);

    expect((await patch({ order: [a.id, b.id] })).json()).toMatchObject({ field: 'order' });
    const longCaption = await patch({ captions: { [a.id]: 'あ'.repeat(101) } });
    expect(longCaption.statusCode).toBe(400);
    expect(longCaption.json().message).toBe('キャプションは100文字以内で入力してください');
    expect((await patch({ coverId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(400);

    const coverFiles = b.variants!.sources.map((s) => s.url);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/host/properties/${id}/photos/${b.id}`, headers: as(host.cookie) });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((deleted.json() as EditorPhoto[]).map((p) => [p.id, p.isCover])).toEqual([
      [c.id, true],
      [a.id, false],
    ]);
    // Its files are gone from the public area.
    expect((await t.app.inject({ method: 'GET', url: coverFiles[0] })).statusCode).toBe(404);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/host/properties/${id}/photos/${b.id}`, headers: as(host.cookie) });
    expect(again.statusCode).toBe(404);
  });
});

describe('photos shared by a duplicated house', () => {
  it('keeps the files while the original still shows them, when the copy deletes its photo', async () => {
    const id = await createDraft({ title: '複製元の家' });
    const [first] = await threePhotos(id);
    const duplicated = await t.app.inject({ method: 'POST', url: `/api/host/properties/${id}/duplicate`, headers: as(host.cookie) });
    expect(duplicated.statusCode, duplicated.body).toBe(201);
    const copyId = duplicated.json().id as string;
    const copyPhoto = (await getEditor(copyId)).photos.find((p) => p.url === first.url)!;

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/host/properties/${copyId}/photos/${copyPhoto.id}`, headers: as(host.cookie) });
    expect(deleted.statusCode, deleted.body).toBe(200);

    for (const source of first.variants!.sources) {
      expect((await t.app.inject({ method: 'GET', url: source.url })).statusCode, source.url).toBe(200);
    }
    // The last row showing them takes the files with it.
    await t.app.inject({ method: 'DELETE', url: `/api/host/properties/${id}/photos/${first.id}`, headers: as(host.cookie) });
    expect((await t.app.inject({ method: 'GET', url: first.url })).statusCode).toBe(404);
  });
});

describe('the guest side shows the stored sizes', () => {
  it('answers the variants of the cover on cards and of every photo on the house page', async () => {
    const id = await insertProperty(t.db, null, { hostId: host.id, status: 'published', title: '写真の家テスト' });
    const [cover] = await threePhotos(id);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/properties/${id}` })).json() as PropertyDetail;
    expect(detail.photos[0].variants?.sources).toEqual(cover.variants!.sources);
    const cards = (await t.app.inject({ method: 'GET', url: `/api/properties-with-booking-status?destination=${encodeURIComponent('写真の家テスト')}` })).json() as PropertyListItem[];
    expect(cards[0].coverPhotoUrl).toBe(cover.url);
    expect(cards[0].coverVariants?.sources).toEqual(cover.variants!.sources);
  });
});

describe('POST /api/properties (the owner form)', () => {
  const ownerForm = (extra: Record<string, unknown> = {}) => ({
    name: 'オーナーフォームの家',
    description: '海の見える古民家',
    location: '伊根町',
    prefecture: '京都府',
    pricePerNight: 25000,
    maxGuests: 4,
    bedrooms: 2,
    amenities: ['wifi'],
    yearBuilt: 1930,
    isActive: true,
    status: 'approved',
    ...extra,
  });

  it('needs a host session: 401 without, 403 for a guest, 403 for another owner', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/properties', payload: ownerForm() })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/properties', headers: as(guestCookie), payload: ownerForm() })).statusCode).toBe(403);
    const other = await t.app.inject({ method: 'POST', url: '/api/properties', headers: as(host.cookie), payload: ownerForm({ ownerId: otherHost.id }) });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('他のオーナーの物件は登録できません');
  });

  it("creates a draft of the caller whatever the form's status says, with our own stored photos only", async () => {
    const id = await createDraft();
    const [photo] = await threePhotos(id);
    const foreign = await t.app.inject({ method: 'POST', url: '/api/properties', headers: as(host.cookie), payload: ownerForm({ images: ['https://example.com/a.jpg'] }) });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().field).toBe('images.0');
    const missing = await t.app.inject({ method: 'POST', url: '/api/properties', headers: as(host.cookie), payload: ownerForm({ images: ['/uploads/photos/00000000-0000-4000-8000-000000000000-480.jpg'] }) });
    expect(missing.statusCode).toBe(400);

    const res = await t.app.inject({ method: 'POST', url: '/api/properties', headers: as(host.cookie), payload: ownerForm({ ownerId: host.id, images: [photo.url] }) });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as OwnerProperty;
    expect(created).toMatchObject({ name: 'オーナーフォームの家', ownerId: host.id, status: 'draft', isActive: false, pricePerNight: 25000, amenities: ['wifi'], yearBuilt: 1930 });
    expect(created.images).toHaveLength(1);
    expect(created.images[0]).not.toBe(photo.url);
    const [row] = await t.db.select({ status: properties.status, hostUserId: properties.hostUserId }).from(properties).where(eq(properties.id, created.id));
    expect(row).toEqual({ status: 'draft', hostUserId: host.id });
    // Not visible to guests.
    expect((await t.app.inject({ method: 'GET', url: `/api/properties/${created.id}` })).statusCode).toBe(404);
  });
});

describe('the masters', () => {
  it('answers the kominka features and basic amenities by category', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/host/property-masters', headers: as(host.cookie) });
    expect(res.statusCode).toBe(200);
    const masters = res.json() as { kominkaFeatures: { category: string; items: { key: string }[] }[]; basicAmenities: unknown[] };
    expect(masters.kominkaFeatures.flatMap((g) => g.items.map((i) => i.key))).toContain('irori');
    expect(masters.basicAmenities.length).toBeGreaterThan(0);
  });

  it('is for hosts only', async () => {
    await insertHost(t.db);
    expect((await t.app.inject({ method: 'GET', url: '/api/host/property-masters', headers: as(guestCookie) })).statusCode).toBe(403);
  });
});
