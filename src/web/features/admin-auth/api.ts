import { useMutation } from '@/web/lib/use-mutation';
import type { z } from 'zod';
import type {
  AdminLoginBody,
  AdminRegisterBody,
  adminLoginResponseSchema,
  adminRegisterResponseSchema,
} from '@/contract/admin-auth';
import { apiJson } from '@/web/lib/api-client';

export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;
export type AdminRegisterResponse = z.infer<typeof adminRegisterResponseSchema>;

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
