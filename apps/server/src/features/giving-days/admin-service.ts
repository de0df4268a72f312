import {
  CHALLENGE_DONORS_MAX,
  type TAdminChallenge,
  type TAdminGivingDay,
  type TAdminGivingDayRow,
  type TAdminPool,
  type TGivingDayDashboard,
  type TPoolReconciliation,
  type ZChallengeInput,
  type ZContestInput,
  type ZGivingDayInput,
  type ZPoolInput,
} from '@alma/shared/admin-api/giving-days';
import { MAX_CONFIG_FEN } from '@alma/shared/admin-api/money-field';
import { toWireDate } from '@alma/shared/dates/wire-date';
import { AppError } from '@alma/shared/errors/app-error';
import type { MessageKey, MessageParams } from '@alma/shared/i18n/server-messages';
import { fenToYuan, yuanToFen } from '@alma/shared/money/money';
import type { z } from 'zod';
import { type AuditActor, recordAudit } from '../../audit/record-audit.ts';
import type { Database, Tx } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import { CACHE_SCOPES, type PublicCache } from '../../http/public-cache.ts';
import { forgetGivingDayWindows } from '../ledger/place-service.ts';
import {
  dayItemIds,
  deleteChallenge,
  deleteContest,
  deleteGivingDay,
  deletePool,
  findContest,
  insertChallenge,
  insertContest,
  insertGivingDay,
  insertPool,
  lockChallenge,
  lockGivingDay,
  lockPool,
  type NewPool,
  paidPerMinute,
  placedByStatus,
  placedPerMinute,
  poolMatchesByState,
  projectsByIds,
  setBoardsPaused,
  setDayItems,
  setPoolItems,
  updateGivingDay,
  updatePool,
} from './admin-repository.ts';
import { stateAt } from './reads-service.ts';
import {
  challengeMoneyOf,
  challengeProgress,
  challengesOf,
  contestsOf,
  dayItemsOf,
  findGivingDay,
  type GivingDayRow,
  giftTotalsOf,
  listGivingDays,
  type PoolRow,
  poolItemsOf,
  poolsOf,
} from './repository.ts';

export type GivingDayAdminDeps = { database: Database; cache: Pick<PublicCache, 'invalidate'> };

type DayInput = z.output<typeof ZGivingDayInput>;
type PoolInput = z.output<typeof ZPoolInput>;
type ChallengeInput = z.output<typeof ZChallengeInput>;
type ContestInput = z.output<typeof ZContestInput>;

const wire = (at: Date) => toWireDate(at) ?? '';
const refused = (key: MessageKey, params: MessageParams) => new AppError('INVALID_REQUEST', key, params);
const conflict = (key: MessageKey) => new AppError('CONFLICT', key);

/** After any change: placing reads the windows again, and the public pages drop their copies. */
async function changed(deps: GivingDayAdminDeps): Promise<void> {
  forgetGivingDayWindows(deps.database);
  await deps.cache.invalidate(CACHE_SCOPES.givingDays);
}

export async function adminGivingDayList(
  deps: GivingDayAdminDeps,
  page: { page: number; pageSize: number },
  now = new Date(),
): Promise<{ rows: TAdminGivingDayRow[]; total: number }> {
  const { db } = deps.database;
  const { rows, total } = await listGivingDays(db, page.pageSize, (page.page - 1) * page.pageSize);
  const pools = await poolsOf(
    db,
    rows.map((day) => day.id),
  );
  const out = await Promise.all(
    rows.map(async (day): Promise<TAdminGivingDayRow> => {
      const totals = await giftTotalsOf(db, day);
      const mine = pools.filter((pool) => pool.givingDayId === day.id);
      return {
        id: day.id,
        name: day.name,
        startTime: wire(day.startsAt),
        endTime: wire(day.endsAt),
        state: stateAt(day, now),
        goal: fenToYuan(day.goalFen),
        raised: fenToYuan(totals.moneyFen),
        matched: fenToYuan(mine.reduce((sum, pool) => sum + pool.confirmedFen, 0)),
        donors: totals.donors,
        pools: mine.length,
        boardsPaused: day.boardsPaused,
      };
    }),
  );
  return { rows: out, total };
}

