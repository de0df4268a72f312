/** The one move a row offers: where it goes next, and whether it needs the courier's form. */
export type TMoveOffer = { to: number; needsExpress: boolean };

export type TMovePlan = {
  /** One bulk call per target status (a certificate not made goes to pickup or mailing by its way). */
  moves: Array<{ to: number; ids: number[] }>;
  /** Mailing needs a courier number each: these are moved one by one, from their row. */
  oneByOne: number[];
  /** Rows with no move left (final, voided, or not staff's to move). */
  none: number[];
};

/**
 * Selected rows moved together, each to its own next status: a bulk call takes one target, so the
 * rows are grouped by it, in the order targets first appear. Mailing is left out, as the server
 * refuses it in bulk.
 */
export function planMoves<R extends { id: number }>(
  rows: readonly R[],
  offerOf: (row: R) => TMoveOffer | null,
): TMovePlan {
  const plan: TMovePlan = { moves: [], oneByOne: [], none: [] };
  for (const row of rows) {
    const offer = offerOf(row);
    if (offer === null) plan.none.push(row.id);
    else if (offer.needsExpress) plan.oneByOne.push(row.id);
    else {
      const group = plan.moves.find((move) => move.to === offer.to);
      if (group) group.ids.push(row.id);
      else plan.moves.push({ to: offer.to, ids: [row.id] });
    }
  }
  return plan;
}

/** How many rows the plan moves in bulk. */
export const movedCount = (plan: TMovePlan): number =>
  plan.moves.reduce((sum, move) => sum + move.ids.length, 0);
