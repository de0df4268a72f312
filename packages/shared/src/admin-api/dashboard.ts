import { z } from 'zod';

/**
 * The console's dashboard (GET /dashboard). Money is yuan, as everywhere on the wire. "Today", "7 days"
 * and "30 days" are Asia/Shanghai calendar days ending today (today and the 6 or 29 days before), so the
 * daily series adds up to the 30-day figure. Raised money counts PAID orders only (a refunded gift has
 * left the foundation's hands).
 */
export const DASHBOARD_SERIES_DAYS = 30;
export const DASHBOARD_TOP_PROJECTS = 10;

const zYuan = z.number();
const zCount = z.number().int();

export const ZDashboardProject = z.object({
  itemsId: z.number().int(),
  name: z.string(),
  money: zYuan,
  orders: zCount,
});
export const ZDashboardPayType = z.object({ payType: z.number().int(), money: zYuan, orders: zCount });
export const ZDashboardStatus = z.object({ status: z.string(), money: zYuan, orders: zCount });
/** One Shanghai day: `YYYY-MM-DD`, raised money and paid orders. */
export const ZDashboardDay = z.object({ day: z.string(), money: zYuan, orders: zCount });

export const ZDashboard = z.object({
  raised: z.object({ today: zYuan, last7Days: zYuan, last30Days: zYuan }),
  /** Distinct users with at least one PAID order. */
  donors: z.object({ last30Days: zCount, allTime: zCount }),
  /** Top projects by money raised in the last 30 days. */
  byProject: z.array(ZDashboardProject),
  /** PAID orders of the last 30 days by pay type. */
  byPayType: z.array(ZDashboardPayType),
  /** Orders placed in the last 30 days by their status now. */
  byStatus: z.array(ZDashboardStatus),
  /** Every day of the last 30, oldest first, days without a gift included as 0. */
  daily: z.array(ZDashboardDay),
  pending: z.object({ messagesToReview: zCount, refundsAwaitingApproval: zCount }),
});
export type TDashboard = z.infer<typeof ZDashboard>;