function poolView(pool: PoolRow, itemIds: number[], now: Date): TAdminPool {
  return {
    id: pool.id,
    sponsor: pool.sponsor,
    size: fenToYuan(pool.sizeFen),
    ratioPercent: pool.ratioPercent,
    minGift: fenToYuan(pool.minGiftFen),
    giftCap: pool.giftCapFen === null ? null : fenToYuan(pool.giftCapFen),
    donorCap: pool.donorCapFen === null ? null : fenToYuan(pool.donorCapFen),
    donorGiftsPerDay: pool.donorGiftsPerDay,
    startTime: wire(pool.opensAt),
    endTime: wire(pool.closesAt),
    fairReleaseSeconds: pool.fairReleaseSeconds,
    itemIds,
    donorField: pool.donorField,
    donorValues: pool.donorValues,
    state: stateAt({ startsAt: pool.opensAt, endsAt: pool.closesAt }, now),
    reserved: fenToYuan(pool.reservedFen),
    confirmed: fenToYuan(pool.confirmedFen),
    free: fenToYuan(pool.sizeFen - pool.usedFen),
    batchSharedTime: pool.batchSharedAt ? wire(pool.batchSharedAt) : null,
  };
}

export async function adminGivingDay(
  deps: GivingDayAdminDeps,
  id: number,
  now = new Date(),
): Promise<TAdminGivingDay> {
  const { db } = deps.database;
  const day = await findGivingDay(db, id);
  if (!day) throw notFound();
  const [dayItems, pools, challengeRows, contests] = await Promise.all([
    dayItemsOf(db, [id]),
    poolsOf(db, [id]),
    challengesOf(db, id),
    contestsOf(db, id),
  ]);
  const poolItems = await poolItemsOf(
    db,
    pools.map((pool) => pool.id),
  );
  const challenges = await Promise.all(
    challengeRows.map(async ({ challenge, itemName, billNo }): Promise<TAdminChallenge> => {
      const progress = await challengeProgress(db, challenge);
      const byDonors = challenge.unlockDonors !== null;
      return {
        id: challenge.id,
        sponsor: challenge.sponsor,
        itemId: challenge.itemId,
        itemName,
        goalKind: byDonors ? 'donors' : 'money',
        goal: byDonors ? (challenge.unlockDonors ?? 0) : fenToYuan(challenge.unlockFen ?? 0),
        progress: byDonors ? progress.donors : fenToYuan(progress.moneyFen),
        amount: fenToYuan(challenge.amountFen),
        startTime: wire(challenge.startsAt),
        endTime: wire(challenge.endsAt),
        met: challenge.metAt !== null,
        metTime: challenge.metAt ? wire(challenge.metAt) : null,
        billNo: billNo ?? null,
        donorField: challenge.donorField,
        donorValues: challenge.donorValues,
      };
    }),
  );
  return {
    id: day.id,
    name: day.name,
    intro: day.intro,
    startTime: wire(day.startsAt),
    endTime: wire(day.endsAt),
    state: stateAt(day, now),
    goal: fenToYuan(day.goalFen),
    items: dayItems.map((item) => ({ id: item.id, name: item.name })),
    boardFields: day.boardFields,
    boardsPaused: day.boardsPaused,
    pools: pools.map((pool) =>
      poolView(
        pool,
        poolItems.filter((entry) => entry.poolId === pool.id).map((entry) => entry.itemId),
        now,
      ),
    ),
    challenges,
    contests: contests.map((contest) => ({
      id: contest.id,
      title: contest.title,
      prize: contest.prize,
      board: contest.board,
      metric: contest.metric === 'donors' ? 'donors' : 'money',
      startTime: wire(contest.startsAt),
      endTime: wire(contest.endsAt),
    })),
  };
}

/** The projects chosen exist and take money gifts (a naming order is not matched). */
async function checkProjects(tx: Tx, itemIds: readonly number[]): Promise<void> {
  const found = await projectsByIds(tx, itemIds);
  if (found.length !== new Set(itemIds).size)
    throw refused('admin.givingDay.projectNotFound', { field: 'itemIds' });
  if (found.some((item) => item.itemsType === 2))
    throw refused('admin.givingDay.projectNaming', { field: 'itemIds' });
}

