import {
  DASHBOARD_SERIES_DAYS,
  DASHBOARD_TOP_PROJECTS,
  type TDashboard,
} from '@alma/shared/admin-api/dashboard';
import { SHANGHAI_OFFSET_MS, shanghaiDay } from '@alma/shared/dates/shanghai-day';
import { fenToYuan } from '@alma/shared/money/money';
import type { Db } from '../../db/client.ts';
import {
  countMessagesToReview,
  countRefundsAwaitingApproval,
  paidByPayType,
  paidByShanghaiDay,
  payingDonors,
  placedByStatus,
  raisedByProject,
  raisedFenSince,
} from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight in Asia/Shanghai `daysBack` days before the Shanghai day of `now`. */
export function shanghaiDayStart(now: Date, daysBack = 0): Date {
  const local = now.getTime() + SHANGHAI_OFFSET_MS;
  const midnightLocal = local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
  return new Date(midnightLocal - SHANGHAI_OFFSET_MS - daysBack * DAY_MS);
}

/** Every day of the window, oldest first, with the days nobody gave as 0. */
function fillDays(
  since: Date,
  rows: Array<{ day: string; fen: number; orders: number }>,
): TDashboard['daily'] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return Array.from({ length: DASHBOARD_SERIES_DAYS }, (_, index) => {
    const day = shanghaiDay(new Date(since.getTime() + index * DAY_MS));
    const row = byDay.get(day);
    return { day, money: fenToYuan(row?.fen ?? 0), orders: row?.orders ?? 0 };
  });
}

const inYuan = <T extends { fen: number }>({ fen, ...rest }: T) => ({ ...rest, money: fenToYuan(fen) });

/** The figures every role sees first: money raised, donors, orders and the work waiting. */
export async function dashboard(db: Db, now = new Date()): Promise<TDashboard> {
  const since = {
    today: shanghaiDayStart(now),
    last7Days: shanghaiDayStart(now, 6),
    last30Days: shanghaiDayStart(now, DASHBOARD_SERIES_DAYS - 1),
  };
  const [raised, donors, byProject, byPayType, byStatus, days, messagesToReview, refundsAwaitingApproval] =
    await Promise.all([
      raisedFenSince(db, since),
      payingDonors(db, since.last30Days),
      raisedByProject(db, since.last30Days, DASHBOARD_TOP_PROJECTS),
      paidByPayType(db, since.last30Days),
      placedByStatus(db, since.last30Days),
      paidByShanghaiDay(db, since.last30Days),
      countMessagesToReview(db),
      countRefundsAwaitingApproval(db),
    ]);
  return {
    raised: {
      today: fenToYuan(raised.today),
      last7Days: fenToYuan(raised.last7Days),
      last30Days: fenToYuan(raised.last30Days),
    },
    donors: { last30Days: donors.recent, allTime: donors.allTime },
    byProject: byProject.map(inYuan),
    byPayType: byPayType.map(inYuan),
    byStatus: byStatus.map(inYuan),
    daily: fillDays(since.last30Days, days),
    pending: { messagesToReview, refundsAwaitingApproval },
  };
}
