import type { TAdminPool, TPoolReconciliation } from '@alma/shared/admin-api/giving-days';
import { fenToYuan } from '@alma/shared/money/money';
import { type AuditActor, recordAudit } from '../../audit/record-audit.ts';
import { notFound } from '../../http/envelope.ts';
import {
  deletePool,
  insertPool,
  lockGivingDay,
  lockPool,
  type NewPool,
  poolMatchesByState,
  setPoolItems,
  updatePool,
} from './admin-repository.ts';
import {
  changed,
  checkInsideDay,
  checkOfDay,
  conflict,
  type GivingDayAdminDeps,
  type PoolInput,
  poolView,
  refused,
  wire,
} from './admin-shared.ts';
import { poolItemsOf, poolsOf } from './repository.ts';

function poolValues(input: PoolInput): NewPool {
  return {
    sponsor: input.sponsor,
    sizeFen: input.poolSize,
    ratioPercent: input.ratioPercent,
    minGiftFen: input.minGift,
    giftCapFen: input.giftCap,
    donorCapFen: input.donorCap,
    donorGiftsPerDay: input.donorGiftsPerDay,
    opensAt: input.startTime,
    closesAt: input.endTime,
    fairReleaseSeconds: input.fairReleaseSeconds,
    donorField: input.donorField,
    donorValues: input.donorValues,
  };
}

const auditOfPool = (pool: NewPool, itemIds: readonly number[]) => ({
  sponsor: pool.sponsor,
  size: fenToYuan(pool.sizeFen),
  ratioPercent: pool.ratioPercent,
  minGift: fenToYuan(pool.minGiftFen ?? 0),
  giftCap: pool.giftCapFen == null ? null : fenToYuan(pool.giftCapFen),
  donorCap: pool.donorCapFen == null ? null : fenToYuan(pool.donorCapFen),
  donorGiftsPerDay: pool.donorGiftsPerDay ?? null,
  startTime: wire(pool.opensAt),
  endTime: wire(pool.closesAt),
  fairReleaseSeconds: pool.fairReleaseSeconds ?? 0,
  itemIds,
  donorField: pool.donorField ?? '',
  donorValues: pool.donorValues ?? [],
});

export async function createPool(
  deps: GivingDayAdminDeps,
  actor: AuditActor,
  dayId: number,
  input: PoolInput,
  now = new Date(),
): Promise<TAdminPool> {
  const pool = await deps.database.db.transaction(async (tx) => {
    const day = await lockGivingDay(tx, dayId);
    if (!day) throw notFound();
    checkInsideDay(day, input);
    await checkOfDay(tx, dayId, input.itemIds, 'itemIds');
    const values = poolValues(input);
    const poolId = await insertPool(tx, dayId, values);
    await setPoolItems(tx, poolId, [...new Set(input.itemIds)]);
    await recordAudit(tx, actor, {
      action: 'matchingPool.create',
      targetType: 'matching_pool',
      targetId: poolId,
      after: { givingDayId: dayId, ...auditOfPool(values, input.itemIds) },
    });
    return poolId;
  });
  await changed(deps);
  return adminPool(deps, dayId, pool, now);
}

/** A pool as the console shows it, with what its matches hold. */
async function adminPool(
  deps: GivingDayAdminDeps,
  dayId: number,
  poolId: number,
  now: Date,
): Promise<TAdminPool> {
  const { db } = deps.database;
  const pool = (await poolsOf(db, [dayId])).find((candidate) => candidate.id === poolId);
  if (!pool) throw notFound();
  const itemIds = (await poolItemsOf(db, [poolId])).map((entry) => entry.itemId);
  return poolView(pool, itemIds, now);
}

/**
 * A pool's change. Before it opens, anything; once open, its published rules stand (donors gave
 * by them): only its size may grow and its end move (not into the past).
 */
