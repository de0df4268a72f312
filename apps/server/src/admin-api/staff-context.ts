import type { TAdminPermission } from '@alma/shared/admin-api/permissions';
import { AppError } from '@alma/shared/errors/app-error';
import type { FastifyRequest } from 'fastify';
import type { StaffActor } from '../features/staff/service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member of an admin API request; donors never appear here. */
    staff: StaffActor | null;
  }
  interface FastifyContextConfig {
    /** Set from ADMIN_PERMISSIONS when an admin route is registered. */
    adminPermission?: TAdminPermission;
  }
}

/** The staff member of a route the permission hook let through (any route but `public`). */
export function requireStaff(request: FastifyRequest): StaffActor {
  if (!request.staff) throw new AppError('LOGIN_REQUIRED', 'admin.sessionRequired');
  return request.staff;
}
