import type { TDonorMerge, TDonorMergeAnswer, TDonorMergedInto } from '@alma/shared/admin-api/donor-merge';
import { toWireDate } from '@alma/shared/dates/wire-date';
import { AppError } from '@alma/shared/errors/app-error';
import type { MessageKey } from '@alma/shared/i18n/server-messages';
import { fenToYuan } from '@alma/shared/money/money';
import { maskWholeMobile } from '@alma/shared/validation/mobile';
import { type AuditActor, recordAudit } from '../../audit/record-audit.ts';
import type { Database, Db, Tx } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import type { Secrets } from '../../security/secrets.ts';
import { endEverySession } from '../sessions/service.ts';
import {
  FILLABLE,
  type Fillable,
  insertMerge,
  listMergesInto,
  lockMerge,
  markUndone,
  moveOwnedRows,
  moveRowsBack,
  OWNED_TABLES,
  type OwnedTable,
  setMergedInto,
  setUserFields,
  standingGiftsOf,
} from './merge-repository.ts';
import { type DonorRecord, findDonor, lockDonor } from './repository.ts';

type Actor = AuditActor & { staffId: number };
type Filled = Partial<Pick<DonorRecord, Fillable>>;

/** A donor as the audit trail names them: by name and record number, never by their mobile. */
const auditName = (user: DonorRecord) =>
  `${user.realName || user.nickname || user.username || '—'} #${user.id}`;

/** A donor as the console names them (donor-columns.tsx): the masked mobile when nothing else. */
function consoleName(secrets: Secrets, user: DonorRecord): string {
  const named = user.realName || user.nickname || user.username;
  if (named) return named;
  return user.mobileBox ? maskWholeMobile(secrets.open(user.mobileBox)) : `#${user.id}`;
}

/** A refusal naming a merged record and the record it was merged into. */
async function mergedRefusal(db: Db | Tx, user: DonorRecord, key: MessageKey): Promise<AppError> {
  const into = user.mergedIntoId === null ? null : await findDonor(db, user.mergedIntoId);
  return new AppError('CONFLICT', key, {
    name: auditName(user),
    into: into ? auditName(into.user) : `#${user.mergedIntoId}`,
  });
}

/** Staff change a merged record's tags, notes or alumni mark on the record it was merged into. */
export async function refuseIfMerged(db: Db | Tx, donor: DonorRecord): Promise<void> {
  if (donor.mergedIntoId !== null) throw await mergedRefusal(db, donor, 'admin.donorMerge.recordMerged');
}

/** The kept record's blank fields that the merged record has (identity columns never move: below). */
function fillableFrom(kept: DonorRecord, merged: DonorRecord): Filled {
  const filled: Record<string, unknown> = {};
  for (const [column, blank] of Object.entries(FILLABLE) as Array<[Fillable, unknown]>) {
    if (kept[column] === blank && merged[column] !== blank) filled[column] = merged[column];
  }
  return filled as Filled;
}

/** `moved` keeps a filled column as `users.<column>: [keptId]` beside the tables' row ids. */
const FILLED_PREFIX = 'users.';
const filledColumnOf = (key: string): Fillable | null => {
  const column = key.startsWith(FILLED_PREFIX) ? key.slice(FILLED_PREFIX.length) : '';
  return column in FILLABLE ? (column as Fillable) : null;
};
const isOwnedTable = (key: string): key is OwnedTable => (OWNED_TABLES as string[]).includes(key);
const countOf = (moved: Record<string, number[]>) =>
  Object.entries(moved).reduce((sum, [key, ids]) => sum + (isOwnedTable(key) ? ids.length : 0), 0);

/**
 * Merges the record `mergedId` into `keptId` in one transaction: both users rows locked (the merged
 * one first, the order sign-in follows them), every row the merged record owns moved to the kept one
 * (a tag the kept record has stays behind), the kept record's blank name, avatar, ID number and
 * alumni mark filled from it, its sessions ended, and the merge written down with every row it moved
 * so that undoing it is exact. The identity columns (mobile, WeChat openIds, account) are unique
 * and stay on the merged record: its sign-ins reach the kept record through merged_into_id.
 *
 * Refused: the same record twice; a record already merged, on either side; a disabled record to
 * merge, whose sign-ins would otherwise reach the kept record and so lift the block unseen. A
 * disabled kept record may take a merge: the person stays blocked, which is what staff decided.
 */
