import type { User } from '@/contract/auth';

/** Local storage keys of the seed: the signed-in user as JSON, and an old key removed at login and logout. */
export const USER_STORAGE_KEY = 'user';
export const LEGACY_USER_ID_KEY = 'currentUserId';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored user, or null; an unparsable value is removed. */
export function readStoredUser(): User | null {
  const raw = storage()?.getItem(USER_STORAGE_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && 'id' in value) return value as User;
  } catch (error) {
    console.error('保存されたユーザー情報を読み取れませんでした', error);
  }
  storage()?.removeItem(USER_STORAGE_KEY);
  return null;
}

/** The id sent as x-user-id; a value that cannot be parsed is logged and no id is sent. */
export function readStoredUserId(): string | null {
  const raw = storage()?.getItem(USER_STORAGE_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'string' && value.id) return value.id;
  } catch (error) {
    console.error('保存されたユーザー情報を読み取れませんでした', error);
  }
  return null;
}

export function writeStoredUser(user: User): void {
  storage()?.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  storage()?.removeItem(LEGACY_USER_ID_KEY);
}

export function clearStoredUser(): void {
  storage()?.removeItem(USER_STORAGE_KEY);
  storage()?.removeItem(LEGACY_USER_ID_KEY);
}
