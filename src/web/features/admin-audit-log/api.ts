import { queryOptions } from '@tanstack/react-query';
import type { AuditLogFacets } from '@/contract/admin-audit-logs';
import { AUDIT_ENTITY_TYPES } from '@/domain/audit-labels';
import { adminQueryFn, adminRetry } from '@/web/lib/admin-api';
import { defineListSpec } from '@/web/lib/list-params';

export const ADMIN_AUDIT_LOGS_PATH = '/api/admin/audit-logs';

/** The kinds of object the trail knows (one each), for the list's filter. */
export { AUDIT_ENTITY_TYPES };

/** The list's filters: the kind of object (known kinds) and the admin (the admins of the facets). */
export const auditLogListSpec = (adminIds: readonly string[]) =>
  defineListSpec({ filters: { entityType: AUDIT_ENTITY_TYPES, adminId: adminIds }, sorts: ['newest'] as const });

/** GET /api/admin/audit-logs/facets: the filters' choices. */
export const auditLogFacetsQuery = queryOptions<AuditLogFacets>({
  queryKey: [ADMIN_AUDIT_LOGS_PATH, 'facets'],
  queryFn: adminQueryFn<AuditLogFacets>(),
  retry: adminRetry,
});
