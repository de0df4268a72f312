import type { TStaffRole } from '@alma/shared/admin-api/roles';
import {
  mayUseSavedFilters,
  SAVED_FILTERS_PER_LIST,
  type TSavedFilter,
  type TSavedFilterList,
} from '@alma/shared/admin-api/saved-filters';
import { AppError } from '@alma/shared/errors/app-error';
import { type AuditActor, recordAudit, recordNoChange } from '../../audit/record-audit.ts';
import type { Database, Tx } from '../../db/client.ts';
import {
  countOwn,
  deleteFilter,
  insertFilter,
  lockOwnFilter,
  nameTaken,
  type SavedFilterRow,
  updateFilter,
  visibleFilters,
} from './repository.ts';

/**
 * Who asks: the owner of what they save (staffId), the role that decides which lists' filters they
 * use, and the name colleagues see on a filter they share.
 */
export type FilterUser = AuditActor & { staffId: number; role: TStaffRole; name: string };

const wire = (row: SavedFilterRow, staffId: number, owner: string): TSavedFilter => ({
  id: row.id,
  list: row.list as TSavedFilterList,
  name: row.name,
  query: row.query,
  shared: row.shared,
  mine: row.staffId === staffId,
  owner,
});

// The query is left out: a searched name or mobile in it is personal data the trail need not keep.
const snapshot = (row: SavedFilterRow) => ({ list: row.list, name: row.name, shared: row.shared });

const notFound = () => new AppError('NOT_FOUND', 'admin.savedFilter.notFound');
const nameTakenError = (name: string) =>
  new AppError('CONFLICT', 'admin.savedFilter.nameTaken', { name, field: 'name' });

/** A list's filters are for those whose role reads that list (SAVED_FILTER_LIST_ROUTES). */
function refuseUnlessListReader(user: FilterUser, list: TSavedFilterList): void {
  if (!mayUseSavedFilters(user.role, list))
    throw new AppError('FORBIDDEN', 'admin.savedFilter.listForbidden');
}

/** The filters of a list the staff member sees: their own first, then colleagues' shared ones. */
export async function savedFiltersOf(
  database: Database,
  user: FilterUser,
  list: TSavedFilterList,
): Promise<TSavedFilter[]> {
  refuseUnlessListReader(user, list);
  const rows = await visibleFilters(database.db, user.staffId, list);
  return rows.map((row) => wire(row.filter, user.staffId, row.ownerName || row.ownerUsername));
}

/** Saves a filter under a name of the owner's own on that list; audited. */
export async function saveFilter(
  database: Database,
  user: FilterUser,
  input: { list: TSavedFilterList; name: string; query: string; shared: boolean },
): Promise<TSavedFilter> {
  refuseUnlessListReader(user, input.list);
  return database.db.transaction(async (tx) => {
    if ((await countOwn(tx, user.staffId, input.list)) >= SAVED_FILTERS_PER_LIST) {
      throw new AppError('CONFLICT', 'admin.savedFilter.tooMany', { max: SAVED_FILTERS_PER_LIST });
    }
    const row = await insertFilter(tx, { ...input, staffId: user.staffId });
    if (!row) throw nameTakenError(input.name);
    await audit(tx, user, 'savedFilter.create', row, null, snapshot(row));
    return wire(row, user.staffId, user.name);
  });
}

/**
 * Renames, shares or unshares the owner's own filter; anyone else's is answered as a missing one, so
 * a colleague learns nothing of it. Audited as a share or an unshare when sharing changed.
 */
export async function changeFilter(
  database: Database,
  user: FilterUser,
  id: number,
  change: { name?: string | undefined; shared?: boolean | undefined },
): Promise<TSavedFilter> {
  return database.db.transaction(async (tx) => {
    const row = await lockOwnFilter(tx, id, user.staffId);
    if (!row) throw notFound();
    const renamed = change.name !== undefined && change.name !== row.name;
    const reshared = change.shared !== undefined && change.shared !== row.shared;
    if (!renamed && !reshared) {
      recordNoChange(user);
      return wire(row, user.staffId, user.name);
    }
    if (renamed && change.name !== undefined && (await nameTaken(tx, row, change.name)))
      throw nameTakenError(change.name);
    const next = await updateFilter(tx, id, {
      ...(renamed ? { name: change.name } : {}),
      ...(reshared ? { shared: change.shared } : {}),
    });
    if (!next) throw notFound();
    const action = !reshared
      ? 'savedFilter.update'
      : next.shared
        ? 'savedFilter.share'
        : 'savedFilter.unshare';
    await audit(tx, user, action, next, snapshot(row), snapshot(next));
    return wire(next, user.staffId, user.name);
  });
}

/** Deletes the owner's own filter (for every colleague too, when shared); audited. */
export async function removeFilter(database: Database, user: FilterUser, id: number): Promise<void> {
  await database.db.transaction(async (tx) => {
    const row = await lockOwnFilter(tx, id, user.staffId);
    if (!row) throw notFound();
    await deleteFilter(tx, id);
    await audit(tx, user, 'savedFilter.delete', row, snapshot(row), null);
  });
}

function audit(
  tx: Tx,
  actor: AuditActor,
  action: `savedFilter.${'create' | 'update' | 'share' | 'unshare' | 'delete'}`,
  row: SavedFilterRow,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  return recordAudit(tx, actor, {
    action,
    targetType: 'saved_filter',
    targetId: row.id,
    ...(before ? { before } : {}),
    ...(after ? { after } : {}),
  });
}
