import type { TStaffRole } from './roles.ts';

const MAP_READERS = ['administrator', 'project_manager', 'content_editor'] as const;
const MAP_WRITERS = ['administrator', 'project_manager'] as const;

/**
 * Campaign maps (issue 14): the map editor and its point imports. Those who set up projects edit
 * them (a placed point is a new seat, with its price); content editors may look.
 */
export const NAMING_MAP_PERMISSIONS = {
  'GET /naming-maps': MAP_READERS,
  'GET /naming-maps/:id': MAP_READERS,
  'POST /naming-maps': MAP_WRITERS,
  'PUT /naming-maps/:id': MAP_WRITERS,
  'DELETE /naming-maps/:id': MAP_WRITERS,
  'POST /naming-maps/:id/points': MAP_WRITERS,
  'POST /naming-maps/:id/points/import': MAP_WRITERS,
} as const satisfies Record<string, readonly TStaffRole[]>;
