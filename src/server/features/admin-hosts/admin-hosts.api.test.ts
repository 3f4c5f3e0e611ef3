import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAccounts, adminSessions, auditLogs, emailOutbox, hostProfiles, notifications, properties, users } from '@/db/schema';
import { insertCatalog, insertProperty, type Catalog } from '../../testing/fixtures';
import { multipart } from '../../testing/multipart';
import { adminToken, createTestApp, registerHost, signUpGuest, uniqueEmail, type TestApp } from '../../testing/test-app';

let t: TestApp;
let token: string;
let catalog: Catalog;
const bearer = (value = token) => ({ authorization: `Bearer ${value}` });
const png = (color = '#c33') => sharp({ create: { width: 120, height: 80, channels: 3, background: color } }).png().toBuffer();

async function uploadId(cookie: string, side: 'front' | 'back' = 'front') {
  const body = multipart([
    { field: 'side', value: side },
    { field: 'idImage', name: `${side}.png`, type: 'image/png', bytes: await png() },
  ]);
  const res = await t.app.inject({ method: 'POST', url: '/api/host/profile/id-document', payload: body.payload, headers: { ...body.headers, cookie } });
  expect(res.statusCode, res.body).toBe(200);
}

async function submitIdentity(cookie: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/host/profile/identity',
    headers: { cookie },
    payload: { idType: 'driver_license', frontImageUrl: '/api/host/profile/id-document/front', backImageUrl: null, uploadDate: new Date().toISOString(), verificationStatus: 'pending' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const list = async (path: string, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `${path}${query}`, headers: bearer() });
  expect(res.statusCode, res.body).toBe(200);
  return {
    items: res.json() as Record<string, unknown>[],
    total: Number(res.headers['x-total-count']),
    counts: JSON.parse(String(res.headers['x-list-counts'])) as Record<string, number>,
  };
};
const post = (url: string, payload?: unknown, auth = bearer()) => t.app.inject({ method: 'POST', url, headers: auth, ...(payload ? { payload } : {}) });

let waiting: Awaited<ReturnType<typeof registerHost>>;
let kana: Awaited<ReturnType<typeof registerHost>>;
let plain: Awaited<ReturnType<typeof registerHost>>;

