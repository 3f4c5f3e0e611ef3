import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { showError } from '@/web/lib/toasts';

/**
 * Leaves a page that cannot be shown without its data (docs/product/guest-screens.md: no saved booking → /), once, also when
 * StrictMode runs the effect twice; with `toast`, after that destructive toast.
 */
export function useLeavePage(when: boolean, to = '/', toast?: { title: string; description: string }) {
  const navigate = useNavigate();
  const done = useRef(false);
  const title = toast?.title;
  const description = toast?.description;
  useEffect(() => {
    if (!when || done.current) return;
    done.current = true;
    if (title) showError(title, description);
    void navigate(to, { replace: true });
  }, [when, to, navigate, title, description]);
}
