import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/web/lib/use-mutation';
import type { z } from 'zod';
import type { profileUpdateBodySchema, UserProfile } from '@/contract/profile';
import { apiJson } from '@/web/lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '@/web/lib/current-user-query';
import { userProfileQuery } from '@/web/lib/user-profile-query';

/** Shared with the booking form, which fills the guest's details from it. */
export { userProfileQuery };

/** What the form sends: the schema's output (trimmed, e-mail in lower case). */
export type ProfileUpdate = z.output<typeof profileUpdateBodySchema>;

/** PUT /api/user/profile → the saved profile; the session's user (GET /api/auth/user) is fetched again. */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => apiJson<UserProfile>('PUT', '/api/user/profile', body),
    onSuccess: (saved) => {
      queryClient.setQueryData(userProfileQuery(userId).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
  });
}

/** The seed's split of the full name on the first space: 姓 is the first part, 名 the rest. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim();
  const match = /^(\S+)\s+([\s\S]*)$/.exec(trimmed);
  return match ? { firstName: match[1], lastName: match[2].trim() } : { firstName: trimmed, lastName: '' };
}

export function joinFullName(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}

/** A YYYY-MM-DD date input value from what the server stored (a date or a timestamp). */
export function toDateInputValue(value: string | null): string {
  if (!value) return '';
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  return match ? match[1] : '';
}
