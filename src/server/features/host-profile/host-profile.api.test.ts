import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, hostProfiles, payments, properties, users } from '@/db/schema';
import { fromToday, insertBooking, insertProperty } from '../../testing/fixtures';
import { multipart } from '../../testing/multipart';
import { createTestApp, registerHost, signUpGuest, type TestApp } from '../../testing/test-app';
import { readIdDocument } from './service';

const png = (color = '#c33', width = 120, height = 80) => sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();

const basic = {
  fullName: '佐藤 花子',
  email: 'contact@example.jp',
  phone: '090-1234-5678',
  bio: '京都で古民家を営んでいます。',
  location: '京都府京都市',
  postalCode: '605-0073',
  prefecture: '京都府',
  city: '京都市東山区',
  streetAddress: '祇園町北側 1-2',
  buildingName: '',
  languages: ['ja', 'en'],
};
const bank = { bankName: 'みずほ', bankCode: '0001', branchName: '本店', branchCode: '100', accountType: '普通', accountNumber: '1234567', accountHolder: 'サトウ ハナコ' };

let t: TestApp;
let hostA: { user: { id: string; email: string }; cookie: string };
let hostB: { user: { id: string; email: string }; cookie: string };
let guest: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  hostA = await registerHost(t.app, { fullName: '佐藤 花子' });
  hostB = await registerHost(t.app, { fullName: '鈴木 一郎' });
  guest = await signUpGuest(t.app);
});
afterAll(async () => t?.close());

const as = (cookie: string) => ({ headers: { cookie } });

async function uploadId(cookie: string, side: 'front' | 'back', bytes: Buffer, filename = 'id.png', type = 'image/png') {
  const body = multipart([
    { field: 'side', value: side },
    { field: 'idImage', name: filename, type, bytes },
  ]);
  return t.app.inject({ method: 'POST', url: '/api/host/profile/id-document', payload: body.payload, headers: { ...body.headers, cookie } });
}

