import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, legalDocumentVersions } from '@/db/schema';
import { addDays, japanDate } from '@/domain/japan-date';
import { expectAdminOnly } from '../../testing/admin-refusals';
import { adminToken, createTestApp, type TestApp } from '../../testing/test-app';
import { createTestWebDist } from '../../testing/web-dist';

/** The site's legal pages (docs/product/legal-pages.md): public, server-rendered, edited in the back office with an audit record. */
const OPERATOR_ENV = {
  OPERATOR_NAME: '株式会社山里トラベル',
  OPERATOR_REPRESENTATIVE: '山里 一郎',
  OPERATOR_POSTAL_CODE: '604-8005',
  OPERATOR_ADDRESS: '京都府京都市中京区恵比須町1-1',
  OPERATOR_PHONE: '075-000-0000',
  OPERATOR_EMAIL: 'legal@yamazato.example',
  OPERATOR_INTERMEDIARY_REGISTRATION: '観光庁長官（01）第0123号',
  OPERATOR_TRAVEL_AGENCY_REGISTRATION: 'none',
};

let t: TestApp;
let dist: ReturnType<typeof createTestWebDist>;
let token: string;
const bearer = () => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  dist = createTestWebDist();
  t = await createTestApp(OPERATOR_ENV, { webDistDir: dist.dir });
  token = await adminToken(t);
});
afterAll(async () => {
  await t?.close();
  dist.remove();
});

/** The page as a visitor's browser gets it: its status and its text without tags. */
async function visit(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, text: res.body.replace(/<[^>]+>/g, '') };
}

describe('the legal pages', () => {
  it('answer 200 at their addresses on a database without any version, with their title, the date of the version in force and the configured operator', async () => {
    for (const [url, title, item] of [
      ['/terms', '利用規約', '第1条（本サービスの内容と当社の立場）'],
      ['/privacy', 'プライバシーポリシー', '開示、訂正、利用停止、削除のご請求'],
      ['/tokushoho', '特定商取引法に基づく表記', '運営統括責任者'],
    ] as const) {
      const page = await visit(url);
      expect(page.status, url).toBe(200);
      expect(page.text, url).toContain(`<title>${title} | 古民家ステイ</title>`.replace(/<[^>]+>/g, ''));
      expect(page.text, url).toContain(title);
      expect(page.text, url).toContain('最終改定日 2026年11月29日');
      expect(page.text, url).toContain(item);
      expect(page.text, url).toContain('株式会社山里トラベル');
      expect(page.text, url).toContain('観光庁長官（01）第0123号');
      expect(page.text, url).not.toContain('{{');
      expect(page.text, url).not.toContain('デモ用の表示です');
    }
  });

  it("says what personal data is kept and for how long: the guest registry's 3 years and the tax records' 7 years", async () => {
    const privacy = (await t.app.inject({ method: 'GET', url: '/api/legal/privacy' })).json() as { body: string };
    expect(privacy.body).toContain('チェックアウトから3年');
    expect(privacy.body).toContain('確定申告書の提出期限から7年');
    expect(privacy.body).toContain('legal@yamazato.example');
  });

  it('shows the operator and its registration number in the footer of every guest page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/site-operator' })).json()).toMatchObject({ name: '株式会社山里トラベル', intermediaryRegistration: '観光庁長官（01）第0123号', travelAgencyRegistration: null, isDemo: false });
    const home = await visit('/about-kominka');
    expect(home.text).toContain('住宅宿泊仲介業 観光庁長官（01）第0123号');
    for (const title of ['利用規約', 'プライバシーポリシー', '特定商取引法に基づく表記']) expect(home.text).toContain(title);
  });

  it('refuses an unknown kind with a 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/legal/cookies' })).statusCode).toBe(400);
  });
});

