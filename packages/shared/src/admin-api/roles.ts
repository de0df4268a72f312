/** The roles a staff account can have; one role per account. */
export const STAFF_ROLES = [
  'administrator',
  'project_manager',
  'content_editor',
  'finance',
  'fulfilment',
] as const;
export type TStaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is TStaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}