describe('the gate: every /api/host/profile call', () => {
  const calls: Array<{ method: 'GET' | 'PUT' | 'POST'; url: string }> = [
    { method: 'GET', url: '/api/host/profile' },
    { method: 'GET', url: '/api/host/profile/bank' },
    { method: 'PUT', url: '/api/host/profile/basic' },
    { method: 'PUT', url: '/api/host/profile/identity' },
    { method: 'PUT', url: '/api/host/profile/bank' },
    { method: 'POST', url: '/api/host/profile/image' },
    { method: 'POST', url: '/api/host/profile/id-document' },
    { method: 'GET', url: '/api/host/profile/id-document/front' },
    { method: 'GET', url: '/api/host/profile/id-document/back' },
  ];
  it('answers 401 without sign-in and 403 to a guest', async () => {
    for (const call of calls) {
      const anonymous = await t.app.inject({ ...call, payload: {} });
      expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401);
      const asGuest = await t.app.inject({ ...call, payload: {}, ...as(guest.cookie) });
      expect(asGuest.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
  });
});

describe('GET /api/host/profile', () => {
  it("answers the new host's own profile, private and incomplete", async () => {
    const res = await t.app.inject({ url: '/api/host/profile', ...as(hostA.cookie) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const p = res.json();
    expect(p).toMatchObject({
      fullName: '佐藤 花子',
      email: hostA.user.email,
      phone: '090-1234-5678',
      idType: null,
      frontImageUrl: null,
      backImageUrl: null,
      verificationStatus: 'pending',
      kycStatus: 'pending',
      accountNumber: '',
      hostRating: null,
      responseRate: null,
      languages: ['ja'],
      identityStanding: 'not_submitted',
      completeness: { basic: false, identity: false, bank: false },
      profileComplete: false,
    });
    expect(Number.isNaN(Date.parse(p.hostSince))).toBe(false);
  });

  it('answers 404 プロフィールが見つかりません for a host without a profile row', async () => {
    const host = await registerHost(t.app);
    await t.db.delete(hostProfiles).where(eq(hostProfiles.userId, host.user.id));
    const res = await t.app.inject({ url: '/api/host/profile', ...as(host.cookie) });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('プロフィールが見つかりません');
  });

  it("computes the rating from the host's published houses, weighted by their reviews", async () => {
    const host = await registerHost(t.app);
    const a = await insertProperty(t.db, null, { hostId: host.user.id, status: 'published' });
    const b = await insertProperty(t.db, null, { hostId: host.user.id, status: 'published' });
    const hidden = await insertProperty(t.db, null, { hostId: host.user.id, status: 'private' });
    await t.db.update(properties).set({ ratingAverage: '5.00', reviewCount: 3 }).where(eq(properties.id, a));
    await t.db.update(properties).set({ ratingAverage: '4.00', reviewCount: 1 }).where(eq(properties.id, b));
    await t.db.update(properties).set({ ratingAverage: '1.00', reviewCount: 10 }).where(eq(properties.id, hidden));
    const res = await t.app.inject({ url: '/api/host/profile', ...as(host.cookie) });
    expect(res.json().hostRating).toBe(4.75);
  });
});

describe('the response rate', () => {
  it('is the share of booking requests the host answered rather than let expire, and null before any', async () => {
    const host = await registerHost(t.app);
    const guest = await signUpGuest(t.app);
    const house = await insertProperty(t.db, null, { hostId: host.user.id, status: 'published' });
    const rate = async () => (await t.app.inject({ url: '/api/host/profile', ...as(host.cookie) })).json().responseRate;
    expect(await rate()).toBeNull();

    const request = async (checkin: number, status: 'confirmed' | 'cancelled', cancelledBy: string | null) => {
      const id = await insertBooking(t.db, { propertyId: house, guestId: guest.user.id, checkin: fromToday(checkin), checkout: fromToday(checkin + 1), status });
      await t.db.update(bookings).set({ cancelledBy }).where(eq(bookings.id, id));
      await t.db.insert(payments).values({ bookingId: id, amountJpy: 20000, status: 'authorized', authorizedAt: new Date() });
    };
    await request(10, 'confirmed', null);
    await request(12, 'cancelled', 'host');
    await request(14, 'cancelled', 'system');
    // A booking paid at once (instant booking) is not a request.
    await insertBooking(t.db, { propertyId: house, guestId: guest.user.id, checkin: fromToday(16), checkout: fromToday(17), status: 'cancelled' });
    expect(await rate()).toBe(67);
  });
});

describe('PUT /api/host/profile/basic', () => {
  it('saves the basic information and the languages, without touching the login e-mail', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/host/profile/basic', payload: basic, ...as(hostA.cookie) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...basic, completeness: { basic: true, identity: false, bank: false } });
    const [user] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, hostA.user.id));
    expect(user.email).toBe(hostA.user.email);
  });

  it.each([
    [{ fullName: ' ' }, 'fullName', '名前を入力してください'],
    [{ phone: '' }, 'phone', '電話番号を入力してください'],
    [{ phone: 'でんわ番号なし' }, 'phone', '電話番号の形式が正しくありません（例: 090-1234-5678）'],
    [{ location: '' }, 'location', '所在地を入力してください'],
    [{ prefecture: '' }, 'prefecture', '都道府県を選択してください'],
    [{ prefecture: '京都県' }, 'prefecture', '都道府県を選択してください'],
    [{ city: '' }, 'city', '市区町村を入力してください'],
    [{ streetAddress: '' }, 'streetAddress', '番地を入力してください'],
    [{ email: 'not-an-email' }, 'email', '有効なメールアドレスを入力してください'],
    [{ bio: 'あ'.repeat(501) }, 'bio', '自己紹介は500文字以内で入力してください'],
    [{ postalCode: '' }, 'postalCode', '郵便番号を入力してください'],
    [{ postalCode: '60500' }, 'postalCode', '郵便番号の形式が正しくありません（例：123-4567）'],
    [{ postalCode: '605-00a3' }, 'postalCode', '郵便番号の形式が正しくありません（例：123-4567）'],
    [{ languages: ['ja', 'xx'] }, 'languages.1', undefined],
    [{ invoiceRegistrationNumber: '1234567890123' }, 'invoiceRegistrationNumber', '登録番号は「T」と13桁の数字で入力してください（例: T1234567890123）'],
    [{ invoiceRegistrationNumber: 'T12345' }, 'invoiceRegistrationNumber', '登録番号は「T」と13桁の数字で入力してください（例: T1234567890123）'],
  ])('refuses %o naming %s', async (change, field, message) => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/host/profile/basic', payload: { ...basic, ...change }, ...as(hostA.cookie) });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
    if (message) expect(res.json().message).toBe(message);
  });

  it('stores the phone number in one form, and shows a number stored before the check as it was', async () => {
    const saved = await t.app.inject({ method: 'PUT', url: '/api/host/profile/basic', payload: { ...basic, phone: '０７５５６１２３４５' }, ...as(hostA.cookie) });
    expect(saved.json().phone).toBe('075-561-2345');
    await t.db.update(hostProfiles).set({ phone: 'でんわ番号なし' }).where(eq(hostProfiles.userId, hostA.user.id));
    const shown = await t.app.inject({ method: 'GET', url: '/api/host/profile', ...as(hostA.cookie) });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().phone).toBe('でんわ番号なし');
    await t.app.inject({ method: 'PUT', url: '/api/host/profile/basic', payload: basic, ...as(hostA.cookie) });
  });

  it('keeps the invoice registration number in its stored form, shows it, and clears it when left blank', async () => {
    const saved = await t.app.inject({ method: 'PUT', url: '/api/host/profile/basic', payload: { ...basic, invoiceRegistrationNumber: 'ｔ-1234-5678-9012-3' }, ...as(hostA.cookie) });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().invoiceRegistrationNumber).toBe('T1234567890123');
    const untouched = await t.app.inject({ method: 'PUT', url: '/api/host/profile/basic', payload: basic, ...as(hostA.cookie) });
    expect(untouched.json().invoiceRegistrationNumber).toBe('T1234567890123');
    const shown = await t.app.inject({ method: 'GET', url: '/api/host/profile', ...as(hostA.cookie) });
    expect(shown.json().invoiceRegistrationNumber).toBe('T1234567890123');
    const cleared = await t.app.inject({ method: 'PUT', url: '/api/host/profile/basic', payload: { ...basic, invoiceRegistrationNumber: '' }, ...as(hostA.cookie) });
    expect(cleared.json().invoiceRegistrationNumber).toBeNull();
    // The web form sends a blank field as its schema's output: null.
    await t.app.inject({ method: 'PUT', url: '/api/host/profile/basic', payload: { ...basic, invoiceRegistrationNumber: 'T1234567890123' }, ...as(hostA.cookie) });
    const nulled = await t.app.inject({ method: 'PUT', url: '/api/host/profile/basic', payload: { ...basic, invoiceRegistrationNumber: null }, ...as(hostA.cookie) });
    expect(nulled.statusCode, nulled.body).toBe(200);
    expect(nulled.json().invoiceRegistrationNumber).toBeNull();
  });

  it('accepts a postal code without hyphen and in full-width digits', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/host/profile/basic', payload: { ...basic, postalCode: '６０５００７３' }, ...as(hostA.cookie) });
    expect(res.statusCode).toBe(200);
    expect(res.json().postalCode).toBe('605-0073');
  });
});

