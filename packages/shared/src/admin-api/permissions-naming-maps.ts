import type { TStaffRole } from './roles.ts';

/**
 * Campaign maps (issue 14): the map editor and its point imports. Those who set up projects edit
 * them; whoever reads projects may look.
 */
export const NAMING_MAP_PERMISSIONS = {
  'GET /naming-maps': ['administrator', 'project_manager', 'content_editor'],
} as const satisfies Record<string, readonly TStaffRole[]>;
