import { describe, expect, it } from 'vitest';
import { type AmountRules, checkDonationGoods, checkDonationMoney } from './donation-amount.ts';

const free: AmountRules = { minMoneyFen: 0, isIntegerMoney: false };

describe('checkDonationMoney', () => {
  it.each<[number | string, AmountRules, number | string]>([
    ['10.5', free, 1050],
    [10.5, free, 1050],
    ['0.01', free, 1],
    ['0.5', free, 50],
    [' 88 ', free, 8800],
    ['10000000', free, 1_000_000_000],
    ['10000000.00', free, 1_000_000_000],
    ['10000000.01', free, 'donate.limitMax'],
    ['99999999', free, 'donate.limitMax'],
    ['0', free, 'donate.moneyTip'],
    ['0.00', free, 'donate.moneyTip'],
    [0, free, 'donate.moneyTip'],
    ['-5', free, 'donate.moneyTip'],
    [-5, free, 'donate.moneyTip'],
    ['01', free, 'donate.moneyTip'],
    ['00.5', free, 'donate.moneyTip'],
    ['1.234', free, 'donate.moneyTip'],
    ['1.', free, 'donate.moneyTip'],
    ['.5', free, 'donate.moneyTip'],
    ['1e3', free, 'donate.moneyTip'],
    [1e-7, free, 'donate.moneyTip'],
    [Number.NaN, free, 'donate.moneyTip'],
    [Number.POSITIVE_INFINITY, free, 'donate.moneyTip'],
    ['abc', free, 'donate.moneyTip'],
    ['', free, 'donate.moneyTip'],
    ['12345678901234567890123', free, 'donate.moneyTip'],
    ['10.5', { minMoneyFen: 0, isIntegerMoney: true }, 'donate.integerOnly'],
    ['10', { minMoneyFen: 0, isIntegerMoney: true }, 1000],
    ['10.00', { minMoneyFen: 0, isIntegerMoney: true }, 1000],
    ['9.99', { minMoneyFen: 1000, isIntegerMoney: false }, 'donate.belowMin'],
    ['10', { minMoneyFen: 1000, isIntegerMoney: false }, 1000],
  ])('%s with %o → %s', (value, rules, expected) => {
    const result = checkDonationMoney(value, rules);
    if (typeof expected === 'number') expect(result).toEqual({ ok: true, fen: expected });
    else expect(result.ok ? null : result.problem.key).toBe(expected);
  });

  it('names the minimum in yuan', () => {
    const result = checkDonationMoney('5', { minMoneyFen: 1050, isIntegerMoney: false });
    expect(result).toEqual({ ok: false, problem: { key: 'donate.belowMin', params: { min: 10.5 } } });
  });
});

describe('checkDonationGoods', () => {
  it.each<[number | string, number, AmountRules, number | string]>([
    ['3', 5000, free, 15000],
    [3, 5000, free, 15000],
    [1, 1, free, 1],
    ['0', 5000, free, 'donate.unitsTip'],
    ['-1', 5000, free, 'donate.unitsTip'],
    ['1.5', 5000, free, 'donate.unitsTip'],
    [1.5, 5000, free, 'donate.unitsTip'],
    ['01', 5000, free, 'donate.unitsTip'],
    ['', 5000, free, 'donate.unitsTip'],
    ['3', 0, free, 'donate.unitsTip'],
    ['200001', 5000, free, 'donate.limitMax'],
    ['200000', 5000, free, 1_000_000_000],
    ['99999999999999999', 5000, free, 'donate.limitMax'],
    ['1', 4000, { minMoneyFen: 5000, isIntegerMoney: false }, 'donate.belowMin'],
    ['3', 1050, { minMoneyFen: 0, isIntegerMoney: true }, 'donate.integerOnly'],
    ['2', 1050, { minMoneyFen: 0, isIntegerMoney: true }, 2100],
  ])('%s × %i fen with %o → %s', (units, price, rules, expected) => {
    const result = checkDonationGoods(units, price, rules);
    if (typeof expected === 'number') {
      expect(result.ok && result.fen).toBe(expected);
      expect(result.ok && result.units).toBe(Number(units));
    } else {
      expect(result.ok ? null : result.problem.key).toBe(expected);
    }
  });
});
