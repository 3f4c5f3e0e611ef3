import { Link as RouterLink, NavLink as RouterNavLink, useNavigate, type LinkProps, type NavigateOptions, type NavLinkProps, type To } from 'react-router';
import { useLocalizedPath } from '@/web/lib/i18n/use-t';

/**
 * The site's links and navigation keep the page's language (docs/decisions/0042-english-guest-pages.md):
 * on an English page `to="/search"` leads to `/en/search`. A Japanese-only page (the host area, the back
 * office) keeps its one address. Use these instead of React Router's own on every guest page. Their
 * `data-discover` attribute is left out: it serves only React Router's framework mode, which this app does
 * not use, and cost a page of 24 houses about 1 KB of HTML.
 */
function useLocalizedTo(): (to: To) => To {
  const localize = useLocalizedPath();
  return (to) => (typeof to === 'string' ? localize(to) : to.pathname ? { ...to, pathname: localize(to.pathname) } : to);
}

/** The props of a `Link` that only React Router reads: a link given none of them is an `<a href>` on the server. */
const ROUTER_ONLY_PROPS = ['discover', 'prefetch', 'relative', 'reloadDocument', 'replace', 'mask', 'state', 'preventScrollReset', 'viewTransition'] as const;

/**
 * Whether `to` is a path of this site that React Router writes as it is (`/…`, not `//host`), its `href`
 * the path itself: not one with an empty query or fragment (`/x?`, `/x?#y`, `/x#`), which React Router
 * drops, and which is left to it.
 */
const ownPath = (to: To): to is string => typeof to === 'string' && to.startsWith('/') && !to.startsWith('//') && !/\?(#|$)|#$/.test(to);

export function Link({ to, ...props }: LinkProps) {
  const localize = useLocalizedTo();
  const localized = localize(to);
  // On the server a link only writes its `<a>`, which React Router's `Link` makes as `{...props} href target`
  // after resolving the path: for a path of this site, the same markup without its hooks (a search page's
  // fifty links were 4 % of its rendering). The browser renders React Router's, which hydrates it.
  if (typeof window === 'undefined' && ownPath(localized) && !ROUTER_ONLY_PROPS.some((name) => props[name] !== undefined)) {
    const { target, onClick: _onClick, ...rest } = props;
    return <a {...rest} href={localized} target={target} />;
  }
  return <RouterLink to={localized} discover="none" {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps) {
  const localize = useLocalizedTo();
  return <RouterNavLink to={localize(to)} discover="none" {...props} />;
}

/** `navigate(path)` in the page's language. */
export function useLocalizedNavigate(): (to: To | number, options?: NavigateOptions) => void | Promise<void> {
  const navigate = useNavigate();
  const localize = useLocalizedTo();
  return (to, options) => (typeof to === 'number' ? navigate(to) : navigate(localize(to), options));
}
