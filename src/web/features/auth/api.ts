import { useMutation } from '@/web/lib/use-mutation';
import type { z } from 'zod';
import type { LoginBody, SignupBody, userResponseSchema } from '@/contract/auth';
import type { SecondStepBody, TwoStepChallenge } from '@/contract/two-step';
import { apiJson } from '@/web/lib/api-client';
import { passkeySecondStep } from '@/web/lib/passkeys';

export type UserResponse = z.infer<typeof userResponseSchema>;

/** POST /api/auth/login → { user }, or the second step's challenge when the account has one. */
export function logInRequest(body: LoginBody) {
  return apiJson<UserResponse | TwoStepChallenge>('POST', '/api/auth/login', body);
}

/** POST /api/auth/login/second-step → { user } (the session starts). */
export function secondStepRequest(body: SecondStepBody) {
  return apiJson<UserResponse>('POST', '/api/auth/login/second-step', body);
}

/** The second step with a passkey (the browser asks the authenticator) → { user } (the session starts). */
export function passkeySecondStepRequest(pendingToken: string) {
  return passkeySecondStep<UserResponse>('/api/auth/login', pendingToken);
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
