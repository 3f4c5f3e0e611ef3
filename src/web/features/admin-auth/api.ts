import { useMutation } from '@/web/lib/use-mutation';
import type { z } from 'zod';
import type { SecondStepBody } from '@/contract/two-step';
import type {
  AdminSignInAnswer,
  AdminLoginBody,
  AdminRegisterBody,
  adminLoginResponseSchema,
  adminRegisterResponseSchema,
} from '@/contract/admin-auth';
import { apiJson } from '@/web/lib/api-client';

export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;
export type AdminRegisterResponse = z.infer<typeof adminRegisterResponseSchema>;

/** POST /api/admin/login → { token, expiresAt, admin, twoStepSetupRequired } or the second step's challenge */
export function useAdminLoginMutation() {
  return useMutation({
    mutationFn: (body: AdminLoginBody) => apiJson<AdminSignInAnswer>('POST', '/api/admin/login', body),
  });
}

/** POST /api/admin/login/second-step → { token, expiresAt, admin } after the authenticator's or a recovery code. */
export function useAdminSecondStepMutation() {
  return useMutation({
    mutationFn: (body: SecondStepBody) => apiJson<AdminLoginResponse>('POST', '/api/admin/login/second-step', body),
  });
}

/** POST /api/admin/register → 201 { admin, message }; the account waits for an active admin. */
export function useAdminRegisterMutation() {
  return useMutation({
    mutationFn: (body: AdminRegisterBody) => apiJson<AdminRegisterResponse>('POST', '/api/admin/register', body),
  });
}
