import { describe, expect, it } from 'vitest';
import {
  AGREEMENT_MOVES,
  AGREEMENT_STATUSES,
  agreementStatusAfter,
  agreementStatusesThatCan,
  isAgreementStatus,
  nextAgreementStatus,
  type TAgreementMove,
  type TAgreementStatus,
} from './agreement-status.ts';

describe('the agreement machine', () => {
  // Every (status, move) pair: where it goes, or null for no such arrow.
  const table: Array<[TAgreementStatus, TAgreementMove, TAgreementStatus | null]> = [
    ['GENERATED', 'sign', 'SIGNED'],
    ['GENERATED', 'seal', null],
    ['GENERATED', 'receiveFunds', null],
    ['GENERATED', 'void', 'VOID'],
    ['SIGNED', 'sign', 'SIGNED'],
    ['SIGNED', 'seal', 'SEALED'],
    ['SIGNED', 'receiveFunds', null],
    ['SIGNED', 'void', 'VOID'],
    ['SEALED', 'sign', 'SIGNED'],
    ['SEALED', 'seal', null],
    ['SEALED', 'receiveFunds', 'FUNDS_RECEIVED'],
    ['SEALED', 'void', 'VOID'],
    ...AGREEMENT_MOVES.map((move): [TAgreementStatus, TAgreementMove, null] => [
      'FUNDS_RECEIVED',
      move,
      null,
    ]),
    ...AGREEMENT_MOVES.map((move): [TAgreementStatus, TAgreementMove, null] => ['VOID', move, null]),
  ];

  it('covers every status and move once', () => {
    expect(table).toHaveLength(AGREEMENT_STATUSES.length * AGREEMENT_MOVES.length);
    expect(new Set(table.map(([from, move]) => `${from}.${move}`)).size).toBe(table.length);
  });

  it.each(table)('%s by %s goes to %s', (from, move, to) => {
    expect(nextAgreementStatus(from, move)).toBe(to);
  });

  it.each([
    ['sign', ['GENERATED', 'SIGNED', 'SEALED']],
    ['seal', ['SIGNED']],
    ['receiveFunds', ['SEALED']],
    ['void', ['GENERATED', 'SIGNED', 'SEALED']],
  ] as const)('%s starts from %j', (move, from) => {
    expect(agreementStatusesThatCan(move)).toEqual(from);
  });

  it('gives each move its one target', () => {
    expect(AGREEMENT_MOVES.map(agreementStatusAfter)).toEqual(['SIGNED', 'SEALED', 'FUNDS_RECEIVED', 'VOID']);
  });

  it('knows its statuses and nothing else', () => {
    for (const status of AGREEMENT_STATUSES) expect(isAgreementStatus(status)).toBe(true);
    for (const other of ['signed', 'PAID', '', null, 3]) expect(isAgreementStatus(other)).toBe(false);
  });
});