describe('規約・ポリシー (back office)', () => {
  it('publishes a new version: the public page shows it with its date, the audit log keeps the change, the versions stay', async () => {
    const today = japanDate();
    const body = '## 第1条（目的）\n\n{{operatorName}}は、新しい規約を定めます。<script>alert(1)</script>';
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/legal-documents/terms/versions', headers: bearer(), payload: { body, effectiveDate: today } });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json() as { current: { effectiveDate: string; builtIn: boolean }; versionCount: number };
    expect(answer.current).toMatchObject({ effectiveDate: today, builtIn: false });
    expect(answer.versionCount).toBe(1);
    const versions = await t.app.inject({ method: 'GET', url: '/api/admin/legal-documents/terms/versions', headers: bearer() });
    expect(versions.headers['x-total-count']).toBe('1');
    expect((versions.json() as { state: string; adminName: string | null }[]).map((v) => v.state)).toEqual(['current']);

    const page = await t.app.inject({ method: 'GET', url: '/terms' });
    expect(page.statusCode).toBe(200);
    // Markdown without HTML: what an admin writes as a tag never reaches the page as markup.
    expect(page.body).not.toContain('<script>alert(1)</script>');
    const text = page.body.replace(/<[^>]+>/g, '');
    expect(text).toContain('株式会社山里トラベルは、新しい規約を定めます。');
    const [y, m, d] = today.split('-').map(Number);
    expect(text).toContain(`最終改定日 ${y}年${m}月${d}日`);
    expect(text).not.toContain('第1条（本サービスの内容と当社の立場）');

    const [trail] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entityType, 'legal_document'), eq(auditLogs.entityId, 'terms')));
    expect(trail).toMatchObject({ action: 'publish_version', newValues: { effectiveDate: today, body }, oldValues: { effectiveDate: '2026-11-29' } });
    expect(String((trail.oldValues as { body: string }).body)).toContain('第1条（本サービスの内容と当社の立場）');
  });

  it('keeps a version with a later day as scheduled: the page shows the one in force until then', async () => {
    const later = addDays(japanDate(), 10);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/legal-documents/privacy/versions', headers: bearer(), payload: { body: '来月からの新しいポリシー', effectiveDate: later } });
    expect(res.statusCode, res.body).toBe(201);
    const versions = await t.app.inject({ method: 'GET', url: '/api/admin/legal-documents/privacy/versions', headers: bearer() });
    expect((versions.json() as { state: string }[]).map((v) => v.state)).toEqual(['scheduled']);
    const privacy = (await t.app.inject({ method: 'GET', url: '/api/legal/privacy' })).json() as { body: string; effectiveDate: string };
    expect(privacy.effectiveDate).toBe('2026-11-29');
    expect(privacy.body).not.toContain('来月からの新しいポリシー');
    expect(await t.db.select().from(legalDocumentVersions).where(eq(legalDocumentVersions.kind, 'privacy'))).toHaveLength(1);
  });

  it('pages the versions on the server, newest first, with the total in x-total-count', async () => {
    const start = addDays(japanDate(), 100);
    for (let i = 0; i < 23; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/legal-documents/tokushoho/versions', headers: bearer(), payload: { body: `版${i + 1}`, effectiveDate: addDays(start, i) } });
      expect(res.statusCode, res.body).toBe(201);
    }
    const first = await t.app.inject({ method: 'GET', url: '/api/admin/legal-documents/tokushoho/versions?page=1&pageSize=20', headers: bearer() });
    expect(first.headers['x-total-count']).toBe('23');
    const firstItems = first.json() as { body: string; effectiveDate: string }[];
    expect(firstItems).toHaveLength(20);
    expect(firstItems[0]).toMatchObject({ body: '版23', effectiveDate: addDays(start, 22) });
    const second = (await t.app.inject({ method: 'GET', url: '/api/admin/legal-documents/tokushoho/versions?page=2&pageSize=20', headers: bearer() })).json() as { body: string }[];
    expect(second.map((v) => v.body)).toEqual(['版3', '版2', '版1']);
    const refused = await t.app.inject({ method: 'GET', url: '/api/admin/legal-documents/tokushoho/versions?page=0', headers: bearer() });
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as { message: string }).message).toBe('ページは1以上の整数で指定してください');
  });

  it('refuses an empty text and a day already past with a Japanese 400 naming the field, and stores nothing', async () => {
    const before = (await t.db.select().from(legalDocumentVersions)).length;
    for (const [payload, field, message] of [
      [{ body: '   ', effectiveDate: japanDate() }, 'body', '本文を入力してください'],
      [{ body: '本文', effectiveDate: addDays(japanDate(), -1) }, 'effectiveDate', '施行日は今日以降の日付にしてください'],
      [{ body: '本文', effectiveDate: '2026-02-30' }, 'effectiveDate', undefined],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/legal-documents/tokushoho/versions', headers: bearer(), payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().field).toBe(field);
      if (message) expect(res.json().message).toContain(message);
    }
    expect(await t.db.select().from(legalDocumentVersions)).toHaveLength(before);
  });

  it('is for admins only', async () => {
    await expectAdminOnly(t, [
      { method: 'GET', url: '/api/admin/legal-documents/terms' },
      { method: 'POST', url: '/api/admin/legal-documents/terms/versions', payload: { body: '乗っ取り', effectiveDate: japanDate() } },
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/legal/terms' })).json().body).not.toContain('乗っ取り');
  });
});
