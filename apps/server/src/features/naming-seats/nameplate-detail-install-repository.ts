import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { seatClaims } from '../../db/schema/naming.ts';

/** A named seat claim's plaque progress; undefined when the claim is unknown or not named now. */
export async function findNamedInstall(db: Db, claimId: number) {
  const [row] = await db
    .select({
      state: seatClaims.installState,
      photo: seatClaims.installPhoto,
      updatedAt: seatClaims.installUpdatedAt,
    })
    .from(seatClaims)
    .where(and(eq(seatClaims.id, claimId), eq(seatClaims.state, 'named')));
  return row;
}
