import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { showError } from '@/web/lib/toasts';
import { useLocalizedPath } from '@/web/lib/i18n/use-t';

/**
 * Leaves a page that cannot be shown without its data (docs/product/guest-screens.md: no saved booking → /), once, also when
 * StrictMode runs the effect twice; with `toast`, after that destructive toast. `to` is in the page's language
 * (/en/… on an English page).
 */
export function useLeavePage(when: boolean, to = '/', toast?: { title: string; description: string }) {
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const done = useRef(false);
  const title = toast?.title;
  const description = toast?.description;
  useEffect(() => {
    if (!when || done.current) return;
    done.current = true;
    if (title) showError(title, description);
    void navigate(localize(to), { replace: true });
  }, [when, to, navigate, localize, title, description]);
}
