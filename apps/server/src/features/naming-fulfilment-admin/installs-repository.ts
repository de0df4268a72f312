import type { InstallState } from '@alma/shared/api/naming-activity';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { donations } from '../../db/schema/donations.ts';
import { items } from '../../db/schema/items.ts';
import { seatClaims, seats } from '../../db/schema/naming.ts';
import { pageWithTotal, windowTotal } from '../../db/window-total.ts';

export type InstallFilter = { itemsId?: number | undefined; state?: InstallState | undefined };

/** Named seats only: a plaque is made for a naming that was paid, and a released one is gone. */
const namedWith = (filter: InstallFilter) =>
  and(
    eq(seatClaims.state, 'named'),
    filter.itemsId === undefined ? undefined : eq(seats.itemsId, filter.itemsId),
    filter.state === undefined ? undefined : eq(seatClaims.installState, filter.state),
  );

const installColumns = {
  claimId: seatClaims.id,
  seatId: seatClaims.seatId,
  itemsId: seats.itemsId,
  itemsName: items.name,
  objectLabel: seats.label,
  billNo: donations.billNo,
  donorName: seatClaims.donorName,
  donationMessage: seatClaims.donationMessage,
  namedAt: seatClaims.namedAt,
  state: seatClaims.installState,
  photo: seatClaims.installPhoto,
  updatedAt: seatClaims.installUpdatedAt,
};

/** One page of named seats, the most recently named first. */
export async function listInstalls(db: Db, filter: InstallFilter, page: { limit: number; offset: number }) {
  const found = await db
    .select({ ...installColumns, total: windowTotal() })
    .from(seatClaims)
    .innerJoin(seats, eq(seats.id, seatClaims.seatId))
    .innerJoin(items, eq(items.id, seats.itemsId))
    .innerJoin(donations, eq(donations.id, seatClaims.donationId))
    .where(namedWith(filter))
    .orderBy(desc(seatClaims.namedAt), desc(seatClaims.id))
    .limit(page.limit)
    .offset(page.offset);
  return pageWithTotal(found, page.offset, async () => {
    const [row] = await db
      .select({ total: count() })
      .from(seatClaims)
      .innerJoin(seats, eq(seats.id, seatClaims.seatId))
      .where(namedWith(filter));
    return row?.total ?? 0;
  });
}
export type InstallRecord = Awaited<ReturnType<typeof listInstalls>>['rows'][number];

/** One claim, locked for its move (two staff saving at once take turns). */
export async function lockInstall(tx: Tx, claimId: number) {
  const [row] = await tx
    .select({ ...installColumns, claimState: seatClaims.state })
    .from(seatClaims)
    .innerJoin(seats, eq(seats.id, seatClaims.seatId))
    .innerJoin(items, eq(items.id, seats.itemsId))
    .innerJoin(donations, eq(donations.id, seatClaims.donationId))
    .where(eq(seatClaims.id, claimId))
    .for('update', { of: seatClaims });
  return row;
}

export async function updateInstall(
  tx: Tx,
  claimId: number,
  values: { state: InstallState; photo: string; at: Date },
): Promise<void> {
  await tx
    .update(seatClaims)
    .set({ installState: values.state, installPhoto: values.photo, installUpdatedAt: values.at })
    .where(eq(seatClaims.id, claimId));
}
