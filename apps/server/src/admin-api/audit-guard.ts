import type { TAdminPermission } from '@alma/shared/admin-api/permissions';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a staff request changed something without leaving an audit row: a write (not GET, HEAD
 * or OPTIONS) of a signed-in staff member that succeeded (2xx), wrote none and did not say it found
 * nothing to change. Sign-in is public: there is no staff member yet, and it records its own row.
 */
export function leftNoAuditRow(request: {
  method: string;
  status: number;
  permission: TAdminPermission | undefined;
  auditRows: number | null;
  /** The request said it found nothing to change (recordNoChange). */
  unchanged?: boolean;
}): boolean {
  if (request.auditRows === null || request.permission === undefined || request.permission === 'public')
    return false;
  if (SAFE_METHODS.has(request.method) || request.status < 200 || request.status >= 300) return false;
  return request.auditRows === 0 && request.unchanged !== true;
}
