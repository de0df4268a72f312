import type { TStaffRole } from './roles.ts';

/**
 * Naming inventory (issue 14): seat areas and their grids, prices per term, books and stock,
 * nameplate templates. Those who set up projects write them; content editors read them (they write
 * the projects' pages and need to see what is on offer).
 */
const READERS = ['administrator', 'project_manager', 'content_editor'] as const;
const WRITERS = ['administrator', 'project_manager'] as const;

export const NAMING_INVENTORY_PERMISSIONS = {
  'GET /naming-inventory/projects': READERS,
  'GET /seat-areas': READERS,
  'POST /seat-areas': WRITERS,
  'PUT /seat-areas/:id': WRITERS,
  'DELETE /seat-areas/:id': WRITERS,
  'GET /seat-areas/:id/seats': READERS,
  'PUT /seat-areas/:id/seats': WRITERS,
  'PUT /seats/:id/prices': WRITERS,
  'GET /book-categories': READERS,
  'POST /book-categories': WRITERS,
  'PUT /book-categories/:id': WRITERS,
  'DELETE /book-categories/:id': WRITERS,
  'GET /books': READERS,
  'POST /books': WRITERS,
  'PUT /books/:id': WRITERS,
  'DELETE /books/:id': WRITERS,
  'POST /books/:id/stock': WRITERS,
  'GET /nameplate-templates/:itemsId': READERS,
  'PUT /nameplate-templates/:itemsId': WRITERS,
} as const satisfies Record<string, readonly TStaffRole[]>;
