import type { TStaffRole } from './roles.ts';

/**
 * Naming inventory (issue 14): seat areas and their grids, prices per term, books and stock,
 * nameplate templates. Those who set up projects write them.
 */
export const NAMING_INVENTORY_PERMISSIONS = {
  'GET /seat-areas': ['administrator', 'project_manager', 'content_editor'],
} as const satisfies Record<string, readonly TStaffRole[]>;
