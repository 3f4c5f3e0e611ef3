import { RequireAuth, HOST_ROLES } from './require-auth';

/** The host area (inside the guest layout, whose header switches to the host links): host or admin only. */
export function HostLayout() {
  return <RequireAuth roles={HOST_ROLES} />;
}
