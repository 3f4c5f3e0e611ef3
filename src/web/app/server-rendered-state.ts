import { hashKey, type DehydratedState, type QueryKey, type QueryState } from '@tanstack/react-query';
import type { User } from '@/contract/auth';
import { packJson, unpackJson } from '@/web/lib/packed-json';

/** The id of the JSON script that carries a server-rendered page's state to the browser. */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

/** The id of the JSON list of a server-rendered page's code files, fetched after its main photos. */
export const PAGE_MODULES_ELEMENT_ID = 'page-modules';

/**
 * What the server rendered the page with: the API answers it used, and nobody's session (`user` is
 * null). `sessionPending`: the visitor has a session cookie, so the page shows the personal parts
 * loading and the browser asks who is signed in after hydrating
 * (docs/decisions/0024-shared-pages-for-signed-in-visitors.md).
 */
export interface ServerRenderedState {
  user: User | null;
  answers: RenderedAnswers;
  sessionPending?: boolean;
}

/**
 * The API answers a page was rendered with, as small as the browser can take them in again: each
 * answer's key and data (not React Query's whole record of it), its lists of houses written as tables
 * (lib/packed-json.ts; docs/performance/2026-11-29-rendered-pages.md).
 */
export interface RenderedAnswers {
  /** When they were fetched (ms since the epoch). */
  at: number;
  /** Whether `data` is packed (lib/packed-json.ts). */
  packed: boolean;
  /** `[queryKey, data]` of each answer. */
  data: unknown;
  /** `[queryKey, error]` of each answer that said the page's subject does not exist (404). */
  notFound: [QueryKey, unknown][];
}

/** The answers of a dehydrated query client (its successes and its not-found errors), for the page's state. */
export function renderedAnswersOf(dehydrated: DehydratedState, at: number): RenderedAnswers {
  const succeeded = dehydrated.queries.filter((query) => query.state.status === 'success');
  const { packed, value } = packJson(succeeded.map((query) => [query.queryKey, query.state.data]));
  const notFound = dehydrated.queries.filter((query) => query.state.status === 'error').map((query): [QueryKey, unknown] => [query.queryKey, query.state.error]);
  return { at, packed, data: value, notFound };
}

const answerState = (at: number, fields: Partial<QueryState>): QueryState =>
  ({
    data: undefined,
    dataUpdateCount: 1,
    dataUpdatedAt: at,
    error: null,
    errorUpdateCount: 0,
    errorUpdatedAt: 0,
    fetchFailureCount: 0,
    fetchFailureReason: null,
    fetchMeta: null,
    isInvalidated: false,
    status: 'success',
    fetchStatus: 'idle',
    ...fields,
  }) as QueryState;

/** The page's answers as React Query hydrates them (`reviveError`: an error as the browser's own kind). */
export function dehydratedAnswers(answers: RenderedAnswers, reviveError: (error: unknown) => unknown = (error) => error): DehydratedState {
  const data = (answers.packed ? unpackJson(answers.data) : answers.data) as [QueryKey, unknown][];
  return {
    mutations: [],
    queries: [
      ...data.map(([queryKey, value]) => ({ queryKey, queryHash: hashKey(queryKey), dehydratedAt: answers.at, state: answerState(answers.at, { data: value }) })),
      ...answers.notFound.map(([queryKey, error]) => ({
        queryKey,
        queryHash: hashKey(queryKey),
        dehydratedAt: answers.at,
        state: answerState(answers.at, { status: 'error', error: reviveError(error) as Error, errorUpdateCount: 1, errorUpdatedAt: answers.at, dataUpdateCount: 0, dataUpdatedAt: 0 }),
      })),
    ],
  };
}

/**
 * The id of the JSON script that carries the visitor's session (`{ user }`) on a page the browser
 * renders itself: it starts knowing who is signed in, without asking GET /api/auth/user.
 */
export const SESSION_STATE_ELEMENT_ID = 'session-state';

export interface SessionState {
  user: User | null;
}
