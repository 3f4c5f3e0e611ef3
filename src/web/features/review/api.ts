import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/web/lib/use-mutation';
import type { z } from 'zod';
import type { photoUrlsSchema, ReviewBody, ReviewDetails, reviewCreatedSchema } from '@/contract/reviews';
import { userBookingsQuery } from '@/web/lib/booking-queries';
import { apiJson, throwIfResNotOk } from '@/web/lib/api-client';
import { readStoredUserId } from '@/web/lib/auth-storage';

type PhotoUrls = z.infer<typeof photoUrlsSchema>;
type ReviewCreated = z.infer<typeof reviewCreatedSchema>;

const segment = (id: string) => encodeURIComponent(id);

/**
 * GET /api/bookings/{id}/review-details: the stay, and whether it may still be reviewed. Never kept
 * after the page closes: a second visit must learn that the review is written, not show the old form.
 */
export const reviewDetailsQuery = (bookingId: string) =>
  queryOptions<ReviewDetails>({ queryKey: ['/api/bookings', segment(bookingId), 'review-details'], staleTime: 0, gcTime: 0 });

/**
 * POST /api/reviews/photos?bookingId=…, multipart with the fields photo_0, photo_1 … → { photoUrls }.
 * The server takes photos only for a booking the guest may review, checks each file's bytes (415 not an
 * image, 413 too large) and a daily quota (429); the answer is its stored URLs.
 */
export function useUploadReviewPhotos(bookingId: string) {
  return useMutation({
    mutationFn: async (files: File[]): Promise<string[]> => {
      const form = new FormData();
      files.forEach((file, i) => form.append(`photo_${i}`, file, file.name));
      const userId = readStoredUserId();
      const res = await fetch(`/api/reviews/photos?bookingId=${encodeURIComponent(bookingId)}`, {
        method: 'POST',
        body: form,
        credentials: 'include',
        headers: userId ? { 'x-user-id': userId } : {},
      });
      await throwIfResNotOk(res);
      return ((await res.json()) as PhotoUrls).photoUrls;
    },
  });
}

/** POST /api/reviews: the review of a completed stay; the booking lists then no longer offer it. */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => apiJson<ReviewCreated>('POST', '/api/reviews', body),
    onSuccess: (_created, body) => {
      void queryClient.invalidateQueries({ queryKey: userBookingsQuery.queryKey });
      // Exact: the review details of the open page must not be asked again (they would say 'already reviewed').
      void queryClient.invalidateQueries({ queryKey: ['/api/bookings', segment(body.bookingId)], exact: true });
    },
  });
}
