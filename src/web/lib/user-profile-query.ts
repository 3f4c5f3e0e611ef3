import { queryOptions } from '@tanstack/react-query';
import type { UserProfile } from '@/contract/profile';

/** GET /api/users/{id}: the signed-in user's profile, to fill the profile and booking forms. */
export const userProfileQuery = (userId: string) => queryOptions<UserProfile>({ queryKey: ['/api/users', userId] });