function dayValues(input: DayInput) {
  return {
    name: input.name,
    intro: input.intro,
    startsAt: input.startTime,
    endsAt: input.endTime,
    goalFen: input.goal,
    boardFields: [...new Set(input.boardFields)],
  };
}

export async function createGivingDay(
  deps: GivingDayAdminDeps,
  actor: AuditActor & { staffId: number },
  input: DayInput,
): Promise<TAdminGivingDay> {
  const id = await deps.database.db.transaction(async (tx) => {
    await checkProjects(tx, input.itemIds);
    const dayId = await insertGivingDay(tx, dayValues(input), actor.staffId);
    await setDayItems(tx, dayId, [...new Set(input.itemIds)]);
    await recordAudit(tx, actor, {
      action: 'givingDay.create',
      targetType: 'giving_day',
      targetId: dayId,
      after: auditOfDay(input),
    });
    return dayId;
  });
  await changed(deps);
  return adminGivingDay(deps, id);
}

const auditOfDay = (input: DayInput) => ({
  name: input.name,
  startTime: wire(input.startTime),
  endTime: wire(input.endTime),
  goal: fenToYuan(input.goal),
  itemIds: input.itemIds,
  boardFields: input.boardFields,
});

export async function updateGivingDayOf(
  deps: GivingDayAdminDeps,
  actor: AuditActor,
  id: number,
  input: DayInput,
): Promise<TAdminGivingDay> {
  await deps.database.db.transaction(async (tx) => {
    const day = await lockGivingDay(tx, id);
    if (!day) throw notFound();
    await checkProjects(tx, input.itemIds);
    const before = { ...auditOfDayRow(day), itemIds: await dayItemIds(tx, id) };
    await updateGivingDay(tx, id, dayValues(input));
    await setDayItems(tx, id, [...new Set(input.itemIds)]);
    await recordAudit(tx, actor, {
      action: 'givingDay.update',
      targetType: 'giving_day',
      targetId: id,
      before,
      after: auditOfDay(input),
    });
  });
  await changed(deps);
  return adminGivingDay(deps, id);
}

const auditOfDayRow = (day: GivingDayRow) => ({
  name: day.name,
  startTime: wire(day.startsAt),
  endTime: wire(day.endsAt),
  goal: fenToYuan(day.goalFen),
  boardFields: day.boardFields,
});

export async function deleteGivingDayOf(
  deps: GivingDayAdminDeps,
  actor: AuditActor,
  id: number,
  now = new Date(),
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const day = await lockGivingDay(tx, id);
    if (!day) throw notFound();
    if (day.startsAt <= now) throw conflict('admin.givingDay.started');
    await deleteGivingDay(tx, id);
    await recordAudit(tx, actor, {
      action: 'givingDay.delete',
      targetType: 'giving_day',
      targetId: id,
      before: auditOfDayRow(day),
    });
  });
  await changed(deps);
}

/** Staff's switch under load: the page drops boards, contests and pushes slow down. */
export async function pauseBoards(
  deps: GivingDayAdminDeps,
  actor: AuditActor,
  id: number,
  paused: boolean,
): Promise<{ boardsPaused: boolean }> {
  await deps.database.db.transaction(async (tx) => {
    const day = await lockGivingDay(tx, id);
    if (!day) throw notFound();
    if (!(await setBoardsPaused(tx, id, paused))) return;
    await recordAudit(tx, actor, {
      action: paused ? 'givingDay.pauseBoards' : 'givingDay.resumeBoards',
      targetType: 'giving_day',
      targetId: id,
      before: { boardsPaused: !paused },
      after: { boardsPaused: paused },
    });
  });
  await changed(deps);
  return { boardsPaused: paused };
}

