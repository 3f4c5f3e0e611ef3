import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillPropertySearchText } from '@/db/property-search-text';
import { properties } from '@/db/schema';
import { KANA_FOLD_FROM, normalizeListSearch } from '@/domain/list-search';
import { rowsOf } from './lib/sql-rows';
import { insertProperty } from './testing/fixtures';
import { adminToken, createTestApp, registerHost, type TestApp } from './testing/test-app';

/**
 * Every search treats hiragana and katakana alike (docs/product/people.md): the database's search_fold is
 * the needle's rule; city readings find houses as prefecture readings do; a prefecture's name matches
 * whole in every house list.
 */
let t: TestApp;
let token: string;
let host: { user: { id: string }; cookie: string };
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  token = await adminToken(t);
  host = await registerHost(t.app);
  ids.yanagawa = await insertProperty(t.db, null, { hostId: host.user.id, title: '掘割の宿', prefecture: '福岡県', city: '柳川市' });
  ids.tokyo = await insertProperty(t.db, null, { hostId: host.user.id, title: '下町の長屋', prefecture: '東京都', city: '台東区' });
  ids.kyoto = await insertProperty(t.db, null, { hostId: host.user.id, title: '町家の宿', prefecture: '京都府', city: '京都市東山区' });
});
afterAll(async () => {
  await t?.close();
});

describe('search_fold', () => {
  it('folds every kana, width and case as the needle is normalised', async () => {
    const samples = [KANA_FOLD_FROM, 'ｵｶﾀﾞ ﾂﾑｷﾞ', 'ＹＡＭＡＤＡ 山田', 'ヷヸヹヺー・'];
    for (const text of samples) {
      const [row] = rowsOf<{ folded: string }>(await t.db.execute(sql`select search_fold(${text}) as folded`));
      expect(row.folded, text).toBe(normalizeListSearch(text));
    }
  });
});

describe('houses', () => {
  const guestSearch = async (destination: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/properties-with-booking-status?destination=${encodeURIComponent(destination)}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { id: string }[]).map((p) => p.id).sort();
  };

  it('finds a house by its city reading, in hiragana or katakana (やながわ finds 柳川)', async () => {
    for (const q of ['やながわ', 'ヤナガワ', 'ﾔﾅｶﾞﾜ', '柳川']) expect(await guestSearch(q), q).toEqual([ids.yanagawa]);
  });

  it("matches a prefecture's name whole in the host's and the back office's lists: 京都 never finds 東京都", async () => {
    for (const q of ['京都', '京都府', 'きょうと']) {
      const own = await t.app.inject({ method: 'GET', url: `/api/host/properties?q=${encodeURIComponent(q)}`, headers: { cookie: host.cookie } });
      expect((own.json() as { id: string }[]).map((p) => p.id), q).toEqual([ids.kyoto]);
      const admin = await t.app.inject({ method: 'GET', url: `/api/admin/properties?q=${encodeURIComponent(q)}`, headers: { authorization: `Bearer ${token}` } });
      expect((admin.json() as { id: string }[]).map((p) => p.id), q).toEqual([ids.kyoto]);
    }
    expect(await guestSearch('京都')).toEqual([ids.kyoto]);
  });

  it('writes again at start a search text that a migration emptied, with the city reading', async () => {
    await t.db.update(properties).set({ searchText: '' }).where(eq(properties.id, ids.yanagawa));
    expect(await backfillPropertySearchText(t.db)).toBe(1);
    expect(await guestSearch('やながわ')).toEqual([ids.yanagawa]);
  });
});
