import { describe, expect, it } from 'vitest';
import {
  canMoveOrder,
  isStanding,
  nextOrderStatus,
  ORDER_MOVES,
  ORDER_STATUSES,
  orderArrows,
  statusesThatCan,
  type TOrderMove,
  type TOrderStatus,
} from './order-status.ts';

describe('the order machine', () => {
  // Every (status, move) pair: where it goes, or null for no such arrow.
  const table: Array<[TOrderStatus, TOrderMove, TOrderStatus | null]> = [
    ['PENDING', 'settle', 'PAID'],
    ['PENDING', 'cancel', 'CANCELLED'],
    ['PENDING', 'expire', 'EXPIRED'],
    ['PENDING', 'refundPart', null],
    ['PENDING', 'refundAll', null],
    ['PENDING', 'refuseLate', null],
    ['CANCELLED', 'settle', 'PAID'],
    ['CANCELLED', 'refuseLate', 'REFUNDED'],
    ['CANCELLED', 'cancel', null],
    ['CANCELLED', 'expire', null],
    ['CANCELLED', 'refundPart', null],
    ['CANCELLED', 'refundAll', null],
    ['EXPIRED', 'settle', 'PAID'],
    ['EXPIRED', 'refuseLate', 'REFUNDED'],
    ['EXPIRED', 'cancel', null],
    ['EXPIRED', 'expire', null],
    ['EXPIRED', 'refundPart', null],
    ['EXPIRED', 'refundAll', null],
    ['PAID', 'refundPart', 'PARTLY_REFUNDED'],
    ['PAID', 'refundAll', 'REFUNDED'],
    ['PAID', 'settle', null],
    ['PAID', 'cancel', null],
    ['PAID', 'expire', null],
    ['PAID', 'refuseLate', null],
    ['PARTLY_REFUNDED', 'refundPart', 'PARTLY_REFUNDED'],
    ['PARTLY_REFUNDED', 'refundAll', 'REFUNDED'],
    ['PARTLY_REFUNDED', 'settle', null],
    ['PARTLY_REFUNDED', 'cancel', null],
    ['PARTLY_REFUNDED', 'expire', null],
    ['PARTLY_REFUNDED', 'refuseLate', null],
    ...ORDER_MOVES.map((move): [TOrderStatus, TOrderMove, null] => ['REFUNDED', move, null]),
  ];

  it('covers every status and move once', () => {
    expect(table).toHaveLength(ORDER_STATUSES.length * ORDER_MOVES.length);
    expect(new Set(table.map(([from, move]) => `${from}.${move}`)).size).toBe(table.length);
  });

  it.each(table)('%s by %s goes to %s', (from, move, to) => {
    expect(nextOrderStatus(from, move)).toBe(to);
  });

  it.each([
    ['settle', ['PENDING', 'CANCELLED', 'EXPIRED']],
    ['cancel', ['PENDING']],
    ['expire', ['PENDING']],
    ['refundPart', ['PAID', 'PARTLY_REFUNDED']],
    ['refundAll', ['PAID', 'PARTLY_REFUNDED']],
    ['refuseLate', ['CANCELLED', 'EXPIRED']],
  ] as const)('%s starts only from %j', (move, from) => {
    expect(statusesThatCan(move)).toEqual(from);
  });

  it.each([
    ['PAID', 'PENDING'],
    ['PAID', 'CANCELLED'],
    ['REFUNDED', 'PAID'],
    ['PARTLY_REFUNDED', 'PAID'],
    ['PENDING', 'REFUNDED'],
    ['CANCELLED', 'EXPIRED'],
    ['EXPIRED', 'PENDING'],
  ] as const)('never %s → %s', (from, to) => {
    expect(canMoveOrder(from, to)).toBe(false);
  });

  it('lists each arrow once, and only arrows some move makes', () => {
    const arrows = orderArrows();
    expect(new Set(arrows.map(([from, to]) => `${from}>${to}`)).size).toBe(arrows.length);
    expect(arrows).toHaveLength(11);
    for (const [from, to] of arrows) expect(canMoveOrder(from, to)).toBe(true);
  });

  it.each([
    ['PAID', true],
    ['PARTLY_REFUNDED', true],
    ['PENDING', false],
    ['REFUNDED', false],
    ['CANCELLED', false],
    ['EXPIRED', false],
  ] as const)('a %s gift stands: %s', (status, standing) => {
    expect(isStanding(status)).toBe(standing);
  });
});
