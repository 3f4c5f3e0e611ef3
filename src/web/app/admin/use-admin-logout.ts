import { useState } from 'react';
import { sendRequest } from '@/web/lib/api-client';
import { adminTokenStore } from '@/web/lib/admin-token';
import { queryClient } from '@/web/lib/query-client';

/** POST /api/admin/logout (a failure is ignored), forget the token; the shell's guard then goes to /admin/login. */
export function useAdminLogout() {
  const [pending, setPending] = useState(false);
  const logOut = async () => {
    setPending(true);
    try {
      // sendRequest (which sends the bearer token), not adminRequest: a refused token here is no reason
      // to report an expired session.
      await sendRequest('POST', '/api/admin/logout');
    } catch {
      // The token is dropped locally either way.
    }
    adminTokenStore.clear('logout');
    queryClient.removeQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('/api/admin') });
  };
  return { logOut: () => void logOut(), pending };
}