describe('identity documents', () => {
  it('stores the front image privately, answers it only to its host, never under /uploads', async () => {
    const upload = await uploadId(hostA.cookie, 'front', await png());
    expect(upload.statusCode).toBe(200);
    expect(upload.json()).toEqual({ imageUrl: '/api/host/profile/id-document/front' });
    const [row] = await t.db.select().from(hostProfiles).where(eq(hostProfiles.userId, hostA.user.id));
    expect(row.frontImageKey).toMatch(/^id-documents\/[0-9a-f-]+\.png$/);
    expect(row.uploadDate).not.toBeNull();

    const own = await t.app.inject({ url: '/api/host/profile/id-document/front', ...as(hostA.cookie) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(own.rawPayload).metadata()).width).toBe(120);

    // Host B asks the same address and gets nothing of A's: B has no image.
    const other = await t.app.inject({ url: '/api/host/profile/id-document/front', ...as(hostB.cookie) });
    expect(other.statusCode).toBe(404);
    // The private key is not a public file.
    const viaUploads = await t.app.inject({ url: `/uploads/${row.frontImageKey}` });
    expect(viaUploads.statusCode).toBe(404);
    // Nor reachable by a path with a host id or a climbing name.
    for (const url of [`/api/host/profile/id-document/front?hostUserId=${hostA.user.id}`, `/api/host/profile/${hostA.user.id}/id-document/front`, '/api/host/profile/id-document/..%2Ffront']) {
      const res = await t.app.inject({ url, ...as(hostB.cookie) });
      expect(res.statusCode, url).not.toBe(200);
    }
    // The profile names the host-area address only.
    const profile = (await t.app.inject({ url: '/api/host/profile', ...as(hostA.cookie) })).json();
    expect(profile.frontImageUrl).toBe('/api/host/profile/id-document/front');
    expect(JSON.stringify(profile)).not.toContain('id-documents/');
  });

  it('lets an admin, and nobody else, read a host image through readIdDocument', async () => {
    const file = await readIdDocument(t.db, t.app.storage, { kind: 'admin', id: 'a', email: 'a@example.jp', fullName: '管理者' }, hostA.user.id, 'front');
    expect(file.contentType).toBe('image/png');
    await expect(readIdDocument(t.db, t.app.storage, { kind: 'user', id: hostB.user.id, role: 'host' }, hostA.user.id, 'front')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('strips metadata and turns JPEGs upright', async () => {
    const jpeg = await sharp({ create: { width: 60, height: 30, channels: 3, background: '#369' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-location' } } })
      .toBuffer();
    const upload = await uploadId(hostB.cookie, 'front', jpeg, 'id.jpg', 'image/jpeg');
    expect(upload.statusCode).toBe(200);
    const own = await t.app.inject({ url: '/api/host/profile/id-document/front', ...as(hostB.cookie) });
    const meta = await sharp(own.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([30, 60]);
  });

  it('refuses non-images (415), GIFs (415), files over 5 MB (413) and a missing side', async () => {
    const text = await uploadId(hostA.cookie, 'front', Buffer.from('not an image at all'), 'fake.png');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ message: 'JPEG、PNG、WEBP形式の画像ファイルを選択してください', field: 'idImage' });
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer();
    expect((await uploadId(hostA.cookie, 'front', gif, 'a.gif', 'image/gif')).statusCode).toBe(415);
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await uploadId(hostA.cookie, 'front', big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('画像ファイルは5MB以下にしてください');
    const body = multipart([{ field: 'idImage', name: 'a.png', type: 'image/png', bytes: await png() }]);
    const noSide = await t.app.inject({ method: 'POST', url: '/api/host/profile/id-document', payload: body.payload, headers: { ...body.headers, cookie: hostA.cookie } });
    expect(noSide.statusCode).toBe(400);
    expect(noSide.json().field).toBe('side');
  });

  it('submits for review: a host sending verified stays pending, and a rejection is cleared', async () => {
    await t.db.update(hostProfiles).set({ kycStatus: 'rejected', verificationStatus: 'rejected', kycRejectionReason: '画像が不鮮明です' }).where(eq(hostProfiles.userId, hostA.user.id));
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/host/profile/identity',
      payload: { idType: 'driver_license', frontImageUrl: '/uploads/x/y.png', backImageUrl: null, uploadDate: new Date().toISOString(), verificationStatus: 'verified' },
      ...as(hostA.cookie),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ idType: 'driver_license', verificationStatus: 'pending', kycStatus: 'pending', kycRejectionReason: null, identityStanding: 'pending', completeness: { identity: false } });
    const [row] = await t.db.select().from(hostProfiles).where(eq(hostProfiles.userId, hostA.user.id));
    expect([row.kycStatus, row.verificationStatus, row.kycRejectionReason]).toEqual(['pending', 'pending', null]);
  });

  it('refuses an unknown type and a submission without a front image', async () => {
    const badType = await t.app.inject({ method: 'PUT', url: '/api/host/profile/identity', payload: { idType: 'library_card' }, ...as(hostA.cookie) });
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toMatchObject({ field: 'idType', message: '身分証明書の種類を選択してください' });
    const host = await registerHost(t.app);
    const noFront = await t.app.inject({ method: 'PUT', url: '/api/host/profile/identity', payload: { idType: 'passport' }, ...as(host.cookie) });
    expect(noFront.statusCode).toBe(400);
    expect(noFront.json().field).toBe('frontImageUrl');
  });

  it('for a My Number card: refuses a back image and removes a stored one', async () => {
    const host = await registerHost(t.app);
    expect((await uploadId(host.cookie, 'front', await png())).statusCode).toBe(200);
    expect((await uploadId(host.cookie, 'back', await png('#3c3'))).statusCode).toBe(200);
    const [before] = await t.db.select().from(hostProfiles).where(eq(hostProfiles.userId, host.user.id));
    expect(before.backImageKey).not.toBeNull();

    const withBack = await t.app.inject({ method: 'PUT', url: '/api/host/profile/identity', payload: { idType: 'my_number', backImageUrl: '/api/host/profile/id-document/back' }, ...as(host.cookie) });
    expect(withBack.statusCode).toBe(400);
    expect(withBack.json().field).toBe('backImageUrl');

    const res = await t.app.inject({ method: 'PUT', url: '/api/host/profile/identity', payload: { idType: 'my_number', backImageUrl: null }, ...as(host.cookie) });
    expect(res.statusCode).toBe(200);
    expect(res.json().backImageUrl).toBeNull();
    expect(await t.app.storage.private.exists(before.backImageKey!)).toBe(false);
    expect((await t.app.inject({ url: '/api/host/profile/id-document/back', ...as(host.cookie) })).statusCode).toBe(404);

    const backAgain = await uploadId(host.cookie, 'back', await png());
    expect(backAgain.statusCode).toBe(400);
    expect(backAgain.json().field).toBe('side');
  });

  it('replacing an image removes the replaced file', async () => {
    const host = await registerHost(t.app);
    await uploadId(host.cookie, 'front', await png());
    const [first] = await t.db.select().from(hostProfiles).where(eq(hostProfiles.userId, host.user.id));
    await uploadId(host.cookie, 'front', await png('#00f'));
    const [second] = await t.db.select().from(hostProfiles).where(eq(hostProfiles.userId, host.user.id));
    expect(second.frontImageKey).not.toBe(first.frontImageKey);
    expect(await t.app.storage.private.exists(first.frontImageKey!)).toBe(false);
  });

  it('draws a labelled sample for a demo key without a stored file', async () => {
    const host = await registerHost(t.app);
    await t.db.update(hostProfiles).set({ idType: 'passport', frontImageKey: 'demo-id/9-front.png' }).where(eq(hostProfiles.userId, host.user.id));
    const res = await t.app.inject({ url: '/api/host/profile/id-document/front', ...as(host.cookie) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(640);
  });
});

describe('bank details', () => {
  it('stores the number encrypted, answers it masked, and in full to its owner only', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/host/profile/bank', payload: bank, ...as(hostA.cookie) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ bankName: 'みずほ', branchName: '本店', accountType: '普通', accountNumber: '****567', accountHolder: 'サトウ ハナコ', completeness: { bank: true } });

    const [row] = await t.db.select().from(hostProfiles).where(eq(hostProfiles.userId, hostA.user.id));
    expect(row.accountNumberCipher).not.toContain('1234567');
    expect(row.accountNumberLast3).toBe('567');
    expect(JSON.stringify(row)).not.toContain('1234567');

    const full = await t.app.inject({ url: '/api/host/profile/bank', ...as(hostA.cookie) });
    expect(full.statusCode).toBe(200);
    expect(full.headers['cache-control']).toBe('private, no-store');
    expect(full.json()).toMatchObject({ accountNumber: '1234567', bankCode: '0001', branchCode: '100' });

    // Host B sees B's own (empty) bank details, never A's.
    const other = await t.app.inject({ url: '/api/host/profile/bank', ...as(hostB.cookie) });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({ accountNumber: '', bankName: '' });
    const otherProfile = (await t.app.inject({ url: '/api/host/profile', ...as(hostB.cookie) })).json();
    expect(otherProfile.fullName).toBe('鈴木 一郎');
    expect(otherProfile.accountNumber).toBe('');
  });

  it('A is complete once an admin verified the document: a waiting or rejected one is not 認証済', async () => {
    const profile = async () => (await t.app.inject({ url: '/api/host/profile', ...as(hostA.cookie) })).json();
    const waiting = await profile();
    expect(waiting).toMatchObject({ identityStanding: 'pending', completeness: { basic: true, identity: false, bank: true }, profileComplete: false });
    const setStatus = (kycStatus: 'rejected' | 'verified') =>
      t.db.update(hostProfiles).set({ kycStatus, verificationStatus: kycStatus, kycRejectionReason: kycStatus === 'rejected' ? '画像が不鮮明です' : null }).where(eq(hostProfiles.userId, hostA.user.id));
    await setStatus('rejected');
    expect(await profile()).toMatchObject({ identityStanding: 'rejected', kycRejectionReason: '画像が不鮮明です', completeness: { identity: false }, profileComplete: false });
    await setStatus('verified');
    expect(await profile()).toMatchObject({ identityStanding: 'verified', completeness: { basic: true, identity: true, bank: true }, profileComplete: true });
  });

  it('normalises full-width digits and half-width or hiragana holder names', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/host/profile/bank',
      payload: { ...bank, bankCode: null, branchCode: null, accountNumber: '７６５４３２１', accountHolder: 'ｻﾄｳ ﾊﾅｺ' },
      ...as(hostB.cookie),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ accountNumber: '****321', accountHolder: 'サトウ ハナコ' });
    const hira = await t.app.inject({ method: 'PUT', url: '/api/host/profile/bank', payload: { ...bank, accountHolder: 'さとう はなこ' }, ...as(hostB.cookie) });
    expect(hira.json().accountHolder).toBe('サトウ ハナコ');
  });

  it.each([
    [{ accountNumber: '123456' }, 'accountNumber', '口座番号は7桁の数字で入力してください'],
    [{ accountNumber: '12345678' }, 'accountNumber', '口座番号は7桁の数字で入力してください'],
    [{ accountNumber: '12a4567' }, 'accountNumber', '口座番号は7桁の数字で入力してください'],
    [{ accountHolder: 'Sato Hanako' }, 'accountHolder', '口座名義はカタカナで入力してください'],
    [{ accountHolder: '佐藤花子' }, 'accountHolder', '口座名義はカタカナで入力してください'],
    [{ accountType: '貯蓄' }, 'accountType', '口座種別を選択してください'],
    [{ bankName: '' }, 'bankName', undefined],
    [{ branchName: '' }, 'branchName', undefined],
    [{ bankCode: '9999' }, 'bankCode', undefined],
    [{ branchCode: '999' }, 'branchCode', undefined],
    [{ bankName: '三菱UFJ' }, 'bankName', undefined],
    [{ branchName: '新宿' }, 'branchName', undefined],
  ])('refuses %o naming %s', async (change, field, message) => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/host/profile/bank', payload: { ...bank, ...change }, ...as(hostB.cookie) });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
    if (message) expect(res.json().message).toBe(message);
  });

  it('accepts the bank name with its suffix (みずほ銀行 / 本店)', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/host/profile/bank', payload: { ...bank, bankName: 'みずほ銀行' }, ...as(hostB.cookie) });
    expect(res.statusCode).toBe(200);
  });
});