export async function updatePoolOf(
  deps: GivingDayAdminDeps,
  actor: AuditActor,
  dayId: number,
  poolId: number,
  input: PoolInput,
  now = new Date(),
): Promise<TAdminPool> {
  await deps.database.db.transaction(async (tx) => {
    const day = await lockGivingDay(tx, dayId);
    if (!day) throw notFound();
    const current = await lockPool(tx, dayId, poolId);
    if (!current) throw notFound();
    checkInsideDay(day, input);
    await checkOfDay(tx, dayId, input.itemIds, 'itemIds');
    const currentItems = (await poolItemsOf(tx, [poolId])).map((entry) => entry.itemId);
    const values = poolValues(input);
    const before = auditOfPool(current, currentItems);
    if (current.opensAt <= now) {
      const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
      const rulesOf = (pool: NewPool, itemIds: readonly number[]) => {
        const {
          size: _size,
          endTime: _end,
          ...rules
        } = auditOfPool(
          pool,
          [...itemIds].sort((a, b) => a - b),
        );
        return rules;
      };
      if (!same(rulesOf(values, input.itemIds), rulesOf(current, currentItems)))
        throw refused('admin.givingDay.poolOpened', { field: 'poolSize' });
      if (values.sizeFen < current.sizeFen)
        throw refused('admin.givingDay.poolShrunk', { field: 'poolSize', size: fenToYuan(current.sizeFen) });
      if (values.closesAt.getTime() !== current.closesAt.getTime() && values.closesAt <= now)
        throw refused('admin.givingDay.poolEndPassed', { field: 'endTime' });
      await updatePool(tx, poolId, { sizeFen: values.sizeFen, closesAt: values.closesAt });
    } else {
      await updatePool(tx, poolId, values);
      await setPoolItems(tx, poolId, [...new Set(input.itemIds)]);
    }
    const after = auditOfPool(values, input.itemIds);
    if (JSON.stringify(after) !== JSON.stringify(before)) {
      await recordAudit(tx, actor, {
        action: 'matchingPool.update',
        targetType: 'matching_pool',
        targetId: poolId,
        before,
        after,
      });
    }
  });
  await changed(deps);
  return adminPool(deps, dayId, poolId, now);
}

export async function deletePoolOf(
  deps: GivingDayAdminDeps,
  actor: AuditActor,
  dayId: number,
  poolId: number,
  now = new Date(),
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const current = await lockPool(tx, dayId, poolId);
    if (!current) throw notFound();
    if (current.opensAt <= now) throw conflict('admin.givingDay.poolDeleteOpened');
    const itemIds = (await poolItemsOf(tx, [poolId])).map((entry) => entry.itemId);
    await deletePool(tx, poolId);
    await recordAudit(tx, actor, {
      action: 'matchingPool.delete',
      targetType: 'matching_pool',
      targetId: poolId,
      before: auditOfPool(current, itemIds),
    });
  });
  await changed(deps);
}

/** A pool's reconciliation, read from its matches: reserved + confirmed + free = size. */
export async function poolReconciliation(
  deps: GivingDayAdminDeps,
  dayId: number,
  poolId: number,
): Promise<TPoolReconciliation> {
  const { db } = deps.database;
  const pool = (await poolsOf(db, [dayId])).find((candidate) => candidate.id === poolId);
  if (!pool) throw notFound();
  const rows = await poolMatchesByState(db, poolId);
  const fenOf = (status: string) => Number(rows.find((row) => row.status === status)?.matchFen ?? 0);
  const reservedFen = fenOf('RESERVED');
  const confirmedFen = fenOf('CONFIRMED');
  const freeFen = pool.sizeFen - pool.usedFen;
  const takenBackFen = rows.reduce((sum, row) => sum + Number(row.takenBackFen), 0);
  const states = ['RESERVED', 'CONFIRMED', 'RELEASED', 'TAKEN_BACK'] as const;
  return {
    poolId,
    sponsor: pool.sponsor,
    size: fenToYuan(pool.sizeFen),
    reserved: fenToYuan(reservedFen),
    confirmed: fenToYuan(confirmedFen),
    free: fenToYuan(freeFen),
    released: fenToYuan(fenOf('RELEASED')),
    takenBack: fenToYuan(takenBackFen),
    byState: states.map((state) => {
      const row = rows.find((candidate) => candidate.status === state);
      return {
        state,
        gifts: row?.gifts ?? 0,
        money: fenToYuan(
          state === 'TAKEN_BACK' ? Number(row?.takenBackFen ?? 0) : Number(row?.matchFen ?? 0),
        ),
      };
    }),
    // The pool's counter is what its matches hold, and never more than its size.
    balanced: reservedFen + confirmedFen === pool.usedFen && freeFen >= 0,
  };
}
