import { msg } from '@/web/lib/i18n/translate';

export interface NavItem {
  to: string;
  /** Its Japanese text, shown through `t` (host links stay Japanese: the host area has no English). */
  label: string;
  /** Active only on this exact path (for / and /host). */
  end?: boolean;
  /** Other paths on which the link counts as the current page. */
  alsoActiveOn?: string[];
  /** A live count shown beside the label (header/nav-badge.tsx). */
  badge?: 'pendingRequests';
}

/** The shared header's links (docs/product/guest-screens.md). */
export const MAIN_NAV: NavItem[] = [
  { to: '/', label: msg('ホーム'), end: true },
  { to: '/about-kominka', label: msg('古民家とは') },
  { to: '/search', label: msg('古民家を探す') },
  { to: '/contact', label: msg('お問い合わせ') },
];

/** Shown only to a signed-in user. */
export const MEMBER_NAV: NavItem[] = [
  { to: '/booking-check', label: msg('予約確認') },
  { to: '/favorites', label: msg('お気に入り') },
];

/** On paths starting /host (docs/product/guest-screens.md). */
export const HOST_NAV: NavItem[] = [
  { to: '/host', label: 'ダッシュボード', end: true, alsoActiveOn: ['/host/dashboard'] },
  { to: '/host/profile', label: 'プロフィール' },
  { to: '/host/properties', label: '物件管理' },
  { to: '/host/calendar', label: 'カレンダー' },
  { to: '/host/bookings', label: '予約管理', badge: 'pendingRequests' },
  { to: '/host/reviews', label: 'レビュー' },
  { to: '/host/revenue', label: '売上管理' },
  { to: '/host/reports', label: '定期報告' },
];

/** Is this link the current page (its path, or one of `alsoActiveOn`)? */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.alsoActiveOn?.includes(pathname)) return true;
  if (item.end) return pathname === item.to;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

export type HeaderMode = 'guest' | 'host' | 'admin';

function startsWithSegment(pathname: string, prefix: string) {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The host's sign-in and registration: public pages on the way into the host area, not in it. */
const HOST_ENTRY_PATHS = ['/host/login', '/host/register'];

/** The admin area, the host area (its signed-in pages under /host) or the guest side (everything else). */
export function headerMode(pathname: string): HeaderMode {
  if (startsWithSegment(pathname, '/admin')) return 'admin';
  if (HOST_ENTRY_PATHS.some((path) => startsWithSegment(pathname, path))) return 'guest';
  if (startsWithSegment(pathname, '/host')) return 'host';
  return 'guest';
}

/** The nav links of a mode; the admin area shows none. */
export function navItemsFor(mode: HeaderMode, signedIn: boolean): NavItem[] {
  if (mode === 'admin') return [];
  if (mode === 'host') return HOST_NAV;
  return signedIn ? [...MAIN_NAV, ...MEMBER_NAV] : MAIN_NAV;
}

/** The user's name links to the profile of the area they are in. */
export function profilePathFor(mode: HeaderMode): string {
  return mode === 'host' ? '/host/profile' : '/profile';
}

/**
 * The one way into the host area from the guest side (header, phone menu, footer): ホストになる (sign up
 * as a host) for a visitor or a guest, ホスト管理画面 for someone who is a host already.
 */
export function hostEntryLink(role: string | undefined): NavItem {
  return isHostRole(role) ? { to: '/host/dashboard', label: msg('ホスト管理画面') } : { to: '/host/register', label: msg('ホストになる') };
}

/** A user who may enter the host area (docs/product/roles-and-rights.md). */
export function isHostRole(role: string | undefined): boolean {
  return role === 'host' || role === 'admin';
}