beforeAll(async () => {
  t = await createTestApp();
  token = await adminToken(t);
  catalog = await insertCatalog(t.db);
  waiting = await registerHost(t.app, { fullName: '審査 待子', email: uniqueEmail('waiting') });
  kana = await registerHost(t.app, { fullName: 'ヤマモト ケン', email: uniqueEmail('Yamamoto') });
  plain = await registerHost(t.app, { fullName: '書類 なし' });
  await t.db.update(hostProfiles).set({ location: '京都府南丹市', prefecture: '京都府', city: '南丹市' }).where(eq(hostProfiles.userId, kana.user.id));
  await uploadId(waiting.cookie);
  await submitIdentity(waiting.cookie);
  // kana is verified and has two published houses with reviews (4.0 × 1 and 5.0 × 3 → 4.75) and a deleted one.
  await t.db.update(hostProfiles).set({ kycStatus: 'verified', verificationStatus: 'verified' }).where(eq(hostProfiles.userId, kana.user.id));
  const a = await insertProperty(t.db, catalog, { hostId: kana.user.id, title: '評価の家A' });
  const b = await insertProperty(t.db, catalog, { hostId: kana.user.id, title: '評価の家B' });
  const gone = await insertProperty(t.db, catalog, { hostId: kana.user.id, title: '削除された家' });
  await t.db.update(properties).set({ deletedAt: new Date(), status: 'private' }).where(eq(properties.id, gone));
  await t.db.update(properties).set({ ratingAverage: '4.00', reviewCount: 1 }).where(eq(properties.id, a));
  await t.db.update(properties).set({ ratingAverage: '5.00', reviewCount: 3 }).where(eq(properties.id, b));
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/admin/hosts', () => {
  it("answers the seed's host shape with the real rating and house count, and the counters in x-list-counts", async () => {
    const { items, total, counts } = await list('/api/admin/hosts');
    expect(total).toBe(3);
    expect(counts).toEqual({ total: 3, verified: 1, pending: 2, rejected: 0, averageRating: 4.75 });
    const host = items.find((h) => h.id === kana.user.id);
    expect(host).toEqual({
      id: kana.user.id,
      fullName: 'ヤマモト ケン',
      fullNameKana: null,
      displayName: expect.any(String),
      email: kana.user.email,
      phone: '090-1234-5678',
      location: '京都府南丹市',
      profileImageUrl: null,
      hostRating: 4.75,
      responseRate: null,
      kycStatus: 'verified',
      propertyCount: 2,
      createdAt: expect.any(String),
    });
    // Newest first.
    expect(items.map((h) => h.id)).toEqual([plain.user.id, kana.user.id, waiting.user.id]);
  });

  it('searches name, e-mail or location (NFKC, any case), filters by identity status, and pages', async () => {
    expect((await list('/api/admin/hosts', `?q=${encodeURIComponent('ﾔﾏﾓﾄ')}`)).items.map((h) => h.id)).toEqual([kana.user.id]);
    expect((await list('/api/admin/hosts', '?q=YAMAMOTO')).items.map((h) => h.id)).toEqual([kana.user.id]);
    expect((await list('/api/admin/hosts', `?q=${encodeURIComponent('南丹')}`)).items.map((h) => h.id)).toEqual([kana.user.id]);
    expect((await list('/api/admin/hosts', '?q=%25')).total).toBe(0);
    expect((await list('/api/admin/hosts', '?kyc=verified')).items.map((h) => h.id)).toEqual([kana.user.id]);
    expect((await list('/api/admin/hosts', '?kyc=pending')).total).toBe(2);
    expect((await list('/api/admin/hosts', '?kyc=all&sort=oldest&pageSize=1&page=2')).items.map((h) => h.id)).toEqual([kana.user.id]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/hosts?kyc=maybe', headers: bearer() });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('kyc');
  });
});

describe('ホスト承認', () => {
  it('lists only the hosts whose identity waits (pending with a front image), and the sidebar badge counts the same', async () => {
    const approvals = await list('/api/admin/host-approvals');
    expect(approvals.items.map((h) => h.id)).toEqual([waiting.user.id]);
    expect(approvals.counts).toEqual({ waiting: 1 });
    expect(approvals.items[0]).toMatchObject({ idType: 'driver_license', hasBackImage: false, uploadDate: expect.any(String) });
    const stats = (await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: bearer() })).json();
    expect(stats.pendingHostApprovals).toBe(1);
  });

  it("shows the host's details with the admin's image addresses; the images are served no-store to admins (and the host), never to others", async () => {
    const detail = (await t.app.inject({ method: 'GET', url: `/api/admin/hosts/${waiting.user.id}`, headers: bearer() })).json();
    expect(detail).toMatchObject({
      id: waiting.user.id,
      kycStatus: 'pending',
      frontImageUrl: `/api/admin/hosts/${waiting.user.id}/id-document/front`,
      backImageUrl: null,
      canVerify: true,
      canReject: true,
      properties: [],
    });
    const image = await t.app.inject({ method: 'GET', url: detail.frontImageUrl, headers: bearer() });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('no-store');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(120);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/hosts/${waiting.user.id}/id-document/back`, headers: bearer() })).statusCode).toBe(404);
    // The host themself sees it through their own address; anyone else is refused at the area's gate.
    expect((await t.app.inject({ method: 'GET', url: '/api/host/profile/id-document/front', headers: { cookie: waiting.cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: detail.frontImageUrl, headers: { cookie: kana.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: detail.frontImageUrl })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/hosts/00000000-0000-4000-8000-000000000000', headers: bearer() })).statusCode).toBe(404);
  });

  it('rejects with a required reason: audited, e-mailed, shown to the host; verifying the same document again is refused', async () => {
    const noReason = await post(`/api/admin/hosts/${waiting.user.id}/reject`, { reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ field: 'reason', message: '却下の理由を入力してください' });

    const res = await post(`/api/admin/hosts/${waiting.user.id}/reject`, { reason: '画像が不鮮明で氏名が読み取れません' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ kycStatus: 'rejected', kycRejectionReason: '画像が不鮮明で氏名が読み取れません', canVerify: false, canReject: false });
    const [row] = await t.db.select().from(hostProfiles).where(eq(hostProfiles.userId, waiting.user.id));
    expect([row.kycStatus, row.verificationStatus]).toEqual(['rejected', 'rejected']);

    const own = (await t.app.inject({ method: 'GET', url: '/api/host/profile', headers: { cookie: waiting.cookie } })).json();
    expect(own).toMatchObject({ kycStatus: 'rejected', kycRejectionReason: '画像が不鮮明で氏名が読み取れません' });

    const [mail] = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'identity_rejected'), eq(emailOutbox.userId, waiting.user.id)));
    expect(mail.toAddress).toBe(waiting.user.email);
    expect(mail.textContent).toContain('理由: 画像が不鮮明で氏名が読み取れません');
    const bell = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: waiting.cookie } })).json();
    expect(bell.items[0]).toMatchObject({ title: '本人確認書類を再提出してください', body: '画像が不鮮明で氏名が読み取れません', link: '/host/profile', isRead: false });

    const [trail] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entityId, waiting.user.id), eq(auditLogs.action, 'reject_identity')));
    expect(trail).toMatchObject({
      entityType: 'host_profile',
      oldValues: { kycStatus: 'pending', verificationStatus: 'pending', kycRejectionReason: null },
      newValues: { kycStatus: 'rejected', verificationStatus: 'rejected', kycRejectionReason: '画像が不鮮明で氏名が読み取れません', idVerified: false },
    });

    // Verifying the rejected document through the back door is refused; the list no longer shows the host.
    const wrongPath = await post(`/api/admin/hosts/${waiting.user.id}/verify`);
    expect(wrongPath.statusCode).toBe(409);
    expect(wrongPath.json().message).toContain('再提出');
    expect(await post(`/api/admin/hosts/${waiting.user.id}/reject`, { reason: 'もう一度' }).then((r) => r.statusCode)).toBe(409);
    expect((await list('/api/admin/host-approvals')).total).toBe(0);
  });

  it('verifies a document uploaded after the rejection: both statuses and idVerified move, audited and e-mailed; a second verify is 409', async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    await uploadId(waiting.cookie);
    const res = await post(`/api/admin/hosts/${waiting.user.id}/verify`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ kycStatus: 'verified', kycRejectionReason: null, kycReviewedAt: expect.any(String), canVerify: false });
    const [row] = await t.db.select().from(hostProfiles).where(eq(hostProfiles.userId, waiting.user.id));
    expect([row.kycStatus, row.verificationStatus, row.kycRejectionReason]).toEqual(['verified', 'verified', null]);
    const [user] = await t.db.select({ idVerified: users.idVerified }).from(users).where(eq(users.id, waiting.user.id));
    expect(user.idVerified).toBe(true);

    const [trail] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entityId, waiting.user.id), eq(auditLogs.action, 'verify_identity')));
    expect(trail).toMatchObject({ oldValues: { kycStatus: 'rejected', idVerified: false }, newValues: { kycStatus: 'verified', verificationStatus: 'verified', idVerified: true } });
    const mails = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'identity_verified'), eq(emailOutbox.userId, waiting.user.id)));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('【古民家ステイ】本人確認が完了しました');
    const verifiedNotices = await t.db.select().from(notifications).where(and(eq(notifications.kind, 'identity_verified'), eq(notifications.userId, waiting.user.id)));
    expect(verifiedNotices.map((n) => n.title)).toEqual(['本人確認が完了しました']);

    const again = await post(`/api/admin/hosts/${waiting.user.id}/verify`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('このホストはすでに本人確認済みです');
  });

  it('refuses to verify a host who uploaded nothing', async () => {
    const res = await post(`/api/admin/hosts/${plain.user.id}/verify`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('身分証明書の表面の画像がまだ提出されていません');
  });
});

describe('who may call the hosts API', () => {
  const calls = () => [
    { method: 'GET' as const, url: '/api/admin/hosts' },
    { method: 'GET' as const, url: '/api/admin/host-approvals' },
    { method: 'GET' as const, url: `/api/admin/hosts/${plain.user.id}` },
    { method: 'GET' as const, url: `/api/admin/hosts/${plain.user.id}/id-document/front` },
    { method: 'POST' as const, url: `/api/admin/hosts/${plain.user.id}/verify` },
    { method: 'POST' as const, url: `/api/admin/hosts/${plain.user.id}/reject`, payload: { reason: '理由' } },
  ];

  it('refuses no token (401), a guest or host session (403), an expired or disabled admin (401)', async () => {
    const guest = await signUpGuest(t.app);
    const expiredEmail = uniqueEmail('expired');
    const expired = await adminToken(t, expiredEmail);
    const [expiredAdmin] = await t.db.select({ id: adminAccounts.id }).from(adminAccounts).where(eq(adminAccounts.email, expiredEmail));
    await t.db.update(adminSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(adminSessions.adminId, expiredAdmin.id));
    const disabledEmail = uniqueEmail('disabled');
    const disabled = await adminToken(t, disabledEmail);
    await t.db.update(adminAccounts).set({ isActive: false }).where(eq(adminAccounts.email, disabledEmail));
    for (const call of calls()) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
      expect((await t.app.inject({ ...call, headers: { cookie: guest.cookie } })).statusCode, call.url).toBe(403);
      expect((await t.app.inject({ ...call, headers: { cookie: kana.cookie } })).statusCode, call.url).toBe(403);
      expect((await t.app.inject({ ...call, headers: bearer(expired) })).statusCode, call.url).toBe(401);
      expect((await t.app.inject({ ...call, headers: bearer(disabled) })).statusCode, call.url).toBe(401);
    }
    const [row] = await t.db.select().from(hostProfiles).where(eq(hostProfiles.userId, plain.user.id));
    expect(row.kycStatus).toBe('pending');
  });
});
