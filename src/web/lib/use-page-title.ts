import { useEffect } from 'react';

/** Sets the browser tab's title while the page is shown (nothing while `title` is empty), then restores it. */
export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