/** A time of a pool, challenge or contest lies inside its day. */
function checkInsideDay(day: GivingDayRow, window: { startTime: Date; endTime: Date }): void {
  const params = { start: wire(day.startsAt).slice(0, 16), end: wire(day.endsAt).slice(0, 16) };
  if (window.startTime < day.startsAt)
    throw refused('admin.givingDay.outsideDay', { field: 'startTime', ...params });
  if (window.endTime > day.endsAt)
    throw refused('admin.givingDay.outsideDay', { field: 'endTime', ...params });
}

async function checkOfDay(tx: Tx, dayId: number, itemIds: readonly number[], field: string): Promise<void> {
  const mine = new Set(await dayItemIds(tx, dayId));
  if (itemIds.some((itemId) => !mine.has(itemId))) throw refused('admin.givingDay.notOfDay', { field });
}

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

/** A challenge's goal: a whole number of donors, or a yuan amount in fen. */
function goalOf(input: ChallengeInput): { unlockDonors: number | null; unlockFen: number | null } {
  if (input.goalKind === 'donors') {
    const donors = Number(input.goal);
    if (!Number.isInteger(donors) || donors < 1 || donors > CHALLENGE_DONORS_MAX)
      throw refused('admin.givingDay.goalDonors', { field: 'goal', max: CHALLENGE_DONORS_MAX });
    return { unlockDonors: donors, unlockFen: null };
  }
  const fen = yuanToFen(input.goal);
  if (fen === null || fen <= 0 || fen > MAX_CONFIG_FEN)
    throw refused('admin.givingDay.goalMoney', { field: 'goal', max: MAX_CONFIG_FEN / 100 });
  return { unlockDonors: null, unlockFen: fen };
}

export async function createChallenge(
  deps: GivingDayAdminDeps,
  actor: AuditActor & { staffId: number },
  dayId: number,
  input: ChallengeInput,
): Promise<TAdminGivingDay> {
  await deps.database.db.transaction(async (tx) => {
    const day = await lockGivingDay(tx, dayId);
    if (!day) throw notFound();
    checkInsideDay(day, input);
    await checkOfDay(tx, dayId, [input.itemId], 'itemId');
    // Only the day's board fields are kept beside its gifts: a challenge can count by no other.
    if (input.donorField !== '' && !day.boardFields.includes(input.donorField))
      throw refused('admin.givingDay.fieldNotOnBoards', { field: 'donorField' });
    const goal = goalOf(input);
    const id = await insertChallenge(tx, {
      givingDayId: dayId,
      sponsor: input.sponsor,
      itemId: input.itemId,
      ...goal,
      amountFen: input.amount,
      startsAt: input.startTime,
      endsAt: input.endTime,
      donorField: input.donorField,
      donorValues: input.donorValues,
      createdBy: actor.staffId,
    });
    await recordAudit(tx, actor, {
      action: 'challenge.create',
      targetType: 'challenge',
      targetId: id,
      after: {
        givingDayId: dayId,
        sponsor: input.sponsor,
        itemId: input.itemId,
        goalKind: input.goalKind,
        goal: input.goal,
        amount: fenToYuan(input.amount),
        donorField: input.donorField,
        donorValues: input.donorValues,
        startTime: wire(input.startTime),
        endTime: wire(input.endTime),
      },
    });
  });
  await changed(deps);
  return adminGivingDay(deps, dayId);
}

export async function deleteChallengeOf(
  deps: GivingDayAdminDeps,
  actor: AuditActor,
  dayId: number,
  id: number,
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const challenge = await lockChallenge(tx, dayId, id);
    if (!challenge) throw notFound();
    if (challenge.metAt) throw conflict('admin.givingDay.challengeMet');
    await deleteChallenge(tx, id);
    await recordAudit(tx, actor, {
      action: 'challenge.delete',
      targetType: 'challenge',
      targetId: id,
      before: {
        sponsor: challenge.sponsor,
        itemId: challenge.itemId,
        amount: fenToYuan(challenge.amountFen),
      },
    });
  });
  await changed(deps);
}

