import { describe, expect, it } from 'vitest';
import { fetchServerList, parseListCounts, parseTotalCount } from './server-list';

describe('parseListCounts', () => {
  it('reads a JSON object of numbers', () => {
    expect(parseListCounts('{"total":38,"verified":20,"unverified":18,"hosts":13}')).toEqual({ total: 38, verified: 20, unverified: 18, hosts: 13 });
  });

  it('answers null for a missing, malformed or non-numeric header', () => {
    for (const header of [null, '', 'nope', '[1,2]', '{"total":"38"}', 'null']) expect(parseListCounts(header)).toBeNull();
  });
});

describe('parseTotalCount', () => {
  it('reads a whole number, else falls back to the page length', () => {
    expect(parseTotalCount('1234', 20)).toBe(1234);
    expect(parseTotalCount(null, 7)).toBe(7);
    expect(parseTotalCount('', 7)).toBe(7);
    expect(parseTotalCount('-1', 7)).toBe(7);
    expect(parseTotalCount('1.5', 7)).toBe(7);
  });
});

describe('fetchServerList', () => {
  it('answers the body as items and the two headers as total and counts', async () => {
    const urls: string[] = [];
    const list = await fetchServerList<{ id: string }, { total: number }>(async (_method, url) => {
      urls.push(url);
      return new Response(JSON.stringify([{ id: 'a' }, { id: 'b' }]), {
        headers: { 'content-type': 'application/json', 'x-total-count': '42', 'x-list-counts': '{"total":50}' },
      });
    }, '/api/admin/users?page=1');
    expect(urls).toEqual(['/api/admin/users?page=1']);
    expect(list).toEqual({ items: [{ id: 'a' }, { id: 'b' }], total: 42, totalCapped: false, counts: { total: 50 } });
  });

  it('says when the server stopped counting a search at its cap', async () => {
    const list = await fetchServerList(
      async () => new Response('[]', { headers: { 'content-type': 'application/json', 'x-total-count': '1000', 'x-total-capped': 'true' } }),
      '/api/admin/bookings?q=%E7%BF%94%E5%A4%AA',
    );
    expect(list).toMatchObject({ total: 1_000, totalCapped: true });
  });
});
