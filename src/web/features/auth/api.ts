import { useMutation } from '@/web/lib/use-mutation';
import type { z } from 'zod';
import type { LoginBody, SignupBody, userResponseSchema } from '@/contract/auth';
import { apiJson } from '@/web/lib/api-client';

export type UserResponse = z.infer<typeof userResponseSchema>;

/** POST /api/auth/login → { user } */
export function logInRequest(body: LoginBody) {
  return apiJson<UserResponse>('POST', '/api/auth/login', body);
}

export function useLoginMutation() {
  return useMutation({ mutationFn: logInRequest });
}

/** POST /api/auth/signup → 201 { user } (always a guest). */
export function useSignupMutation() {
  return useMutation({
    mutationFn: (body: Omit<SignupBody, 'role'>) => apiJson<UserResponse>('POST', '/api/auth/signup', body),
  });
}
