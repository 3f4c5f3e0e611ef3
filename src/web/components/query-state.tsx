import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ErrorState } from '@/web/components/error-state';
import { errorStatus } from '@/web/lib/api-client';

/** What a custom error view gets: the retry (`query.refetch()`) and whether it is under way. */
export interface QueryRetry {
  onRetry: () => void;
  retrying: boolean;
}

export interface QueryStateProps<T> {
  /** A TanStack Query result. */
  query: UseQueryResult<T>;
  /** Shown while the first answer is pending (a skeleton or a spinner). */
  loading: ReactNode;
  /** The failure's title; ErrorState's own when left out. */
  errorTitle?: string;
  errorDescription?: string;
  /** Puts the failure in a box of its own (e.g. the page's width and margins) when it replaces a whole page. */
  errorClassName?: string;
  /** A failure view other than ErrorState (e.g. a section's one-line notice); it replaces errorTitle and errorDescription. */
  renderError?: (retry: QueryRetry) => ReactNode;
  /** Shown when the answer is null, or the call was refused with one of `notFoundStatuses`. */
  notFound?: ReactNode;
  /** The refusals that mean "not found" (an `ApiError.status`); 404 unless told. */
  notFoundStatuses?: readonly number[];
  /** The answer. */
  children: (data: T) => ReactNode;
}

const NOT_FOUND = [404] as const;

/** `errorClassName` of a failure that stands for a whole page: centred, in the width of a form. */
export const PAGE_ERROR_CLASS = 'mx-auto w-full max-w-3xl px-4 py-12 sm:px-6';

/**
 * The loading → failure (with 再読み込み) → not found → answer ladder of one query. The retry calls
 * `query.refetch()`; while it runs the failure stays on screen with its button disabled and its icon
 * turning (TanStack Query puts a failed query without data back to pending while it is fetched again,
 * which would otherwise swap the failure for the loading view).
 */
export function QueryState<T>({
  query,
  loading,
  errorTitle,
  errorDescription,
  errorClassName,
  renderError,
  notFound,
  notFoundStatuses = NOT_FOUND,
  children,
}: QueryStateProps<T>): ReactNode {
  // When the failure that 再読み込み asked again was recorded; while that fetch runs the query is pending.
  const [retriedFailure, setRetriedFailure] = useState<number | null>(null);
  const retryingFailure = query.isPending && query.isFetching && retriedFailure !== null && retriedFailure === query.errorUpdatedAt;

  if (query.isSuccess) return query.data === null && notFound !== undefined ? notFound : children(query.data);
  if (query.isPending && !retryingFailure) return loading;
  // A failure, or the failure being asked again.
  const status = errorStatus(query.error);
  if (notFound !== undefined && status !== undefined && notFoundStatuses.includes(status)) return notFound;
  const retry: QueryRetry = {
    onRetry: () => {
      setRetriedFailure(query.errorUpdatedAt);
      void query.refetch();
    },
    retrying: query.isFetching,
  };
  const failure = renderError ? (
    renderError(retry)
  ) : (
    <ErrorState title={errorTitle} description={errorDescription} onRetry={retry.onRetry} retrying={retry.retrying} />
  );
  return errorClassName ? <div className={errorClassName}>{failure}</div> : failure;
}
