import { USER_LIST_ROLES } from '@/contract/admin-users';
import type { UserRole } from '@/contract/enums';
import type { ListSelectOption } from '@/web/components/data-table/list-select';

export const ROLE_LABELS: Record<UserRole, string> = { guest: 'ゲスト', host: 'ホスト', admin: '管理者' };

/** ゲスト and ホスト: admins are accounts of their own, on 管理者アカウント. */
export const ROLE_OPTIONS: ListSelectOption<(typeof USER_LIST_ROLES)[number]>[] = USER_LIST_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }));

export const VERIFICATION_OPTIONS: ListSelectOption<'verified' | 'unverified'>[] = [
  { value: 'verified', label: '確認済み' },
  { value: 'unverified', label: '未確認' },
];

export const STATUS_OPTIONS: ListSelectOption<'active' | 'suspended'>[] = [
  { value: 'active', label: '利用中' },
  { value: 'suspended', label: '利用停止中' },
];

export const SORT_OPTIONS: ListSelectOption<'newest' | 'oldest' | 'name'>[] = [
  { value: 'newest', label: '新しい順' },
  { value: 'oldest', label: '古い順' },
  { value: 'name', label: '五十音順' },
];

const GENDER_LABELS: Record<string, string> = { male: '男性', female: '女性', other: 'その他' };

export function genderLabel(gender: string | null): string | null {
  return gender ? (GENDER_LABELS[gender] ?? gender) : null;
}
