import { describe, expect, it } from 'vitest';
import { movedCount, planMoves, type TMoveOffer } from './move-plan.ts';

type Row = { id: number; offer: TMoveOffer | null };

describe('moving selected rows together', () => {
  it('groups rows by the status each goes to, mailing one by one, final rows apart', () => {
    const rows: Row[] = [
      { id: 1, offer: { to: 2, needsExpress: false } },
      { id: 2, offer: { to: 3, needsExpress: false } },
      { id: 3, offer: { to: 4, needsExpress: true } },
      { id: 4, offer: { to: 2, needsExpress: false } },
      { id: 5, offer: null },
    ];
    const plan = planMoves(rows, (row) => row.offer);
    expect(plan).toEqual({
      moves: [
        { to: 2, ids: [1, 4] },
        { to: 3, ids: [2] },
      ],
      oneByOne: [3],
      none: [5],
    });
    expect(movedCount(plan)).toBe(3);
  });

  it('plans nothing for nothing selected', () => {
    expect(planMoves<Row>([], (row) => row.offer)).toEqual({ moves: [], oneByOne: [], none: [] });
  });
});
