import { useMutation } from '@/web/lib/use-mutation';
import type { z } from 'zod';
import type { HostRegisterBody, LoginBody, userResponseSchema } from '@/contract/auth';
import type { SecondStepBody, TwoStepChallenge } from '@/contract/two-step';
import { apiJson, apiRequest } from '@/web/lib/api-client';
import { passkeySecondStep } from '@/web/lib/passkeys';

type UserResponse = z.infer<typeof userResponseSchema>;

/** POST /api/auth/login → { user } (the same call as the guest dialog; the role is checked here). */
export function useHostLoginMutation() {
  return useMutation({ mutationFn: (body: LoginBody) => apiJson<UserResponse | TwoStepChallenge>('POST', '/api/auth/login', body) });
}

/** POST /api/auth/login/second-step → { user }: the authenticator's or a recovery code after the password. */
export function hostSecondStepRequest(body: SecondStepBody) {
  return apiJson<UserResponse>('POST', '/api/auth/login/second-step', body);
}

/** The second step with a passkey (the browser asks the authenticator) → { user } (the session starts). */
export function hostPasskeySecondStep(pendingToken: string) {
  return passkeySecondStep<UserResponse>('/api/auth/login', pendingToken);
}

/** POST /api/auth/logout: used when a guest account signs in on the host page. */
export async function endSession() {
  await apiRequest('POST', '/api/auth/logout');
}

/** POST /api/auth/register { fullName, email, phone, password, role: 'host' } → 201 { user } */
export function useHostRegisterMutation() {
  return useMutation({
    mutationFn: (body: Omit<HostRegisterBody, 'role'>) =>
      apiJson<UserResponse>('POST', '/api/auth/register', { ...body, role: 'host' } satisfies HostRegisterBody),
  });
}
