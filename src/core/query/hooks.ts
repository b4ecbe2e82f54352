/**
 * The query hooks screens use. No provider wraps the app (TanStack Query stays out of the
 * shell's initial chunk), so each hook passes the app's client explicitly; modules use these,
 * never `useQuery` itself.
 *
 *   const scope = useQueryScope()
 *   const { data, isPending, error } = useServerQuery(giftsQuery(scope))
 */
import {
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQuery,
  type DefaultError,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseMutationOptions,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query'
import { queryClient } from './client.ts'

export function useServerQuery<
  TQueryFnData,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>) {
  return useQuery(options, queryClient())
}

/** Queries of one kind at once (a list loaded by pages in parallel); results in their order. */
export function useServerQueries<TData, TQueryKey extends QueryKey = QueryKey>(
  queries: readonly UseQueryOptions<TData, DefaultError, TData, TQueryKey>[],
): UseQueryResult<TData, DefaultError>[] {
  return useQueries<UseQueryOptions<TData, DefaultError, TData, TQueryKey>[]>(
    { queries: [...queries] },
    queryClient(),
  ) as UseQueryResult<TData, DefaultError>[]
}

export function useServerInfiniteQuery<
  TQueryFnData,
  TError = DefaultError,
  TData = InfiniteData<TQueryFnData>,
  TQueryKey extends QueryKey = QueryKey,
  TPageParam = unknown,
>(options: UseInfiniteQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>) {
  return useInfiniteQuery(options, queryClient())
}

export function useServerMutation<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TContext = unknown,
>(options: UseMutationOptions<TData, TError, TVariables, TContext>) {
  return useMutation(options, queryClient())
}