export async function createContest(
  deps: GivingDayAdminDeps,
  actor: AuditActor,
  dayId: number,
  input: ContestInput,
): Promise<TAdminGivingDay> {
  await deps.database.db.transaction(async (tx) => {
    const day = await lockGivingDay(tx, dayId);
    if (!day) throw notFound();
    checkInsideDay(day, input);
    if (!['project', 'fundraiser', ...day.boardFields].includes(input.board))
      throw refused('admin.givingDay.boardUnknown', { field: 'board' });
    const id = await insertContest(tx, {
      givingDayId: dayId,
      title: input.title,
      prize: input.prize,
      board: input.board,
      metric: input.metric,
      startsAt: input.startTime,
      endsAt: input.endTime,
    });
    await recordAudit(tx, actor, {
      action: 'contest.create',
      targetType: 'contest',
      targetId: id,
      after: {
        givingDayId: dayId,
        title: input.title,
        prize: input.prize,
        board: input.board,
        metric: input.metric,
        startTime: wire(input.startTime),
        endTime: wire(input.endTime),
      },
    });
  });
  await changed(deps);
  return adminGivingDay(deps, dayId);
}

export async function deleteContestOf(
  deps: GivingDayAdminDeps,
  actor: AuditActor,
  dayId: number,
  id: number,
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const contest = await findContest(tx, dayId, id);
    if (!contest) throw notFound();
    await deleteContest(tx, id);
    await recordAudit(tx, actor, {
      action: 'contest.delete',
      targetType: 'contest',
      targetId: id,
      before: { title: contest.title, board: contest.board, metric: contest.metric },
    });
  });
  await changed(deps);
}

const DASHBOARD_MINUTES = 30;

/** The live dashboard: totals, the last half hour minute by minute, pools left, what did not end paid. */
export async function givingDayDashboard(
  deps: GivingDayAdminDeps,
  id: number,
  now = new Date(),
): Promise<TGivingDayDashboard> {
  const { db } = deps.database;
  const day = await findGivingDay(db, id);
  if (!day) throw notFound();
  const thisMinute = Math.floor(now.getTime() / 60_000);
  const since = new Date((thisMinute - DASHBOARD_MINUTES + 1) * 60_000);
  const [totals, pools, challengeFen, paid, placed, statuses] = await Promise.all([
    giftTotalsOf(db, day),
    poolsOf(db, [id]),
    challengeMoneyOf(db, id),
    paidPerMinute(db, id, since),
    placedPerMinute(db, id, since),
    placedByStatus(db, id),
  ]);
  const paidAt = new Map(paid.map((row) => [Number(row.minute), row]));
  const placedAt = new Map(placed.map((row) => [Number(row.minute), row.placed]));
  const statusCount = (status: string) => statuses.find((row) => row.status === status)?.n ?? 0;
  return {
    serverTime: wire(now),
    raised: fenToYuan(totals.moneyFen),
    matched: fenToYuan(pools.reduce((sum, pool) => sum + pool.confirmedFen, 0)),
    challengeMoney: fenToYuan(challengeFen),
    donors: totals.donors,
    gifts: totals.gifts,
    goal: fenToYuan(day.goalFen),
    perMinute: Array.from({ length: DASHBOARD_MINUTES }, (_, index) => {
      const minute = thisMinute - DASHBOARD_MINUTES + 1 + index;
      const row = paidAt.get(minute);
      return {
        minute: wire(new Date(minute * 60_000)).slice(11, 16),
        paid: row?.paid ?? 0,
        placed: placedAt.get(minute) ?? 0,
        money: fenToYuan(Number(row?.moneyFen ?? 0)),
      };
    }),
    pools: pools.map((pool) => ({
      id: pool.id,
      sponsor: pool.sponsor,
      size: fenToYuan(pool.sizeFen),
      free: fenToYuan(pool.sizeFen - pool.usedFen),
      reserved: fenToYuan(pool.reservedFen),
      confirmed: fenToYuan(pool.confirmedFen),
    })),
    failures: {
      expired: statusCount('EXPIRED'),
      cancelled: statusCount('CANCELLED'),
      refunded: statusCount('REFUNDED') + statusCount('PARTLY_REFUNDED'),
      awaitingPayment: statusCount('PENDING'),
    },
    boardsPaused: day.boardsPaused,
  };
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
