import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/web/lib/use-mutation';
import type { OwnerProperty, OwnerPropertyBody, PropertyMasters } from '@/contract/host-property-editor';
import type { OwnerDashboardBooking, OwnerDashboardProperty, OwnerStats } from '@/contract/owner-dashboard';
import { apiJson, getQueryFn } from '@/web/lib/api-client';

const base = (ownerId: string) => `/api/owner/${encodeURIComponent(ownerId)}`;

/** GET /api/owner/{ownerId}/stats: this month's figures. */
export const ownerStatsQuery = (ownerId: string) =>
  queryOptions<OwnerStats>({ queryKey: [base(ownerId), 'stats'], queryFn: getQueryFn<OwnerStats>({ on401: 'throw' }) });

/** GET /api/owner/{ownerId}/properties: the owner's houses. */
export const ownerPropertiesQuery = (ownerId: string) =>
  queryOptions<OwnerDashboardProperty[]>({ queryKey: [base(ownerId), 'properties'], queryFn: getQueryFn<OwnerDashboardProperty[]>({ on401: 'throw' }) });

/** GET /api/owner/{ownerId}/bookings: the newest bookings. */
export const ownerBookingsQuery = (ownerId: string) =>
  queryOptions<OwnerDashboardBooking[]>({ queryKey: [base(ownerId), 'bookings'], queryFn: getQueryFn<OwnerDashboardBooking[]>({ on401: 'throw' }) });

/** GET /api/owner/{ownerId}/bookings?month=YYYY-MM: the month's stays for the calendar. */
export const ownerCalendarQuery = (ownerId: string, month: string) =>
  queryOptions<OwnerDashboardBooking[]>({
    queryKey: [base(ownerId), `bookings?month=${month}`],
    queryFn: getQueryFn<OwnerDashboardBooking[]>({ on401: 'throw' }),
  });

/** GET /api/host/property-masters: the amenities the owner form may name. */
export const propertyMastersQuery = queryOptions<PropertyMasters>({
  queryKey: ['/api/host/property-masters'],
  queryFn: getQueryFn<PropertyMasters>({ on401: 'throw' }),
  staleTime: 60 * 60 * 1000,
});

/** POST /api/properties: the seed's owner form; the house is made as a draft. */
export function useCreateOwnerProperty(ownerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OwnerPropertyBody) => apiJson<OwnerProperty>('POST', '/api/properties', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [base(ownerId)] }),
  });
}

export interface BookingStatusChange {
  bookingId: string;
  status: 'confirmed' | 'cancelled';
  reason?: string;
}

/** PUT /api/bookings/{bookingId}: approve (confirmed) or reject (cancelled, with the reason the guest is told). */
export function useUpdateBookingStatus(ownerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, ...body }: BookingStatusChange) => apiJson<unknown>('PUT', `/api/bookings/${encodeURIComponent(bookingId)}`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [base(ownerId)] }),
  });
}
