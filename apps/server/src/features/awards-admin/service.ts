import {
  AWARD_RULE_KINDS,
  checkAward,
  storedThreshold,
  type TAwardRow,
  type TAwardRuleKind,
  type TAwardWrite,
  wireThreshold,
} from '@alma/shared/admin-api/awards';
import { AppError } from '@alma/shared/errors/app-error';
import { type AuditActor, recordAudit, recordNoChange } from '../../audit/record-audit.ts';
import type { Database, Db, Tx } from '../../db/client.ts';
import { assertStoredImages } from '../files/staff-upload-service.ts';
import {
  type AwardColumns,
  type AwardRecord,
  deleteAward,
  insertAward,
  listAwardRecords,
  lockAwards,
  updateAward,
} from './repository.ts';

const notFound = () => new AppError('NOT_FOUND', 'error.notFound');

/** A kind the console does not know (a row edited by hand) shows as the first one; saving fixes it. */
const kindOf = (kind: string): TAwardRuleKind =>
  (AWARD_RULE_KINDS as readonly string[]).includes(kind) ? (kind as TAwardRuleKind) : AWARD_RULE_KINDS[0];

/** What staff set of an award, as the console shows it and the audit trail keeps it. */
function valuesOf(record: AwardRecord): TAwardWrite {
  return {
    name: record.name,
    nameEn: record.nameEn,
    picture: record.picture,
    description: record.description,
    descriptionEn: record.descriptionEn,
    ruleKind: kindOf(record.ruleKind),
    ruleThreshold: wireThreshold(record.ruleKind, record.ruleThreshold),
    sort: record.sort,
  };
}

function columnsOf(input: TAwardWrite): AwardColumns {
  return { ...input, ruleThreshold: storedThreshold(input.ruleKind, input.ruleThreshold) };
}

export async function awardRows(db: Db | Tx): Promise<TAwardRow[]> {
  const rows = await listAwardRecords(db);
  return rows.map((row) => ({ id: row.id, ...valuesOf(row) }));
}

/**
 * The rules beyond each field's shape (checkAward: the threshold in the rule's unit), a name no
 * other award has, and a new picture that this server stored (POST /files).
 */
async function assertAward(
  tx: Tx,
  input: TAwardWrite,
  all: AwardRecord[],
  before: AwardRecord | null,
): Promise<void> {
  const problem = checkAward(input);
  if (problem) throw new AppError('INVALID_REQUEST', problem.key, { field: problem.field });
  if (all.some((row) => row.id !== before?.id && row.name === input.name)) {
    throw new AppError('CONFLICT', 'admin.award.nameTaken', { field: 'name' });
  }
  if (input.picture !== before?.picture) {
    await assertStoredImages(tx, [{ field: 'picture', url: input.picture }]);
  }
}

export async function createAward(database: Database, actor: AuditActor, input: TAwardWrite) {
  return database.db.transaction(async (tx) => {
    await assertAward(tx, input, await lockAwards(tx), null);
    const row = await insertAward(tx, columnsOf(input));
    await recordAudit(tx, actor, {
      action: 'award.create',
      targetType: 'award',
      targetId: row.id,
      after: valuesOf(row),
    });
    return awardRows(tx);
  });
}

export async function editAward(database: Database, actor: AuditActor, id: number, input: TAwardWrite) {
  return database.db.transaction(async (tx) => {
    const all = await lockAwards(tx);
    const before = all.find((row) => row.id === id);
    if (!before) throw notFound();
    await assertAward(tx, input, all, before);
    const previous = valuesOf(before);
    const same = (Object.keys(previous) as Array<keyof TAwardWrite>).every(
      (field) => previous[field] === input[field],
    );
    // The stored kind too: a kind edited by hand shows as the first one, and saving that must store it.
    if (same && before.ruleKind === input.ruleKind) recordNoChange(actor);
    else {
      const saved = await updateAward(tx, id, columnsOf(input));
      await recordAudit(tx, actor, {
        action: 'award.edit',
        targetType: 'award',
        targetId: id,
        before: previous,
        after: valuesOf(saved),
      });
    }
    return awardRows(tx);
  });
}

/**
 * Deleting is allowed: donors hold no award rows (their awards are worked out from paid orders each
 * time), so the definition goes from every grid and nothing else refers to it. The audit row keeps
 * what it was, so staff can put it back.
 */
export async function removeAward(database: Database, actor: AuditActor, id: number) {
  return database.db.transaction(async (tx) => {
    const before = (await lockAwards(tx)).find((row) => row.id === id);
    if (!before) throw notFound();
    await deleteAward(tx, id);
    await recordAudit(tx, actor, {
      action: 'award.delete',
      targetType: 'award',
      targetId: id,
      before: valuesOf(before),
    });
    return awardRows(tx);
  });
}
