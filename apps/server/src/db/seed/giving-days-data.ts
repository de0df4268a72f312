import type { AppDeps } from '../../app-deps.ts';
import type { AuditActor } from '../../audit/record-audit.ts';
import { createGivingDay } from '../../features/giving-days/admin-service.ts';
import { createChallenge, createContest } from '../../features/giving-days/parts-admin-service.ts';
import { createPool } from '../../features/giving-days/pool-admin-service.ts';
import { anyGivingDay, firstAdministratorId } from '../../features/giving-days/repository.ts';
import { type DemoClock, makeDemoClock } from './demo-clock.ts';
import { PROJECT } from './demo-ids.ts';

/**
 * The demo's giving days (issue 25), set up through the console's own services (audited as the
 * demo seed): one open now — the anniversary week, with a 1:1 pool whose first minute was a fair
 * release, a donors challenge and an hourly college contest — and one past. Only on a demo
 * database without giving days and once its staff exist (a challenge is recorded in a staff
 * member's name); a second start finds them and does nothing.
 */
export async function seedDemoGivingDaysIfNone(
  deps: AppDeps,
  clock: DemoClock = makeDemoClock(),
): Promise<boolean> {
  const { db } = deps.database;
  if (await anyGivingDay(db)) return false;
  const staffId = await firstAdministratorId(db);
  if (staffId === null) return false;
  const actor: AuditActor & { staffId: number } = { staffId, username: 'demo-seed', role: 'system', ip: '' };

  const start = clock.at(0, 0, 0);
  const end = clock.at(-7, 23, 59);
  const week = await createGivingDay(deps, actor, {
    name: '校庆周·为母校加油',
    intro:
      '校庆周期间，校友企业为每一笔捐赠1:1配捐；书香校园项目满20位捐赠人，1990级校友再捐2万元。每个整点，参与人数最多的学院获赠校史纪念册。',
    startTime: start,
    endTime: end,
    goal: 50_000_000,
    itemIds: [PROJECT.scholarship, PROJECT.books, PROJECT.winter, PROJECT.teachers],
    boardFields: ['college', 'enrolYear'],
  });
  await createPool(deps, actor, week.id, {
    sponsor: '示范校友企业',
    poolSize: 5_000_000,
    ratioPercent: 100,
    minGift: 1_000,
    giftCap: 50_000,
    donorCap: 100_000,
    donorGiftsPerDay: 3,
    startTime: start,
    endTime: end,
    fairReleaseSeconds: 60,
    itemIds: [],
    donorField: '',
    donorValues: [],
  });
  await createChallenge(deps, actor, week.id, {
    sponsor: '1990级校友',
    itemId: PROJECT.books,
    goalKind: 'donors',
    goal: 20,
    amount: 2_000_000,
    startTime: start,
    endTime: end,
    donorField: '',
    donorValues: [],
  });
  await createContest(deps, actor, week.id, {
    title: '整点学院赛',
    prize: '每个整点参与人数最多的学院，获赠校史纪念册100册',
    board: 'college',
    metric: 'donors',
    startTime: start,
    endTime: end,
  });

  const pastStart = clock.at(90, 0, 0);
  const pastEnd = clock.at(88, 23, 59);
  const past = await createGivingDay(deps, actor, {
    name: '99公益日',
    intro: '三天里，每一笔捐赠都有配捐。',
    startTime: pastStart,
    endTime: pastEnd,
    goal: 10_000_000,
    itemIds: [PROJECT.scholarship, PROJECT.lunch],
    boardFields: [],
  });
  await createPool(deps, actor, past.id, {
    sponsor: '爱心企业联盟',
    poolSize: 2_000_000,
    ratioPercent: 100,
    minGift: 100,
    giftCap: 10_000,
    donorCap: null,
    donorGiftsPerDay: 1,
    startTime: pastStart,
    endTime: pastEnd,
    fairReleaseSeconds: 0,
    itemIds: [],
    donorField: '',
    donorValues: [],
  });
  return true;
}
