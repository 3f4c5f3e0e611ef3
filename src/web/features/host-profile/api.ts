import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/web/lib/use-mutation';
import type { HostBankBody, HostBankDetails, HostBasicBody, HostIdentityBody, HostProfile, IdDocumentSide } from '@/contract/host-profile';
import { apiJson, errorStatus, throwIfResNotOk } from '@/web/lib/api-client';

const PROFILE_URL = '/api/host/profile';

/** GET /api/host/profile: retried twice (a 404 — no profile — is not retried). */
export const hostProfileQuery = queryOptions<HostProfile>({
  queryKey: [PROFILE_URL],
  retry: (failures, error) => errorStatus(error) !== 404 && failures < 2,
});

/** GET /api/host/profile/bank: the full number, fetched only while the bank tab is edited. */
export const hostBankQuery = queryOptions<HostBankDetails>({ queryKey: [`${PROFILE_URL}/bank`], staleTime: 0, gcTime: 0 });

/** Sends a multipart form (an image upload); errors are ApiErrors as for JSON calls. */
async function postForm<T>(url: string, form: FormData): Promise<T> {
  const res = await fetch(url, { method: 'POST', body: form, credentials: 'include' });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

function useProfileMutation<TBody>(send: (body: TBody) => Promise<HostProfile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (saved) => queryClient.setQueryData(hostProfileQuery.queryKey, saved),
  });
}

export const useUpdateBasic = () => useProfileMutation((body: HostBasicBody) => apiJson<HostProfile>('PUT', `${PROFILE_URL}/basic`, body));
export const useUpdateIdentity = () => useProfileMutation((body: HostIdentityBody) => apiJson<HostProfile>('PUT', `${PROFILE_URL}/identity`, body));
export const useUpdateBank = () => useProfileMutation((body: HostBankBody) => apiJson<HostProfile>('PUT', `${PROFILE_URL}/bank`, body));

/** POST /api/host/profile/image; the profile is fetched again (its image and the header's avatar). */
export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('profileImage', file);
      return postForm<{ imageUrl: string }>(`${PROFILE_URL}/image`, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hostProfileQuery.queryKey }),
  });
}

/** POST /api/host/profile/id-document (side first, then the file); the profile is fetched again. */
export function useUploadIdDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ side, file }: { side: IdDocumentSide; file: File }) => {
      const form = new FormData();
      form.append('side', side);
      form.append('idImage', file);
      return postForm<{ imageUrl: string }>(`${PROFILE_URL}/id-document`, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hostProfileQuery.queryKey }),
  });
}
