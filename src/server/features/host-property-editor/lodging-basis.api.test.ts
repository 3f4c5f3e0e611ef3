import { eq } from 'drizzle-orm';
import { PDFDocument, PDFName } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyApproval } from '@/contract/admin-properties';
import type { HostPropertyEditor } from '@/contract/host-property-editor';
import type { PropertyDetail, PropertyListItem } from '@/contract/properties';
import { hostProfiles, properties } from '@/db/schema';
import { insertCatalog, insertProperty, type Catalog } from '../../testing/fixtures';
import { multipart } from '../../testing/multipart';
import { adminToken, createTestApp, registerHost, signUpGuest, type TestApp } from '../../testing/test-app';

/**
 * A house's legal basis (営業の根拠) end to end: the review's gate, the private document, the admin's
 * verification, the house page's line and the search's filter (docs/product/hosts-and-houses.md).
 */
let t: TestApp;
let catalog: Catalog;
let host: { user: { id: string }; cookie: string };
let otherHost: { user: { id: string }; cookie: string };
let guestCookie: string;
let token: string;

/** A one-page PDF as an office program writes it: who made it, with what, and an XMP packet. */
async function pdfWithMetadata(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText('Permit 2024-123', { x: 50, y: 780, size: 18 });
  doc.setAuthor('Yamada Taro (private)');
  doc.setCreator('ScanApp Serial SN-99887766');
  doc.setProducer('OfficeSuite 9.1');
  doc.setTitle('permit-scan-home-address');
  const xmp = doc.context.stream('<x:xmpmeta><rdf:Description>GPS 35.0116,135.7681</rdf:Description></x:xmpmeta>', { Type: 'Metadata', Subtype: 'XML' });
  doc.catalog.set(PDFName.of('Metadata'), doc.context.register(xmp));
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

beforeAll(async () => {
  t = await createTestApp();
  catalog = await insertCatalog(t.db);
  host = await registerHost(t.app);
  otherHost = await registerHost(t.app);
  guestCookie = (await signUpGuest(t.app)).cookie;
  token = await adminToken(t);
  await t.db.update(hostProfiles).set({ kycStatus: 'verified', verificationStatus: 'verified' }).where(eq(hostProfiles.userId, host.user.id));
});
afterAll(async () => {
  await t?.close();
});

const asHost = (cookie = host.cookie) => ({ cookie });
const asAdmin = () => ({ authorization: `Bearer ${token}` });
const put = (id: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: `/api/host/properties/${id}`, headers: asHost(), payload });
const editor = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/host/properties/${id}`, headers: asHost() })).json() as HostPropertyEditor;

async function uploadDocument(id: string, file: { name: string; type: string; bytes: Buffer }, cookie = host.cookie) {
  const { payload, headers } = multipart([{ field: 'document', ...file }]);
  return t.app.inject({ method: 'POST', url: `/api/host/properties/${id}/lodging-document`, headers: { ...headers, cookie }, payload });
}

/** A complete draft of the verified host, without a legal basis. */
const draftWithoutBasis = (title: string) =>
  insertProperty(t.db, catalog, { hostId: host.user.id, status: 'draft', title, photos: { count: 3, cover: 0 }, lodging: null });

describe('the review gate', () => {
  it('refuses to submit a house without its basis, naming the basis and the document in the list', async () => {
    const id = await draftWithoutBasis('根拠のない町家');
    const res = await t.app.inject({ method: 'POST', url: `/api/host/properties/${id}/submit`, headers: asHost() });
    expect(res.statusCode).toBe(409);
    expect(res.json().missing).toEqual([
      { item: 'lodgingBasis', label: '営業の根拠（法令）を選び、届出番号・許可番号などを入力してください' },
      { item: 'lodgingDocument', label: '営業の根拠を証明する書類（届出受理通知書・営業許可証など）をアップロードしてください' },
    ]);
    expect(res.json().message).toContain('営業の根拠');

    // 旅館業 needs the permit's date and health centre besides its number.
    expect((await put(id, { lodgingRegime: 'ryokan', lodgingPermitNumber: '京都市指令保医セ第123号' })).statusCode).toBe(200);
    expect((await editor(id)).missing).toEqual(['lodgingBasis', 'lodgingDocument']);
    const future = await put(id, { lodgingPermitDate: `${new Date().getFullYear() + 1}-01-01` });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ field: 'lodgingPermitDate', message: '許可日に未来の日付は入力できません' });
    expect((await put(id, { lodgingPermitDate: '2024-04-01', lodgingHealthCentre: '京都市保健所' })).statusCode).toBe(200);
    expect((await uploadDocument(id, { name: 'permit.pdf', type: 'application/pdf', bytes: await pdfWithMetadata() })).statusCode).toBe(200);
    expect((await editor(id)).missing).toEqual([]);
    const submitted = await t.app.inject({ method: 'POST', url: `/api/host/properties/${id}/submit`, headers: asHost() });
    expect(submitted.statusCode, submitted.body).toBe(200);
  });

  it('refuses a file that is neither an image nor a PDF, by its bytes', async () => {
    const id = await draftWithoutBasis('書類を間違えた家');
    const res = await uploadDocument(id, { name: 'notice.pdf', type: 'application/pdf', bytes: Buffer.from('just text, not a PDF') });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ field: 'document', message: '書類は画像（JPEG・PNG・WebP）またはPDFでアップロードしてください' });
    expect((await editor(id)).lodgingDocument).toBeNull();
  });
});

describe('the private document', () => {
  it("keeps a PDF's pages without its metadata, and refuses a PDF it cannot read", async () => {
    const id = await draftWithoutBasis('書類の情報を消す家');
    const original = await pdfWithMetadata();
    const before = await PDFDocument.load(original, { updateMetadata: false });
    expect([before.getAuthor(), before.getCreator(), before.getProducer()]).toEqual(['Yamada Taro (private)', 'ScanApp Serial SN-99887766', 'OfficeSuite 9.1']);
    expect(original.toString('latin1')).toContain('GPS 35.0116');
    const stored = await uploadDocument(id, { name: 'permit.pdf', type: 'application/pdf', bytes: original });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json()).toMatchObject({ contentType: 'application/pdf' });

    const served = await t.app.inject({ method: 'GET', url: `/api/host/properties/${id}/lodging-document`, headers: asHost() });
    expect(served.headers['content-type']).toBe('application/pdf');
    const text = served.rawPayload.toString('latin1');
    for (const trace of ['GPS 35.0116', '/Metadata', '/Info']) expect(text).not.toContain(trace);
    const reopened = await PDFDocument.load(served.rawPayload, { updateMetadata: false });
    expect(reopened.getPageCount()).toBe(1);
    expect([reopened.getAuthor(), reopened.getCreator(), reopened.getProducer(), reopened.getTitle()]).toEqual([undefined, undefined, undefined, undefined]);

    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64, 0x20)]);
    const refused = await uploadDocument(id, { name: 'broken.pdf', type: 'application/pdf', bytes: broken });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'document', message: 'PDFを読み込めませんでした。パスワードのかかっていないPDFか、画像でアップロードしてください' });
    // The document already kept stays.
    expect((await t.app.inject({ method: 'GET', url: `/api/host/properties/${id}/lodging-document`, headers: asHost() })).statusCode).toBe(200);
  });

  it('is served to the house host and admins only, never kept by a shared cache', async () => {
    const id = await draftWithoutBasis('書類を守る家');
    const png = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#eeeeee' } }).png().toBuffer();
    const stored = await uploadDocument(id, { name: 'notice.png', type: 'image/png', bytes: png });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json()).toEqual({ url: `/api/host/properties/${id}/lodging-document`, contentType: 'image/png' });

    const own = await t.app.inject({ method: 'GET', url: `/api/host/properties/${id}/lodging-document`, headers: asHost() });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toBe('private, no-store');

    const admin = await t.app.inject({ method: 'GET', url: `/api/admin/properties/${id}/lodging-document`, headers: asAdmin() });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['cache-control']).toBe('private, no-store');

    const another = await t.app.inject({ method: 'GET', url: `/api/host/properties/${id}/lodging-document`, headers: asHost(otherHost.cookie) });
    expect(another.statusCode).toBe(404);
    expect(another.json().message).toBe('書類が見つかりません');
    expect((await uploadDocument(id, { name: 'x.png', type: 'image/png', bytes: png }, otherHost.cookie)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/host/properties/${id}/lodging-document`, headers: { cookie: guestCookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/host/properties/${id}/lodging-document` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/properties/${id}/lodging-document`, headers: { cookie: host.cookie } })).statusCode).toBe(403);
    // Nothing of it is in the public file area.
    expect((await t.app.inject({ method: 'GET', url: `/uploads/lodging-documents/x.png` })).statusCode).toBe(404);
  });
});