describe('the profile image', () => {
  it('stores a 400×400 WebP without metadata and sets the avatars', async () => {
    const body = multipart([{ field: 'profileImage', name: 'me.png', type: 'image/png', bytes: await png('#963', 900, 600) }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/host/profile/image', payload: body.payload, headers: { ...body.headers, cookie: hostA.cookie } });
    expect(res.statusCode).toBe(200);
    const { imageUrl } = res.json();
    expect(imageUrl).toMatch(/^\/uploads\/avatars\/[0-9a-f-]+\.webp$/);
    const file = await t.app.inject({ url: imageUrl });
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 400, 400, undefined]);
    const [user] = await t.db.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, hostA.user.id));
    expect(user.avatarUrl).toBe(imageUrl);
    expect((await t.app.inject({ url: '/api/host/profile', ...as(hostA.cookie) })).json().profileImageUrl).toBe(imageUrl);
  });

  it('refuses non-image bytes with an image name (415) and over 5 MB (413)', async () => {
    const fake = multipart([{ field: 'profileImage', name: 'me.jpg', type: 'image/jpeg', bytes: Buffer.from('%PDF-1.4 not an image') }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/host/profile/image', payload: fake.payload, headers: { ...fake.headers, cookie: hostA.cookie } });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ message: '画像ファイルを選択してください', field: 'profileImage' });
    const big = multipart([{ field: 'profileImage', name: 'me.png', type: 'image/png', bytes: Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]) }]);
    const tooLarge = await t.app.inject({ method: 'POST', url: '/api/host/profile/image', payload: big.payload, headers: { ...big.headers, cookie: hostA.cookie } });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('画像ファイルは5MB以下にしてください');
  });
});

