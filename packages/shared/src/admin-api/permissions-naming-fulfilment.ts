import type { TStaffRole } from './roles.ts';

/**
 * Live holds and install tracking (issue 14): the unpaid orders holding naming objects, with a
 * manual release, and each named object's plaque from ordered to installed, with its photo.
 * Releasing cancels a donor's order, so it is kept to those who run projects; fulfilment staff
 * see the holds (they answer donors' calls) and move plaques.
 */
export const NAMING_FULFILMENT_PERMISSIONS = {
  'GET /naming-holds': ['administrator', 'project_manager', 'fulfilment'],
  'POST /naming-holds/:billNo/release': ['administrator', 'project_manager'],
  'GET /naming-installs': ['administrator', 'project_manager', 'fulfilment'],
  'PUT /naming-installs/:claimId': ['administrator', 'project_manager', 'fulfilment'],
  // The install photo through the staff upload (POST /files is the content writers' only).
  'POST /naming-installs/photos': ['administrator', 'project_manager', 'fulfilment'],
} as const satisfies Record<string, readonly TStaffRole[]>;
