import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { GuestCheckIn, RegistryEntryBody } from '@/contract/guest-registry';
import { apiJson, throwIfResNotOk } from '@/web/lib/api-client';
import { useMutation } from '@/web/lib/use-mutation';

const checkInUrl = (bookingId: string) => `/api/bookings/${encodeURIComponent(bookingId)}/check-in`;

/** GET /api/bookings/{id}/check-in: the party's entries, what the house asks and whether it is open. */
export const checkInQuery = (bookingId: string) =>
  queryOptions<GuestCheckIn>({
    queryKey: ['/api/bookings', bookingId, 'check-in'],
    queryFn: () => apiJson<GuestCheckIn>('GET', checkInUrl(bookingId)),
  });

/**
 * Saves one guest: the passport photo first when one was chosen (so a refused form keeps it), then the
 * form. The answer becomes the page's state.
 */
export function useSaveGuest(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ guestIndex, body, passport }: { guestIndex: number; body: RegistryEntryBody; passport: File | null }) => {
      if (passport) {
        const form = new FormData();
        form.append('passport', passport);
        const res = await fetch(`${checkInUrl(bookingId)}/${guestIndex}/passport`, { method: 'POST', body: form, credentials: 'include' });
        await throwIfResNotOk(res);
        queryClient.setQueryData(checkInQuery(bookingId).queryKey, (await res.json()) as GuestCheckIn);
      }
      return apiJson<GuestCheckIn>('PUT', `${checkInUrl(bookingId)}/${guestIndex}`, body);
    },
    onSuccess: (answer) => queryClient.setQueryData(checkInQuery(bookingId).queryKey, answer),
  });
}
