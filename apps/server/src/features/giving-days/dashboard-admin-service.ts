import type { TGivingDayDashboard } from '@alma/shared/admin-api/giving-days';
import { fenToYuan } from '@alma/shared/money/money';
import { notFound } from '../../http/envelope.ts';
import { paidPerMinute, placedByStatus, placedPerMinute } from './admin-repository.ts';
import { type GivingDayAdminDeps, wire } from './admin-shared.ts';
import { challengeMoneyOf, findGivingDay, giftTotalsOf, poolsOf } from './repository.ts';

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
