import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Changes the address bar's query from what it holds now. React Router's `setSearchParams(fn)` hands
 * `fn` the query of the component's last render: a search sent 300 ms after typing (ListSearchBox) on a
 * slow phone, before the page had rendered a tab chosen just before, wrote the old query back and lost
 * the tab. Called from the browser only (events and effects).
 */
export function useSetLiveSearchParams(): (change: (current: URLSearchParams) => URLSearchParams, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  return useCallback(
    (change, options) => {
      const next = change(new URLSearchParams(window.location.search));
      void navigate(`?${next.toString()}`, { replace: options?.replace });
    },
    [navigate],
  );
}
