import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/web/lib/use-mutation';
import type { CalendarDaysBody, CalendarDaysResult, HostCalendar, IcalExport, IcalImport, IcalImportBody } from '@/contract/host-calendar';
import { apiJson, apiRequest } from '@/web/lib/api-client';

export const HOST_CALENDAR_PATH = '/api/host/calendar';

/** GET /api/host/calendar?month&propertyId: a month of the host's houses (or of one). */
export const hostCalendarQuery = (month: string, propertyId: string | null) =>
  queryOptions<HostCalendar>({
    queryKey: [HOST_CALENDAR_PATH, month, propertyId ?? 'all'],
    queryFn: () => apiJson<HostCalendar>('GET', `${HOST_CALENDAR_PATH}?${new URLSearchParams({ month, ...(propertyId ? { propertyId } : {}) }).toString()}`),
  });

export const icalExportQuery = (propertyId: string) =>
  queryOptions<IcalExport>({
    queryKey: [HOST_CALENDAR_PATH, propertyId, 'ical'],
    queryFn: () => apiJson<IcalExport>('GET', `${HOST_CALENDAR_PATH}/${propertyId}/ical`),
  });

export const icalImportsQuery = (propertyId: string) =>
  queryOptions<IcalImport[]>({
    queryKey: [HOST_CALENDAR_PATH, propertyId, 'ical-imports'],
    queryFn: () => apiJson<IcalImport[]>('GET', `${HOST_CALENDAR_PATH}/${propertyId}/ical-imports`),
  });

/** PUT …/{propertyId}/days; every month of the calendar is fetched again. */
export function useUpdateDays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, body }: { propertyId: string; body: CalendarDaysBody }) =>
      apiJson<CalendarDaysResult>('PUT', `${HOST_CALENDAR_PATH}/${propertyId}/days`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [HOST_CALENDAR_PATH] }),
  });
}

export function useRenewIcalExport(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<IcalExport>('POST', `${HOST_CALENDAR_PATH}/${propertyId}/ical/renew`),
    onSuccess: (answer) => queryClient.setQueryData(icalExportQuery(propertyId).queryKey, answer),
  });
}

/** Adding, syncing or deleting an import changes the blocked days too: the months are fetched again. */
export function useIcalImportActions(propertyId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [HOST_CALENDAR_PATH] });
  const base = `${HOST_CALENDAR_PATH}/${propertyId}/ical-imports`;
  return {
    add: useMutation({ mutationFn: (body: IcalImportBody) => apiJson<IcalImport>('POST', base, body), onSuccess: refresh }),
    sync: useMutation({ mutationFn: (importId: string) => apiJson<IcalImport>('POST', `${base}/${importId}/sync`), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (importId: string) => apiRequest('DELETE', `${base}/${importId}`), onSuccess: refresh }),
  };
}
