import { mayCall } from '@alma/shared/admin-api/permissions';
import type { TStaffRole } from '@alma/shared/admin-api/roles';
import { describe, expect, it } from 'vitest';
import { planMoves } from '../../../lib/move-plan.ts';
import { receiptActions, receiptOfferOf, type TReceiptPowers } from './receipt-actions.ts';
import { receiptPowersOf } from './receipt-powers.ts';

const PICKUP = 1;
const EXPRESS = 2;
const EMAIL = 3;
const SMS = 4;
const ALL: TReceiptPowers = { issue: true, resend: true, move: true, scan: true, correct: true };

/** The kinds (and a move's target) a row offers, as one line each. */
const kindsOf = (status: number, receiptWay: number, powers = ALL, voided = false) =>
  receiptActions({ status, receiptWay, voided }, powers).map((action) =>
    action.kind === 'move' ? `move→${action.to}${action.needsExpress ? '+express' : ''}` : action.kind,
  );

describe('the buttons of a receipt', () => {
  it.each<[number, number, string[]]>([
    [1, EMAIL, ['issue']],
    [1, SMS, ['issue']],
    [6, EMAIL, ['resend']],
    [7, SMS, ['resend']],
    [1, PICKUP, ['move→3', 'scan']],
    [1, EXPRESS, ['move→2', 'scan']],
    [2, EXPRESS, ['move→4+express', 'scan']],
    [3, PICKUP, ['move→5', 'scan']],
    // Mailed: its courier and number can still be corrected.
    [4, EXPRESS, ['correct', 'scan']],
    [5, PICKUP, ['scan']],
  ])('status %i, way %i', (status, way, kinds) => {
    expect(kindsOf(status, way)).toEqual(kinds);
  });

  it('offers nothing on a voided receipt', () => {
    expect(kindsOf(1, EMAIL, ALL, true)).toEqual([]);
    expect(kindsOf(2, EXPRESS, ALL, true)).toEqual([]);
  });

  it.each<[TStaffRole, string[], string[]]>([
    ['finance', ['issue'], ['move→2', 'scan']],
    ['fulfilment', [], ['move→2', 'scan']],
    ['administrator', ['issue'], ['move→2', 'scan']],
  ])('a %s: e-receipt to issue %j, paper to post %j', (role, electronic, paper) => {
    const powers = receiptPowersOf((key) => mayCall(role, key));
    expect(kindsOf(1, EMAIL, powers)).toEqual(electronic);
    expect(kindsOf(1, EXPRESS, powers)).toEqual(paper);
  });

  it('moves only paper receipts by hand, in bulk too', () => {
    expect(receiptOfferOf({ status: 6, receiptWay: EMAIL, voided: false })).toBeNull();
    const rows = [
      { id: 1, status: 1, receiptWay: EXPRESS, voided: false },
      { id: 2, status: 1, receiptWay: EMAIL, voided: false },
      { id: 3, status: 2, receiptWay: EXPRESS, voided: false },
      { id: 4, status: 3, receiptWay: PICKUP, voided: false },
    ];
    expect(planMoves(rows, receiptOfferOf)).toEqual({
      moves: [
        { to: 2, ids: [1] },
        { to: 5, ids: [4] },
      ],
      oneByOne: [3],
      none: [2],
    });
  });
});
