import { AGREEMENT_PERMISSIONS } from './agreements.ts';
import { GIVING_DAY_PERMISSIONS } from './giving-days.ts';
import { NAMING_FULFILMENT_PERMISSIONS } from './permissions-naming-fulfilment.ts';
import { NAMING_INVENTORY_PERMISSIONS } from './permissions-naming-inventory.ts';
import { NAMING_MAP_PERMISSIONS } from './permissions-naming-maps.ts';
import type { TStaffRole } from './roles.ts';

/** Under this prefix the server mounts the admin API; the console calls nothing else. */
export const ADMIN_API_PREFIX = '/admin-api/v1';

/** Who reads, sets up and writes the content of projects (used by the projects block below). */
const PROJECT_READERS = [
  'administrator',
  'project_manager',
  'content_editor',
  'finance',
  'fulfilment',
] as const;
const PROJECT_WRITERS = ['administrator', 'project_manager'] as const;
const CONTENT_WRITERS = ['administrator', 'project_manager', 'content_editor'] as const;
/** Who reads orders (the orders block below), and who gives money back. */
const ORDER_READERS = ['administrator', 'project_manager', 'finance', 'fulfilment'] as const;
const REFUNDERS = ['administrator', 'finance'] as const;
/** Who makes and sends paper certificates, and who handles receipts. */
const FULFILLERS = ['administrator', 'fulfilment'] as const;
const RECEIPT_STAFF = ['administrator', 'finance', 'fulfilment'] as const;
/** Who reads the money reports (报表). */
const REPORT_READERS = ['administrator', 'finance'] as const;

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
  'PUT /session/password': 'staff',
  // Saved filters of the lists: one's own and colleagues' shared ones, of the lists one's role reads
  // (SAVED_FILTER_LIST_ROUTES in saved-filters.ts; the service checks the list asked for).
  'GET /saved-filters': 'staff',
  'POST /saved-filters': 'staff',
  'PATCH /saved-filters/:id': 'staff',
  'DELETE /saved-filters/:id': 'staff',

  'GET /staff': ['administrator'],
  'POST /staff': ['administrator'],
  'PATCH /staff/:id': ['administrator'],
  'POST /staff/:id/reset-totp': ['administrator'],
  'POST /staff/:id/confirm-totp': ['administrator'],
  'POST /staff/:id/reset-password': ['administrator'],
  'GET /audit': ['administrator'],

  'GET /session/options': 'public',
  'GET /dashboard': ['administrator', 'project_manager', 'content_editor', 'finance', 'fulfilment'],

  // A project's donation form (the builder).
  'GET /projects/:id/form': ['administrator', 'project_manager'],
  'PUT /projects/:id/form': ['administrator', 'project_manager'],

  // Projects and what hangs off them: categories, sub-projects, progress, use publicity, together
  // settings, and the console's picture uploads. Finance and fulfilment read; content editors
  // write the rich content, progress and publicity.
  'GET /projects': PROJECT_READERS,
  'POST /projects': PROJECT_WRITERS,
  'GET /projects/:id': PROJECT_READERS,
  'PATCH /projects/:id': PROJECT_WRITERS,
  'PUT /projects/:id/content': CONTENT_WRITERS,
  'POST /projects/:id/publish': PROJECT_WRITERS,
  'POST /projects/:id/unpublish': PROJECT_WRITERS,
  'PUT /projects/:id/sub-items': PROJECT_WRITERS,
  'GET /categories': PROJECT_READERS,
  'POST /categories': PROJECT_WRITERS,
  'PUT /categories/:id': PROJECT_WRITERS,
  'POST /categories/reorder': PROJECT_WRITERS,
  'DELETE /categories/:id': PROJECT_WRITERS,
  'GET /projects/:id/progress': CONTENT_WRITERS,
  'POST /projects/:id/progress': CONTENT_WRITERS,
  'PUT /progress/:id': CONTENT_WRITERS,
  'DELETE /progress/:id': CONTENT_WRITERS,
  'GET /projects/:id/publicity': CONTENT_WRITERS,
  'POST /projects/:id/publicity': CONTENT_WRITERS,
  'PUT /publicity/:id': CONTENT_WRITERS,
  'DELETE /publicity/:id': CONTENT_WRITERS,
  'GET /projects/:id/together-settings': PROJECT_WRITERS,
  'PUT /projects/:id/together-settings': PROJECT_WRITERS,
  'DELETE /projects/:id/together-settings': PROJECT_WRITERS,
  'POST /files': CONTENT_WRITERS,
  // The project's electronic certificate: its layout, and a sample drawn with it.
  'GET /projects/:id/certificate-template': PROJECT_WRITERS,
  'PUT /projects/:id/certificate-template': PROJECT_WRITERS,
  'POST /projects/:id/certificate-template/preview': PROJECT_WRITERS,

  // The home page's banners and entry tiles (首页配置): those who write the projects' content.
  'GET /home-entries': CONTENT_WRITERS,
  'POST /home-entries': CONTENT_WRITERS,
  'PUT /home-entries/:id': CONTENT_WRITERS,
  'DELETE /home-entries/:id': CONTENT_WRITERS,
  'POST /home-entries/reorder': CONTENT_WRITERS,

  // Articles (文章管理) and their categories: those who write the projects' content.
  'GET /article-categories': CONTENT_WRITERS,
  'POST /article-categories': CONTENT_WRITERS,
  'PUT /article-categories/:id': CONTENT_WRITERS,
  'DELETE /article-categories/:id': CONTENT_WRITERS,
  'GET /articles': CONTENT_WRITERS,
  'GET /articles/:id': CONTENT_WRITERS,
  'POST /articles': CONTENT_WRITERS,
  'PUT /articles/:id': CONTENT_WRITERS,
  'POST /articles/:id/publish': CONTENT_WRITERS,
  'POST /articles/:id/unpublish': CONTENT_WRITERS,
  'DELETE /articles/:id': CONTENT_WRITERS,

  // Award definitions (勋章管理): those who write the projects' content.
  'GET /awards': CONTENT_WRITERS,
  'POST /awards': CONTENT_WRITERS,
  'PUT /awards/:id': CONTENT_WRITERS,
  'DELETE /awards/:id': CONTENT_WRITERS,

  // Donors: search, a donor's gifts and fundraisers, the verified-alumnus mark, unmasked personal data.
  'GET /donors': ['administrator', 'project_manager', 'finance', 'fulfilment'],
  'GET /donors/export': ['administrator', 'finance'],
  'GET /donors/:id': ['administrator', 'project_manager', 'finance', 'fulfilment'],
  'POST /donors/:id/reveal': ['administrator', 'finance', 'fulfilment'],
  'PUT /donors/:id/alumni': ['administrator', 'project_manager'],
  'PUT /donors/:id/disabled': ['administrator'],
  // A donor's record (issue 21): notes, contacts and tags; fulfilment reads.
  'GET /donors/:id/notes': ['administrator', 'project_manager', 'finance', 'fulfilment'],
  'POST /donors/:id/notes': ['administrator', 'project_manager', 'finance'],
  'DELETE /donors/:id/notes/:noteId': ['administrator', 'project_manager', 'finance'],
  'PUT /donors/:id/tags': ['administrator', 'project_manager', 'finance'],
  // Two records of one person made one, and undone: those who write donor records (above).
  'POST /donors/:id/merge': ['administrator', 'project_manager', 'finance'],
  'POST /donors/merges/:mergeId/undo': ['administrator', 'project_manager', 'finance'],

  // Messages left on projects: the review queue and replies.
  'GET /messages': ['administrator', 'content_editor', 'project_manager'],
  'POST /messages/:id/approve': ['administrator', 'content_editor'],
  'POST /messages/:id/reject': ['administrator', 'content_editor'],
  'PUT /messages/:id/reply': ['administrator', 'content_editor'],
  'POST /messages/bulk': ['administrator', 'content_editor'],

  // Orders, refunds and exports. Project managers read orders (personal data masked, in exports
  // too); the kept form data whole is for those who fulfil or account for gifts; money goes back
  // only through finance (and administrators), a large refund through two of them.
  'GET /orders': ORDER_READERS,
  'GET /orders/export': ORDER_READERS,
  'GET /orders/:billNo': ORDER_READERS,
  'POST /orders/:billNo/reveal': ['administrator', 'finance', 'fulfilment'],
  'POST /orders/:billNo/refunds': REFUNDERS,
  'GET /refunds': REFUNDERS,
  'POST /refunds/:id/approve': REFUNDERS,
  'POST /refunds/:id/reject': REFUNDERS,

  // Gifts received outside the app (线下捐赠, issue 21): finance records them (and imports a bank
  // statement to claim its transfers); project managers read them.
  'GET /offline-gifts': ['administrator', 'project_manager', 'finance'],
  'GET /offline-gifts/:id': ['administrator', 'project_manager', 'finance'],
  'POST /offline-gifts': REFUNDERS,
  'POST /offline-gifts/vouchers': REFUNDERS,
  'POST /offline-gifts/statement': REFUNDERS,
  'POST /offline-gifts/confirm': REFUNDERS,

  // Fulfilment of certificates and receipts (issue 12): fulfilment staff make and send paper
  // certificates and receipts; receipts (fiscal bills) are issued by finance.
  'GET /certificates': FULFILLERS,
  'GET /certificates/mailing-list': FULFILLERS,
  'GET /certificates/:id': FULFILLERS,
  'POST /certificates/:id/move': FULFILLERS,
  'PUT /certificates/:id/express': FULFILLERS,
  'POST /certificates/bulk-move': FULFILLERS,
  'GET /receipts': RECEIPT_STAFF,
  'GET /receipts/mailing-list': RECEIPT_STAFF,
  'GET /receipts/:id': RECEIPT_STAFF,
  'POST /receipts/:id/move': RECEIPT_STAFF,
  'PUT /receipts/:id/express': RECEIPT_STAFF,
  'POST /receipts/bulk-move': RECEIPT_STAFF,
  'POST /receipts/:id/scan': RECEIPT_STAFF,
  'POST /receipts/issue': ['administrator', 'finance'],
  'POST /receipts/resend': RECEIPT_STAFF,
  // Year-end e-receipts (issue 21): a year's outstanding ones issued in one batch, and the ledger.
  'GET /receipts/outstanding': ['administrator', 'finance'],
  'POST /receipts/batches': ['administrator', 'finance'],
  'GET /receipts/batches': ['administrator', 'finance'],
  'GET /receipts/batches/:id': ['administrator', 'finance'],
  'GET /receipts/ledger': ['administrator', 'finance'],

  // Reports (报表): income, refunds and net, donors, naming income, the annual report; exports audited.
  'GET /reports/income': REPORT_READERS,
  'GET /reports/donors': REPORT_READERS,
  'GET /reports/naming': REPORT_READERS,
  'GET /reports/annual': REPORT_READERS,
  'GET /reconciliation': REPORT_READERS,
  // Settling a difference moves money (a payment credited, a refund confirmed): finance's call.
  'POST /reconciliation/settlements': REFUNDERS,

  // The job queue: what ran, what failed and why; a failed job can be run again.
  'GET /jobs': ['administrator'],
  'POST /jobs/:id/retry': ['administrator'],

  // Institution settings: what the donor app reads of the foundation (base config, share card,
  // agreement, theme and feature flags: administrators) and of receipts (also finance).
  'GET /settings': ['administrator', 'finance'],
  'PUT /settings/base': ['administrator'],
  'PUT /settings/appearance': ['administrator'],
  'PUT /settings/mini-program': ['administrator'],
  'PUT /settings/receipt': ['administrator', 'finance'],

  // Naming campaigns (issue 14), each area's table in a file of its own.
  ...NAMING_MAP_PERMISSIONS,
  ...AGREEMENT_PERMISSIONS,
  ...NAMING_INVENTORY_PERMISSIONS,
  ...NAMING_FULFILMENT_PERMISSIONS,
  // Giving days (issue 25).
  ...GIVING_DAY_PERMISSIONS,
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
