import { queryOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Admin,
  AdminLoginBody,
  AdminRegisterBody,
  adminLoginResponseSchema,
  adminRegisterResponseSchema,
} from '@/contract/admin-auth';
import { adminQueryFn, adminRetry } from '@/web/lib/admin-api';
import { apiJson } from '@/web/lib/api-client';

export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;
export type AdminRegisterResponse = z.infer<typeof adminRegisterResponseSchema>;

export const ADMIN_ME_QUERY_KEY = ['/api/admin/me'] as const;

/** GET /api/admin/me: is the stored token still good, and whose is it. */
export const adminMeQuery = queryOptions<Admin>({
  queryKey: ADMIN_ME_QUERY_KEY,
  queryFn: adminQueryFn<Admin>(),
  retry: adminRetry,
});

/** POST /api/admin/login → { token, expiresAt, admin } */
export function useAdminLoginMutation() {
  return useMutation({
    mutationFn: (body: AdminLoginBody) => apiJson<AdminLoginResponse>('POST', '/api/admin/login', body),
  });
}

/** POST /api/admin/register → 201 { admin, message }; the account waits for an active admin. */
export function useAdminRegisterMutation() {
  return useMutation({
    mutationFn: (body: AdminRegisterBody) => apiJson<AdminRegisterResponse>('POST', '/api/admin/register', body),
  });
}
