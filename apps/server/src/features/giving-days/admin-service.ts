import { donorFieldsOf } from '@alma/shared/admin-api/giving-day-donor-fields';
import type {
  TAdminChallenge,
  TAdminGivingDay,
  TAdminGivingDayRow,
} from '@alma/shared/admin-api/giving-days';
import { fenToYuan } from '@alma/shared/money/money';
import { type AuditActor, recordAudit } from '../../audit/record-audit.ts';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import {
  dayItemIds,
  deleteGivingDay,
  insertGivingDay,
  lockGivingDay,
  projectsByIds,
  setBoardsPaused,
  setDayItems,
  updateGivingDay,
} from './admin-repository.ts';
import {
  changed,
  conflict,
  type DayInput,
  type GivingDayAdminDeps,
  poolView,
  refused,
  wire,
} from './admin-shared.ts';
import { stateAt } from './reads-service.ts';
import {
  challengeProgress,
  challengesOf,
  contestsOf,
  dayItemsOf,
  findGivingDay,
  formFieldsOf,
  type GivingDayRow,
  giftTotalsOf,
  listGivingDays,
  poolItemsOf,
  poolsOf,
} from './repository.ts';

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
  const [poolItems, fields] = await Promise.all([
    poolItemsOf(
      db,
      pools.map((pool) => pool.id),
    ),
    formFieldsOf(
      db,
      dayItems.map((item) => item.id),
    ),
  ]);
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
    donorFields: donorFieldsOf([{ fieldList: fields }]),
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
