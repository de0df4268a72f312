import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { donations } from '../../db/schema/donations.ts';
import { refunds } from '../../db/schema/payments.ts';
import { reconciliationSettlements } from '../../db/schema/reconciliation.ts';
import { staff } from '../../db/schema/staff.ts';

export type NewSettlement = typeof reconciliationSettlements.$inferInsert;

/** A day's settlements of one provider's bill, oldest first, with who made each. */
export function settlementsOfDay(db: Db, provider: string, date: string) {
  return db
    .select({
      differenceKey: reconciliationSettlements.differenceKey,
      action: reconciliationSettlements.action,
      outcome: reconciliationSettlements.outcome,
      note: reconciliationSettlements.note,
      createdAt: reconciliationSettlements.createdAt,
      staffName: staff.displayName,
      staffUsername: staff.username,
    })
    .from(reconciliationSettlements)
    .innerJoin(staff, eq(staff.id, reconciliationSettlements.staffId))
    .where(
      and(eq(reconciliationSettlements.provider, provider), eq(reconciliationSettlements.billDate, date)),
    )
    .orderBy(asc(reconciliationSettlements.id));
}

/** The settlement, or null when another one of the same difference was made first (unique index). */
export async function insertSettlement(tx: Tx, row: NewSettlement): Promise<number | null> {
  const [inserted] = await tx
    .insert(reconciliationSettlements)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: reconciliationSettlements.id });
  return inserted?.id ?? null;
}

export async function isSettled(db: Db, provider: string, date: string, key: string): Promise<boolean> {
  const [found] = await db
    .select({ id: reconciliationSettlements.id })
    .from(reconciliationSettlements)
    .where(
      and(
        eq(reconciliationSettlements.provider, provider),
        eq(reconciliationSettlements.billDate, date),
        eq(reconciliationSettlements.differenceKey, key),
      ),
    );
  return found !== undefined;
}

/** A refund of this provider's order by its number, with its state: what a bill's refund line confirms. */
export async function findRefundOfProvider(db: Db, provider: string, refundNo: string) {
  const [found] = await db
    .select({ id: refunds.id, status: refunds.status })
    .from(refunds)
    .innerJoin(donations, eq(donations.id, refunds.donationId))
    .where(and(eq(refunds.refundNo, refundNo), eq(donations.provider, provider)));
  return found;
}
