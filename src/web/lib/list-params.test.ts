import { describe, expect, it } from 'vitest';
import { defineListSpec, isListFiltered, listApiQuery, pageCount, pageRange, pageWindow, readListState, writeListState } from './list-params';

const spec = defineListSpec({
  filters: { role: ['guest', 'host', 'admin'], status: ['active', 'suspended'] },
  sorts: ['newest', 'oldest', 'name'],
});

const read = (query: string) => readListState(new URLSearchParams(query), spec);

describe('readListState', () => {
  it('reads the defaults from an empty query', () => {
    expect(read('')).toEqual({ q: '', filters: { role: undefined, status: undefined }, sort: 'newest', page: 1 });
  });

  it('reads the search, the filters, the sort and the page', () => {
    expect(read('q=%E5%B1%B1%E7%94%B0&role=host&status=suspended&sort=name&page=3')).toEqual({
      q: '山田',
      filters: { role: 'host', status: 'suspended' },
      sort: 'name',
      page: 3,
    });
  });

  it('falls back to the defaults for values the list does not know', () => {
    expect(read('role=owner&status=all&sort=price&page=0')).toEqual({ q: '', filters: { role: undefined, status: undefined }, sort: 'newest', page: 1 });
    for (const page of ['-2', '1.5', 'abc', '', '1e3', '9999999']) expect(read(`page=${page}`).page).toBe(1);
  });

  it('trims the search and cuts it at 100 characters', () => {
    expect(read('q=%20%20tanaka%20').q).toBe('tanaka');
    expect(read(`q=${'あ'.repeat(150)}`).q).toHaveLength(100);
  });
});

describe('writeListState', () => {
  it('leaves the defaults out, so the plain list has the plain URL', () => {
    expect(writeListState(new URLSearchParams(), read(''), spec).toString()).toBe('');
  });

  it('writes what narrows or orders the list and keeps other parameters', () => {
    const state = { q: ' 田中 ', filters: { role: 'guest' as const, status: undefined }, sort: 'oldest' as const, page: 2 };
    const params = writeListState(new URLSearchParams('tab=x&role=host&page=9'), state, spec);
    expect(Object.fromEntries(params)).toEqual({ tab: 'x', q: '田中', role: 'guest', sort: 'oldest', page: '2' });
  });

  it('reads back what it wrote', () => {
    const state = read('q=guest%40example.jp&status=active&sort=name&page=4');
    expect(readListState(writeListState(new URLSearchParams(), state, spec), spec)).toEqual(state);
  });
});

describe('listApiQuery', () => {
  it('always gives the sort, the page and the page size', () => {
    expect(listApiQuery(read(''), spec)).toBe('sort=newest&page=1&pageSize=20');
    expect(listApiQuery(read('role=admin&q=a+b&page=2'), { ...spec, pageSize: 50 })).toBe('q=a+b&role=admin&sort=newest&page=2&pageSize=50');
  });
});

describe('isListFiltered', () => {
  it('is true for a search or a filter, not for the sort or the page', () => {
    expect(isListFiltered(read('sort=name&page=3'))).toBe(false);
    expect(isListFiltered(read('q=x'))).toBe(true);
    expect(isListFiltered(read('status=suspended'))).toBe(true);
  });
});

describe('paging', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('gives the range of a page, or null past the end', () => {
    expect(pageRange(1, 20, 1234)).toEqual({ from: 1, to: 20 });
    expect(pageRange(62, 20, 1234)).toEqual({ from: 1221, to: 1234 });
    expect(pageRange(63, 20, 1234)).toBeNull();
    expect(pageRange(1, 20, 0)).toBeNull();
  });

  it('shows the first, the last and the neighbours of the current page, with gaps', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, null, 10]);
    expect(pageWindow(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(pageWindow(12, 12)).toEqual([1, null, 9, 10, 11, 12]);
  });
});