describe('public lookups', () => {
  it('finds the address of a postal code, with or without hyphen', async () => {
    for (const code of ['6050073', '605-0073']) {
      const res = await t.app.inject({ url: `/api/postal-codes/${code}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.json()).toEqual([{ postalCode: '605-0073', prefecture: '京都府', city: '京都市東山区', town: '祇園町北側' }]);
    }
    const generic = await t.app.inject({ url: '/api/postal-codes/1000000' });
    expect(generic.json()[0]).toMatchObject({ prefecture: '東京都', city: '千代田区', town: '' });
  });

  it('answers 400 for a malformed code and 404 for an unknown one', async () => {
    for (const code of ['12345', '12345678', 'abc-defg']) {
      const res = await t.app.inject({ url: `/api/postal-codes/${code}` });
      expect(res.statusCode, code).toBe(400);
      expect(res.json().message).toBe('郵便番号の形式が正しくありません（例：123-4567）');
    }
    const unknown = await t.app.inject({ url: '/api/postal-codes/0000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('該当する住所が見つかりません');
  });

  it('finds banks by name, kana or code and the branches of a bank', async () => {
    for (const q of ['みずほ', 'ミズホ', 'ﾐｽﾞﾎ', '0001']) {
      const res = await t.app.inject({ url: `/api/banks?q=${encodeURIComponent(q)}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()[0], q).toEqual({ code: '0001', name: 'みずほ', kana: 'ミズホ' });
    }
    expect((await t.app.inject({ url: '/api/banks?q=' })).json()).toHaveLength(20);
    const branches = await t.app.inject({ url: `/api/banks/0001/branches?q=${encodeURIComponent('ほんてん')}` });
    expect(branches.json()).toContainEqual({ code: '100', name: '本店', kana: 'ホンテン' });
    expect((await t.app.inject({ url: '/api/banks/0001/branches' })).json()).toHaveLength(30);
    expect((await t.app.inject({ url: '/api/banks/9999/branches' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/banks/abc/branches' })).statusCode).toBe(400);
  });
});
