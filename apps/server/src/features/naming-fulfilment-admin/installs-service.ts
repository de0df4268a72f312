import {
  checkInstallMove,
  INSTALL_STATES,
  type InstallState,
  type TInstallMove,
  type TNamingInstallRow,
} from '@alma/shared/admin-api/naming-fulfilment';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import { toWireDate } from '@alma/shared/dates/wire-date';
import { AppError } from '@alma/shared/errors/app-error';
import { type AuditActor, recordAudit, recordNoChange } from '../../audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { assertStoredImages } from '../files/staff-upload-service.ts';
import {
  type InstallFilter,
  type InstallRecord,
  listInstalls,
  lockInstall,
  updateInstall,
} from './installs-repository.ts';

const wire = (date: Date | null) => toWireDate(date) ?? '';

/** A state written by hand outside the CHECK's set cannot exist; the first state stands in for safety. */
const stateOf = (state: string): InstallState =>
  (INSTALL_STATES as readonly string[]).includes(state) ? (state as InstallState) : 'ordered';

function installRowOf(row: InstallRecord): TNamingInstallRow {
  return {
    claimId: row.claimId,
    seatId: row.seatId,
    itemsId: row.itemsId,
    itemsName: row.itemsName,
    objectLabel: row.objectLabel,
    billNo: row.billNo,
    donorName: row.donorName,
    donationMessage: row.donationMessage,
    namedAt: wire(row.namedAt),
    state: stateOf(row.state),
    photo: row.photo,
    updatedAt: wire(row.updatedAt),
  };
}

/** GET /naming-installs: named seats with their plaque's progress. */
export async function installPage(
  database: Database,
  query: InstallFilter & { page: number; pageSize: number },
): Promise<TAdminRows<TNamingInstallRow>> {
  const { rows, total } = await listInstalls(database.db, query, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { rows: rows.map(installRowOf), total };
}

/**
 * PUT /naming-installs/:claimId: the plaque moves forward (checkInstallMove, shared with the
 * console). An empty photo keeps the one already there, so a later step need not upload again;
 * a new photo must be one POST /files stored. Saving what is already there changes nothing.
 */
export async function moveInstall(
  database: Database,
  actor: AuditActor,
  claimId: number,
  input: Required<TInstallMove>,
  now = new Date(),
): Promise<TNamingInstallRow> {
  return database.db.transaction(async (tx) => {
    const before = await lockInstall(tx, claimId);
    if (!before) throw new AppError('NOT_FOUND', 'error.notFound', { field: 'claimId' });
    if (before.claimState !== 'named') {
      throw new AppError('CONFLICT', 'admin.naming.installNotNamed', { field: 'claimId' });
    }
    const from = stateOf(before.state);
    const photo = input.photo === '' ? before.photo : input.photo;
    const problem = checkInstallMove(from, input.state, photo);
    if (problem) {
      throw new AppError('INVALID_REQUEST', problem, {
        field: problem === 'admin.naming.installNeedsPhoto' ? 'photo' : 'state',
      });
    }
    if (photo !== before.photo) await assertStoredImages(tx, [{ field: 'photo', url: photo }]);
    if (from === input.state && photo === before.photo) {
      recordNoChange(actor);
      return installRowOf(before);
    }
    await updateInstall(tx, claimId, { state: input.state, photo, at: now });
    await recordAudit(tx, actor, {
      action: 'namingInstall.move',
      targetType: 'seat_claim',
      targetId: claimId,
      before: { state: from, photo: before.photo },
      after: { state: input.state, photo },
    });
    return installRowOf({ ...before, state: input.state, photo, updatedAt: now });
  });
}
