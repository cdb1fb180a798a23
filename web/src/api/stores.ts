import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoreInputFields } from '@hiti/contracts';
import { callApi } from './call';
import { storeKeys } from './query-keys';

/** The read of the stores in their order, texts in both languages (a page shows the one of its language). */
export function storesOptions() {
  return queryOptions({
    queryKey: storeKeys.lists(),
    queryFn: ({ signal }) => callApi('listStores', { signal }),
  });
}

/** The stores in their order, texts in both languages (the page shows the one of its language). */
export function useStores() {
  return useQuery(storesOptions());
}

/** Adds a store (no id) or replaces one; the lists are read anew after it. */
export function useSaveStore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, store }: { id?: number; store: StoreInputFields }) =>
      id === undefined
        ? callApi('createStore', { body: store })
        : callApi('updateStore', { params: { id }, body: store }),
    onSettled: () => client.invalidateQueries({ queryKey: storeKeys.all }),
  });
}

export function useDeleteStore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi('deleteStore', { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: storeKeys.all }),
  });
}

/** Gives stores their new places in the list (each its store input at its new order); the lists are read anew after. */
export function useReorderStores() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (moves: { id: number; store: StoreInputFields }[]) =>
      Promise.all(moves.map(({ id, store }) => callApi('updateStore', { params: { id }, body: store }))),
    onSettled: () => client.invalidateQueries({ queryKey: storeKeys.all }),
  });
}
