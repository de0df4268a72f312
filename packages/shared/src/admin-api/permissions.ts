import type { TStaffRole } from './roles.ts';

/** Under this prefix the server mounts the admin API; the console calls nothing else. */
export const ADMIN_API_PREFIX = '/admin-api/v1';

/**
 * Who may call each admin route: the one table the server enforces on every request and the console
 * reads to draw its menu. `public` needs no session (logging in); `staff` any signed-in staff member.
 * A route the table does not name cannot be registered, and a test walks every route × every role.
 * Keys are `METHOD /path` as registered under ADMIN_API_PREFIX, with Fastify's `:param` segments.
 */
export const ADMIN_PERMISSIONS = {
  'POST /session': 'public',
  'GET /session': 'staff',
  'DELETE /session': 'staff',

  'GET /staff': ['administrator'],
  'POST /staff': ['administrator'],
  'PATCH /staff/:id': ['administrator'],
  'POST /staff/:id/reset-totp': ['administrator'],
  'POST /staff/:id/reset-password': ['administrator'],
  'GET /audit': ['administrator'],

  // A project's donation form (the builder).
  'GET /projects/:id/form': ['administrator', 'project_manager'],
  'PUT /projects/:id/form': ['administrator', 'project_manager'],

  // Messages left on projects: the review queue and replies.
  'GET /messages': ['administrator', 'content_editor', 'project_manager'],
  'POST /messages/:id/approve': ['administrator', 'content_editor'],
  'POST /messages/:id/reject': ['administrator', 'content_editor'],
  'PUT /messages/:id/reply': ['administrator', 'content_editor'],
  'POST /messages/bulk': ['administrator', 'content_editor'],
} as const satisfies Record<string, 'public' | 'staff' | readonly TStaffRole[]>;

export type TAdminRouteKey = keyof typeof ADMIN_PERMISSIONS;
export type TAdminPermission = 'public' | 'staff' | readonly TStaffRole[];

export function permissionOf(key: string): TAdminPermission | undefined {
  return (ADMIN_PERMISSIONS as Record<string, TAdminPermission>)[key];
}

/** Whether a staff member of `role` may call the route `key` (unknown routes: never). */
export function mayCall(role: TStaffRole, key: string): boolean {
  const permission = permissionOf(key);
  if (permission === undefined) return false;
  if (permission === 'public' || permission === 'staff') return true;
  return permission.includes(role);
}
