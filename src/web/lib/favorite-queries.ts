import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/web/lib/use-mutation';
import type { z } from 'zod';
import type { favoriteCheckSchema, PropertyListItem } from '@/contract/properties';
import { apiJson } from '@/web/lib/api-client';

type FavoriteCheck = z.infer<typeof favoriteCheckSchema>;

/** GET /api/user/favorites: the signed-in user's favourite houses (the list's cache key). */
export const userFavoritesQuery = queryOptions<PropertyListItem[]>({ queryKey: ['/api/user/favorites'] });

/**
 * The heart of a house, { isFavorited }: read from the visitor's favourites, which the browser asks for
 * once however many hearts the page shows (a search page has 24), after the page has hydrated; the
 * server never renders it (docs/decisions/0024-shared-pages-for-signed-in-visitors.md). Its key is
 * that of GET /api/favorites/{id}/check, which the add and remove answers set.
 */
export const favoriteCheckQuery = (propertyId: string) =>
  queryOptions<FavoriteCheck>({
    queryKey: ['/api/favorites', propertyId, 'check'],
    queryFn: async ({ client }) => ({ isFavorited: (await client.fetchQuery(userFavoritesQuery)).some((house) => house.id === propertyId) }),
  });

/** POST or DELETE /api/favorites/{id}; refreshes the check and the favourites list. */
export function useToggleFavorite(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (add: boolean) => apiJson<FavoriteCheck>(add ? 'POST' : 'DELETE', `/api/favorites/${propertyId}`),
    onSuccess: (answer) => {
      queryClient.setQueryData(favoriteCheckQuery(propertyId).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: userFavoritesQuery.queryKey });
    },
  });
}
