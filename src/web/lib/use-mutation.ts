import {
  type DefaultError,
  type MutateOptions,
  type MutationFunctionContext,
  type UseMutateFunction,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation as useTanstackMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * TanStack Query's useMutation, except that `mutate(variables, { onSuccess, onError, onSettled })` calls
 * back also when the component that asked is gone by then. TanStack drops those callbacks once the
 * component has unmounted, and a mutation's own onSettled waits for the lists it refreshes: a row that
 * the change takes out of a filtered list (a request approved under 承認待ち, a heart removed on
 * お気に入り) was gone before its toast could show — depending on timing. Every call's callbacks run,
 * not only the latest call's. The app's code imports useMutation from here (eslint.config.js).
 */
export function useMutation<TData = unknown, TError = DefaultError, TVariables = void, TOnMutateResult = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TOnMutateResult>,
): UseMutationResult<TData, TError, TVariables, TOnMutateResult> {
  const client = useQueryClient();
  const mutation = useTanstackMutation(options);
  const { mutateAsync } = mutation;
  const { meta, mutationKey } = options;
  const mutate = useCallback(
    (variables: TVariables, callbacks?: MutateOptions<TData, TError, TVariables, TOnMutateResult>) => {
      const context: MutationFunctionContext = { client, meta, mutationKey };
      mutateAsync(variables).then(
        (data) => {
          callbacks?.onSuccess?.(data, variables, undefined, context);
          callbacks?.onSettled?.(data, null, variables, undefined, context);
        },
        (error: TError) => {
          callbacks?.onError?.(error, variables, undefined, context);
          callbacks?.onSettled?.(undefined, error, variables, undefined, context);
        },
      );
    },
    [client, meta, mutationKey, mutateAsync],
  ) as UseMutateFunction<TData, TError, TVariables, TOnMutateResult>;
  return { ...mutation, mutate };
}