describe('approval and the guest side', () => {
  it('shows the number beside the document in 物件承認; approving verifies the basis; a changed number needs verifying again', async () => {
    const id = await insertProperty(t.db, catalog, {
      hostId: host.user.id,
      status: 'draft',
      title: '根拠を確かめる宿',
      photos: { count: 3, cover: 0 },
      lodging: { lodgingRegime: 'tokku_minpaku', lodgingNotificationNumber: null, lodgingCertificateNumber: '大阪市指令大保環第19-7号' },
    });
    expect((await t.app.inject({ method: 'POST', url: `/api/host/properties/${id}/submit`, headers: asHost() })).statusCode).toBe(200);

    const approvals = await t.app.inject({ method: 'GET', url: '/api/admin/property-approvals?q=根拠を確かめる', headers: asAdmin() });
    const [item] = approvals.json() as PropertyApproval[];
    expect(item).toMatchObject({
      id,
      lodgingRegime: 'tokku_minpaku',
      lodgingNumber: '大阪市指令大保環第19-7号',
      lodgingBasisLine: '国家戦略特別区域法 認定番号 大阪市指令大保環第19-7号',
      lodgingDocument: { url: `/api/admin/properties/${id}/lodging-document`, contentType: 'image/png' },
      legalBasisStanding: 'unverified',
      legalBasisVerifiedAt: null,
    });

    const approved = await t.app.inject({ method: 'POST', url: `/api/admin/properties/${id}/approve`, headers: asAdmin() });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await editor(id)).legalBasisVerifiedAt).toEqual(expect.any(String));
    const [row] = await t.db.select({ by: properties.legalBasisVerifiedBy }).from(properties).where(eq(properties.id, id));
    expect(row.by).toEqual(expect.any(String));

    const page = (await t.app.inject({ method: 'GET', url: `/api/properties/${id}` })).json() as PropertyDetail;
    expect(page.lodgingBasisLine).toBe('国家戦略特別区域法 認定番号 大阪市指令大保環第19-7号');

    expect((await put(id, { lodgingCertificateNumber: '大阪市指令大保環第19-8号' })).statusCode).toBe(200);
    expect((await editor(id)).legalBasisVerifiedAt).toBeNull();
  });

  it('refuses to approve a house whose basis was emptied while it waited', async () => {
    const id = await insertProperty(t.db, catalog, { hostId: host.user.id, status: 'draft', title: '空になった根拠', photos: { count: 3, cover: 0 } });
    expect((await t.app.inject({ method: 'POST', url: `/api/host/properties/${id}/submit`, headers: asHost() })).statusCode).toBe(200);
    expect((await put(id, { lodgingNotificationNumber: '' })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/properties/${id}/approve`, headers: asAdmin() });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('営業の根拠');
  });

  it('filters the search by basis, and a house published before the basis was asked shows no line', async () => {
    const ryokan = await insertProperty(t.db, catalog, {
      hostId: host.user.id,
      title: '絞り込みの旅館',
      lodging: { lodgingRegime: 'ryokan', lodgingNotificationNumber: null, lodgingPermitNumber: '指令第5号', lodgingPermitDate: '2020-05-01', lodgingHealthCentre: '金沢市保健所' },
    });
    const minpaku = await insertProperty(t.db, catalog, { hostId: host.user.id, title: '絞り込みの民泊' });
    const older = await insertProperty(t.db, catalog, { hostId: host.user.id, title: '絞り込みの古い家', lodging: null });
    const search = async (query: string) =>
      ((await t.app.inject({ method: 'GET', url: `/api/properties-with-booking-status?destination=${encodeURIComponent('絞り込み')}${query}` })).json() as PropertyListItem[])
        .map((p) => p.id)
        .sort();
    expect(await search('')).toEqual([ryokan, minpaku, older].sort());
    expect(await search('&lodgingRegime=ryokan')).toEqual([ryokan]);
    expect(await search('&lodgingRegime=minpaku')).toEqual([minpaku]);
    expect(await search('&lodgingRegime=tokku_minpaku')).toEqual([]);
    const wrong = await t.app.inject({ method: 'GET', url: '/api/properties-with-booking-status?lodgingRegime=hotel' });
    expect(wrong.statusCode).toBe(400);

    const page = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/properties/${id}` })).json() as PropertyDetail;
    expect((await page(ryokan)).lodgingBasisLine).toBe('旅館業法 許可番号 指令第5号（金沢市保健所）');
    expect((await page(minpaku)).lodgingBasisLine).toBe('住宅宿泊事業法 届出番号 M260012345');
    expect(await page(older)).toMatchObject({ lodgingRegime: null, lodgingBasisLine: null });

    const list = await t.app.inject({ method: 'GET', url: `/api/admin/properties?q=${encodeURIComponent('絞り込みの古い家')}`, headers: asAdmin() });
    expect(list.json()[0]).toMatchObject({ id: older, lodgingRegime: null, legalBasisStanding: 'missing' });
  });
});
