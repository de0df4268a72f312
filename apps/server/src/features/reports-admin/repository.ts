import { STANDING_ORDER_STATUSES } from '@alma/shared/orders/order-status';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { foundation } from '../../db/schema/site.ts';

/**
 * The reports' SQL: every figure comes from one set of facts — accepted gifts by the day they were
 * paid, confirmed staff refunds by the day they were confirmed — summed per project, pay type,
 * naming kind and Asia/Shanghai month, so that every grouping of a report adds up to the same total.
 * The month is UTC + 8 hours (as the dashboard's days): Shanghai has had no daylight saving since
 * 1991, and an embedded PGlite may lack time-zone data. Fen and counts only; the service words them.
 */

export type ReportWindow = { start: Date; end: Date };

export type IncomeFact = {
  itemsId: number;
  projectName: string;
  fundId: number | null;
  fundName: string | null;
  payType: number;
  namingType: number;
  month: string;
  gifts: number;
  incomeFen: number;
  refundsFen: number;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const STANDING = sql.raw(STANDING_ORDER_STATUSES.map((status) => `'${status}'`).join(', '));
const shanghaiMonth = (column: string) =>
  sql.raw(`to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM')`);

/**
 * An accepted gift is one the ledger settled: standing now (PAID, PARTLY_REFUNDED) or refunded since
 * (REFUNDED) — but not a late payment the ledger refused at once (its `late` refund gave the money
 * back without it ever counting). What it brought in is what was paid: money_fen + refunded_fen.
 */
export async function incomeFacts(db: Db, window: ReportWindow): Promise<IncomeFact[]> {
  const { start, end } = window;
  const result = await db.execute(sql`
    select f.items_id, i.name as project_name, i.type_id as fund_id, t.name as fund_name,
           f.pay_type, f.naming_type, f.month,
           sum(f.gifts)::int as gifts, sum(f.income_fen)::text as income_fen,
           sum(f.refund_fen)::text as refunds_fen
      from (
        select d.items_id, d.pay_type, d.naming_type, ${shanghaiMonth('d.paid_at')} as month,
               1 as gifts, d.money_fen + d.refunded_fen as income_fen, 0::bigint as refund_fen
          from donations d
         where d.paid_at >= ${start} and d.paid_at < ${end}
           and d.status in (${STANDING}, 'REFUNDED')
           and not exists (select 1 from refunds l where l.donation_id = d.id and l.kind = 'late')
        union all
        select d.items_id, d.pay_type, d.naming_type, ${shanghaiMonth('r.completed_at')} as month,
               0, 0::bigint, r.amount_fen
          from refunds r join donations d on d.id = r.donation_id
         where r.kind = 'staff' and r.status = 'SUCCEEDED'
           and r.completed_at >= ${start} and r.completed_at < ${end}
      ) f
      join items i on i.id = f.items_id
      left join item_types t on t.id = i.type_id
     group by f.items_id, i.name, i.type_id, t.name, f.pay_type, f.naming_type, f.month
     order by f.month, f.items_id, f.pay_type`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    itemsId: Number(row.items_id),
    projectName: String(row.project_name),
    fundId: row.fund_id === null ? null : Number(row.fund_id),
    fundName: row.fund_name === null ? null : String(row.fund_name),
    payType: Number(row.pay_type),
    namingType: Number(row.naming_type),
    month: String(row.month),
    gifts: Number(row.gifts),
    incomeFen: Number(row.income_fen),
    refundsFen: Number(row.refunds_fen),
  }));
}

export type DonorFacts = { returning: boolean; donors: number; gifts: number; fen: number };

/**
 * The donors of a window: people with a standing gift paid in it. Returning when they also have a
 * standing gift paid before it; new otherwise. Their gifts and what those hold now (money_fen).
 */
export async function donorFacts(db: Db, window: ReportWindow): Promise<DonorFacts[]> {
  const { start, end } = window;
  const result = await db.execute(sql`
    with given as (
      select user_id, count(*)::int as gifts, sum(money_fen) as fen
        from donations
       where status in (${STANDING}) and paid_at >= ${start} and paid_at < ${end}
       group by user_id
    )
    select exists (
             select 1 from donations p
              where p.user_id = g.user_id and p.status in (${STANDING}) and p.paid_at < ${start}
           ) as returning,
           count(*)::int as donors, sum(g.gifts)::int as gifts, sum(g.fen)::text as fen
      from given g
     group by 1`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    returning: row.returning === true || row.returning === 't',
    donors: Number(row.donors),
    gifts: Number(row.gifts),
    fen: Number(row.fen),
  }));
}

/** E-receipts the fiscal platform issued in the window (a later void does not undo the issue). */
export async function countReceiptsIssued(db: Db, window: ReportWindow): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as issued from receipts
     where issued_at >= ${window.start} and issued_at < ${window.end}`);
  return Number(rowsOf<Record<string, unknown>>(result)[0]?.issued ?? 0);
}

export async function foundationName(db: Db): Promise<string> {
  const [row] = await db.select({ title: foundation.title }).from(foundation).where(eq(foundation.id, 1));
  return row?.title ?? '';
}
