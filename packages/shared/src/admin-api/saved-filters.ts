import { z } from 'zod';
import { zId } from '../api/common.ts';
import { mayCall, type TAdminRouteKey } from './permissions.ts';
import type { TStaffRole } from './roles.ts';

/**
 * Saved filters of the console's lists (issue 21): a name and the list's address query. Each staff
 * member's own, and — shared — every colleague's too (a segment: 校友·五年未捐, 本月大额). Only
 * the owner renames, shares, unshares or deletes one.
 */
export const SAVED_FILTER_LISTS = [
  'orders',
  'donors',
  'projects',
  'audit',
  'certificates',
  'messages',
  'articles',
  'refunds',
  'receipts',
  'offlineGifts',
  'namingFulfilment',
  'staff',
  'jobs',
  'agreements',
] as const;
export type TSavedFilterList = (typeof SAVED_FILTER_LISTS)[number];

/**
 * The route that reads each list. Whoever may call it may read and save that list's filters, and
 * no one else: a filter's name and query (a searched name or mobile) are as much the list's data as
 * its rows, so a role that cannot open a list does not see its colleagues' segments either.
 */
export const SAVED_FILTER_LIST_ROUTES = {
  orders: 'GET /orders',
  donors: 'GET /donors',
  projects: 'GET /projects',
  audit: 'GET /audit',
  certificates: 'GET /certificates',
  messages: 'GET /messages',
  articles: 'GET /articles',
  refunds: 'GET /refunds',
  receipts: 'GET /receipts',
  offlineGifts: 'GET /offline-gifts',
  // Holds and installs are the two tabs of one page; holds is the one every fulfilment role reads.
  namingFulfilment: 'GET /naming-holds',
  staff: 'GET /staff',
  jobs: 'GET /jobs',
  agreements: 'GET /agreements',
} as const satisfies Record<TSavedFilterList, TAdminRouteKey>;

export const mayUseSavedFilters = (role: TStaffRole, list: TSavedFilterList): boolean =>
  mayCall(role, SAVED_FILTER_LIST_ROUTES[list]);

export const SAVED_FILTER_NAME_MAX = 20;
export const SAVED_FILTER_QUERY_MAX = 2000;
/** A staff member's own filters per list; a list of more is no longer a shortcut. */
export const SAVED_FILTERS_PER_LIST = 30;

const zName = z.string().trim().min(1).max(SAVED_FILTER_NAME_MAX);

export const ZSavedFilterQuery = z.object({ list: z.enum(SAVED_FILTER_LISTS) });

export const ZSavedFilterInput = z.object({
  list: z.enum(SAVED_FILTER_LISTS),
  name: zName,
  query: z.string().max(SAVED_FILTER_QUERY_MAX),
  shared: z.boolean().default(false),
});
export type TSavedFilterInput = z.input<typeof ZSavedFilterInput>;

export const ZSavedFilterChange = z
  .object({ name: zName.optional(), shared: z.boolean().optional() })
  .refine((change) => change.name !== undefined || change.shared !== undefined);
export type TSavedFilterChange = z.input<typeof ZSavedFilterChange>;

export const ZSavedFilterParams = z.object({ id: zId });

export type TSavedFilter = {
  id: number;
  list: TSavedFilterList;
  name: string;
  /** The list's address query, without `?`. */
  query: string;
  shared: boolean;
  /** The signed-in staff member's own: they may rename, share and delete it. */
  mine: boolean;
  /** Who saved it, by display name. */
  owner: string;
};
