import { describe, expect, it } from 'vitest';
import { refundAmountProblem, ZRefundRequest } from './refunds.ts';

describe('the refund amount, as typed', () => {
  it.each<[unknown, number | undefined, ReturnType<typeof refundAmountProblem>]>([
    ['88.80', 88.8, null],
    [88.8, 88.8, null],
    ['0.01', undefined, null],
    ['1234.50', 1234.5, null],
    ['', 100, 'missing'],
    [null, 100, 'missing'],
    ['一百', 100, 'notNumber'],
    ['1e3', 2000, 'notNumber'],
    [Number.NaN, 100, 'notNumber'],
    [0, 100, 'positive'],
    ['0.00', 100, 'positive'],
    [-100, 100, 'positive'],
    ['-100', 100, 'positive'],
    [1.234, 100, 'decimals'],
    ['0.001', 100, 'decimals'],
    [88.81, 88.8, 'tooMuch'],
    [99_999_999_999, 88.8, 'tooMuch'],
    ['99999999999999999999', undefined, 'tooMuch'],
  ])('%j with %j refundable → %s', (value, refundable, problem) => {
    expect(refundAmountProblem(value, refundable)).toBe(problem);
  });

  it('parses a good amount to fen without rounding, and refuses the rest with the refund’s own message', () => {
    expect(ZRefundRequest.parse({ amount: '50.5', reason: '退款' }).amount).toBe(5050);
    expect(ZRefundRequest.parse({ amount: 99_999_999_999, reason: '退款' }).amount).toBe(9_999_999_999_900);
    const refused = (amount: unknown) =>
      ZRefundRequest.safeParse({ amount, reason: '退款' }).error?.issues[0];
    expect(refused(-100)).toMatchObject({ path: ['amount'], message: 'admin.refund.amountPositive' });
    expect(refused(0)).toMatchObject({ path: ['amount'], message: 'admin.refund.amountPositive' });
    expect(refused('1.234')).toMatchObject({ path: ['amount'], message: 'admin.refund.amountDecimals' });
  });
});
