import type { UseQueryResult } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/web/lib/api-error';
import { QueryState, type QueryRetry } from './query-state';

type Fake = { status: 'pending' | 'error' | 'success'; data?: unknown; error?: unknown; isFetching?: boolean };

/** The fields of a query result that QueryState reads. */
function fakeQuery<T>({ status, data, error = null, isFetching = false }: Fake) {
  const refetch = vi.fn(() => Promise.resolve());
  const query = {
    status,
    data,
    error,
    isPending: status === 'pending',
    isError: status === 'error',
    isSuccess: status === 'success',
    isFetching,
    refetch,
  } as unknown as UseQueryResult<T>;
  return { query, refetch };
}

/** A button with the disabled attribute (its classes name `disabled:` variants too). */
const DISABLED_BUTTON = /<button[^>]*\sdisabled=""/;

const notFoundError = () => new ApiError(404, JSON.stringify({ code: 'NOT_FOUND', message: 'お探しのページは見つかりません' }));

describe('QueryState', () => {
  it('shows the loading view while the first answer is pending', () => {
    const { query } = fakeQuery<string>({ status: 'pending', isFetching: true });
    const html = renderToStaticMarkup(<QueryState query={query} loading={<p>読み込み中</p>}>{(data) => <p>{data}</p>}</QueryState>);
    expect(html).toBe('<p>読み込み中</p>');
  });

  it('shows the answer', () => {
    const { query } = fakeQuery<string>({ status: 'success', data: '古民家' });
    const html = renderToStaticMarkup(<QueryState query={query} loading={<p>読み込み中</p>}>{(data) => <p>{data}</p>}</QueryState>);
    expect(html).toBe('<p>古民家</p>');
  });

  it("shows ErrorState with the given texts, or ErrorState's own, and a retry button", () => {
    const { query } = fakeQuery<string>({ status: 'error', error: new ApiError(500, '') });
    const own = renderToStaticMarkup(<QueryState query={query} loading={null}>{() => null}</QueryState>);
    expect(own).toContain('role="alert"');
    expect(own).toContain('データの読み込みに失敗しました');
    expect(own).toContain('通信状況をご確認のうえ、もう一度お試しください。');
    expect(own).toContain('再読み込み');
    expect(own).not.toMatch(DISABLED_BUTTON);

    const given = renderToStaticMarkup(
      <QueryState query={query} loading={null} errorTitle="予約の読み込みに失敗しました" errorDescription="時間をおいてお試しください。" errorClassName="mx-auto">
        {() => null}
      </QueryState>,
    );
    expect(given).toMatch(/^<div class="mx-auto"><div role="alert"/);
    expect(given).toContain('予約の読み込みに失敗しました');
    expect(given).toContain('時間をおいてお試しください。');
  });

  it('shows the retry under way: the button disabled and its icon turning', () => {
    const { query } = fakeQuery<string>({ status: 'error', error: new TypeError('Failed to fetch'), isFetching: true });
    const html = renderToStaticMarkup(<QueryState query={query} loading={null}>{() => null}</QueryState>);
    expect(html).toMatch(DISABLED_BUTTON);
    expect(html).toContain('animate-spin');
  });

  it('retries with query.refetch(), also from a custom error view', () => {
    const { query, refetch } = fakeQuery<string>({ status: 'error', error: new ApiError(503, '') });
    let retry: QueryRetry | undefined;
    const html = renderToStaticMarkup(
      <QueryState
        query={query}
        loading={null}
        renderError={(given) => {
          retry = given;
          return <p>読み込めませんでした</p>;
        }}
      >
        {() => null}
      </QueryState>,
    );
    expect(html).toBe('<p>読み込めませんでした</p>');
    expect(retry?.retrying).toBe(false);
    retry?.onRetry();
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows notFound for a 404, for the statuses it is given, and for a null answer', () => {
    const notFound = <p>見つかりません</p>;
    const render = (fake: Fake, statuses?: number[]) =>
      renderToStaticMarkup(
        <QueryState query={fakeQuery<string | null>(fake).query} loading={null} notFound={notFound} notFoundStatuses={statuses}>
          {(data) => <p>{data}</p>}
        </QueryState>,
      );
    expect(render({ status: 'error', error: notFoundError() })).toBe('<p>見つかりません</p>');
    expect(render({ status: 'error', error: new ApiError(400, '') })).toContain('role="alert"');
    expect(render({ status: 'error', error: new ApiError(400, '') }, [404, 400])).toBe('<p>見つかりません</p>');
    expect(render({ status: 'success', data: null })).toBe('<p>見つかりません</p>');
    // A network failure is never "not found".
    expect(render({ status: 'error', error: new TypeError('Failed to fetch') }, [404, 400])).toContain('role="alert"');
  });

  it('without notFound, a 404 is an ordinary failure', () => {
    const { query } = fakeQuery<string>({ status: 'error', error: notFoundError() });
    const html = renderToStaticMarkup(<QueryState query={query} loading={null}>{() => null}</QueryState>);
    expect(html).toContain('再読み込み');
  });
});
