import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { favoriteCheckSchema, PropertyListItem } from '@/contract/properties';
import { apiJson } from '@/web/lib/api-client';

type FavoriteCheck = z.infer<typeof favoriteCheckSchema>;

/** GET /api/favorites/{id}/check → { isFavorited } */
export const favoriteCheckQuery = (propertyId: string) =>
  queryOptions<FavoriteCheck>({ queryKey: ['/api/favorites', propertyId, 'check'] });

/** GET /api/user/favorites: the signed-in user's favourite houses (the list's cache key). */
export const userFavoritesQuery = queryOptions<PropertyListItem[]>({ queryKey: ['/api/user/favorites'] });

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

/**
 * The heart of each of these houses for a signed-in visitor, from one call for their favourites
 * instead of one check per house (a server-rendered page with a list of houses).
 */
export async function prefetchFavoriteChecks(queryClient: QueryClient, propertyIds: readonly string[]): Promise<void> {
  if (propertyIds.length === 0) return;
  const favorites = await queryClient.fetchQuery(userFavoritesQuery).catch(() => undefined);
  if (!favorites) return;
  const favorited = new Set(favorites.map((house) => house.id));
  for (const id of propertyIds) queryClient.setQueryData(favoriteCheckQuery(id).queryKey, { isFavorited: favorited.has(id) });
}
