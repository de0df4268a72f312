import { describe, expect, it } from 'vitest';
import { canMoveCertificate, nextCertificateStatus } from './certificate-status.ts';
import { canMoveReceipt, issuedStatusOf, nextReceiptStatus, receiptStatusTone } from './receipt-status.ts';

describe('the paper certificate machine (1 not made, 2 awaiting mailing, 3 awaiting pickup, 4 mailed, 5 picked up)', () => {
  it.each([
    // [from, way, next]
    [1, 2, 2],
    [1, 1, 3],
    [2, 2, 4],
    [3, 1, 5],
    [4, 2, null],
    [5, 1, null],
  ])('from %i by way %i the one next status is %s', (from, way, next) => {
    expect(nextCertificateStatus(from, way)).toBe(next);
  });

  it.each([
    [1, 4, 2, 'skips awaiting mailing'],
    [1, 5, 1, 'skips awaiting pickup'],
    [2, 1, 2, 'goes back'],
    [4, 2, 2, 'goes back from mailed'],
    [1, 3, 2, 'takes the other way'],
    [2, 5, 2, 'ends the wrong way'],
    [3, 3, 1, 'stays'],
  ])('refuses %i → %i (way %i): %s', (from, to, way) => {
    expect(canMoveCertificate(from, to, way)).toBe(false);
  });
});

describe('the receipt machine (1 invoicing … 7 sent)', () => {
  it.each([
    [1, 1, 3],
    [1, 2, 2],
    [1, 3, 6],
    [1, 4, 6],
    [2, 2, 4],
    [3, 1, 5],
    [6, 3, 7],
    [6, 4, 7],
    [4, 2, null],
    [5, 1, null],
    [7, 3, null],
  ])('from %i by way %i the one next status is %s', (from, way, next) => {
    expect(nextReceiptStatus(from, way)).toBe(next);
  });

  it.each([
    [1, 7, 3, 'skips awaiting sending'],
    [1, 4, 2, 'skips awaiting mailing'],
    [6, 1, 3, 'goes back'],
    [7, 6, 3, 'goes back from sent'],
    [1, 2, 1, 'mails a pickup'],
    [1, 6, 2, 'sends a paper one'],
    [2, 7, 2, 'ends the wrong way'],
  ])('refuses %i → %i (way %i): %s', (from, to, way) => {
    expect(canMoveReceipt(from, to, way)).toBe(false);
  });

  it('issuing leads where the way goes, and the list colours 1 green, every other status yellow', () => {
    expect([1, 2, 3, 4].map(issuedStatusOf)).toEqual([3, 2, 6, 6]);
    expect([1, 2, 3, 4, 5, 6, 7].map(receiptStatusTone)).toEqual([
      'green',
      'yellow',
      'yellow',
      'yellow',
      'yellow',
      'yellow',
      'yellow',
    ]);
  });
});