export async function mergeDonors(
  database: Database,
  actor: Actor,
  keptId: number,
  mergedId: number,
): Promise<TDonorMergeAnswer> {
  if (keptId === mergedId) {
    throw new AppError('INVALID_REQUEST', 'admin.donorMerge.same', { field: 'mergedId' });
  }
  return database.db.transaction(async (tx) => {
    const merged = await lockDonor(tx, mergedId);
    const kept = await lockDonor(tx, keptId);
    if (!kept) throw notFound();
    if (!merged) throw new AppError('NOT_FOUND', 'admin.donorMerge.mergedNotFound', { field: 'mergedId' });
    if (kept.mergedIntoId !== null) throw await mergedRefusal(tx, kept, 'admin.donorMerge.keptMerged');
    if (merged.mergedIntoId !== null) throw await mergedRefusal(tx, merged, 'admin.donorMerge.mergedMerged');
    if (merged.disabledAt !== null) {
      throw new AppError('CONFLICT', 'admin.donorMerge.mergedDisabled', {
        name: auditName(merged),
        field: 'mergedId',
      });
    }
    const rows = await moveOwnedRows(tx, mergedId, keptId);
    const filled = fillableFrom(kept, merged);
    await setUserFields(tx, keptId, filled);
    await setMergedInto(tx, mergedId, keptId);
    const sessionsEnded = await endEverySession(tx, mergedId);
    const moved: Record<string, number[]> = { ...rows };
    for (const column of Object.keys(filled)) moved[`${FILLED_PREFIX}${column}`] = [keptId];
    const merge = await insertMerge(tx, { keptId, mergedId, moved, staffId: actor.staffId });
    const gifts = await standingGiftsOf(tx, rows.donations);
    await recordAudit(tx, actor, {
      action: 'donor.merge',
      targetType: 'donor',
      targetId: keptId,
      after: {
        mergeId: merge.id,
        keptDonor: auditName(kept),
        mergedDonor: auditName(merged),
        giftCount: gifts.count,
        giftTotalFen: gifts.totalFen,
        rowsMoved: countOf(moved),
        sessionsEnded,
        filled: Object.keys(filled).sort(),
      },
    });
    return { mergeId: merge.id };
  });
}

/**
 * Undoes a merge: exactly the rows it moved go back (those still on the kept record; rows the kept
 * record gained since stay), the fields it filled are cleared where they still hold what it put
 * there, and the merged record signs in as itself again. The kept record's sessions end: since the
 * merge, the merged record's sign-ins opened sessions of the kept record that cannot be told apart.
 * Refused when already undone, and when the kept record has since been merged into another (that
 * merge moved these rows on: it is undone first).
 */
export async function undoMerge(
  database: Database,
  actor: Actor,
  mergeId: number,
  now = new Date(),
): Promise<void> {
  await database.db.transaction(async (tx) => {
    const merge = await lockMerge(tx, mergeId);
    if (!merge) throw new AppError('NOT_FOUND', 'admin.donorMerge.notFound');
    if (merge.undoneAt !== null) throw new AppError('CONFLICT', 'admin.donorMerge.alreadyUndone');
    const merged = await lockDonor(tx, merge.mergedId);
    const kept = await lockDonor(tx, merge.keptId);
    if (!merged || !kept) throw new Error('the donors of a merge are gone');
    if (kept.mergedIntoId !== null) throw await mergedRefusal(tx, kept, 'admin.donorMerge.keptMergedSince');
    let rowsMoved = 0;
    const cleared: Record<string, unknown> = {};
    for (const [key, ids] of Object.entries(merge.moved)) {
      if (isOwnedTable(key)) rowsMoved += await moveRowsBack(tx, key, ids, kept.id, merged.id);
      const column = filledColumnOf(key);
      if (column && kept[column] === merged[column]) cleared[column] = FILLABLE[column];
    }
    await setUserFields(tx, kept.id, cleared as Filled);
    await setMergedInto(tx, merged.id, null);
    await markUndone(tx, merge.id, now, actor.staffId);
    const sessionsEnded = await endEverySession(tx, kept.id);
    const gifts = await standingGiftsOf(tx, merge.moved.donations ?? []);
    await recordAudit(tx, actor, {
      action: 'donor.unmerge',
      targetType: 'donor',
      targetId: kept.id,
      after: {
        mergeId: merge.id,
        keptDonor: auditName(kept),
        mergedDonor: auditName(merged),
        giftCount: gifts.count,
        giftTotalFen: gifts.totalFen,
        rowsMoved,
        sessionsEnded,
        cleared: Object.keys(cleared).sort(),
      },
    });
  });
}

/** What a donor's detail shows of merges: where it went, if merged, and what was merged into it. */
export async function donorMergeFacts(
  database: Database,
  secrets: Secrets,
  donor: DonorRecord,
): Promise<{ mergedInto: TDonorMergedInto | null; merges: TDonorMerge[] }> {
  const db = database.db;
  const into = donor.mergedIntoId === null ? null : await findDonor(db, donor.mergedIntoId);
  const rows = await listMergesInto(db, donor.id);
  const merges = await Promise.all(
    rows.map(async (row): Promise<TDonorMerge> => {
      const gifts = await standingGiftsOf(db, row.merge.moved.donations ?? []);
      return {
        id: row.merge.id,
        mergedId: row.merged.id,
        mergedName: consoleName(secrets, row.merged),
        giftCount: gifts.count,
        giftTotal: fenToYuan(gifts.totalFen),
        staffName: row.staffName || row.staffUsername,
        createdAt: toWireDate(row.merge.createdAt) ?? '',
        undoneAt: toWireDate(row.merge.undoneAt) ?? '',
        undoneBy: row.undoerName || row.undoerUsername || '',
      };
    }),
  );
  return { mergedInto: into ? { id: into.user.id, name: consoleName(secrets, into.user) } : null, merges };
}
