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

export function Link({ to, ...props }: LinkProps) {
  const localize = useLocalizedTo();
  return <RouterLink to={localize(to)} discover="none" {...props} />;
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
