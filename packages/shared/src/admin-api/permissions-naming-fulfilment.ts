import type { TStaffRole } from './roles.ts';

/**
 * Live holds and install tracking (issue 14): the unpaid orders holding naming objects, with a
 * manual release, and each named object's plaque from ordered to installed, with its photo.
 */
export const NAMING_FULFILMENT_PERMISSIONS = {
  'GET /naming-holds': ['administrator', 'project_manager', 'fulfilment'],
} as const satisfies Record<string, readonly TStaffRole[]>;
