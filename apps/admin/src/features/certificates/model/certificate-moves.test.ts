import { describe, expect, it } from 'vitest';
import { planMoves } from '../../../lib/move-plan.ts';
import { certificateOfferOf } from './certificate-moves.ts';

const PICKUP = 1;
const DELIVERY = 2;

describe('the move a certificate offers', () => {
  it.each([
    [1, PICKUP, { to: 3, verb: 'made', needsExpress: false }],
    [1, DELIVERY, { to: 2, verb: 'made', needsExpress: false }],
    [2, DELIVERY, { to: 4, verb: 'mailed', needsExpress: true }],
    [3, PICKUP, { to: 5, verb: 'pickedUp', needsExpress: false }],
    [4, DELIVERY, null],
    [5, PICKUP, null],
  ])('status %i, way %i', (status, certificateWay, offer) => {
    expect(certificateOfferOf({ status, certificateWay, voided: false })).toEqual(offer);
  });

  it('offers nothing on a voided certificate', () => {
    expect(certificateOfferOf({ status: 1, certificateWay: DELIVERY, voided: true })).toBeNull();
  });

  it('moves a selection to each row’s next status, leaving mailing to the rows', () => {
    const rows = [
      { id: 1, status: 1, certificateWay: DELIVERY, voided: false },
      { id: 2, status: 1, certificateWay: PICKUP, voided: false },
      { id: 3, status: 2, certificateWay: DELIVERY, voided: false },
      { id: 4, status: 3, certificateWay: PICKUP, voided: false },
      { id: 5, status: 4, certificateWay: DELIVERY, voided: false },
    ];
    expect(planMoves(rows, certificateOfferOf)).toEqual({
      moves: [
        { to: 2, ids: [1] },
        { to: 3, ids: [2] },
        { to: 5, ids: [4] },
      ],
      oneByOne: [3],
      none: [5],
    });
  });
});
