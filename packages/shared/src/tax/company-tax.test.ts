import { describe, expect, it } from 'vitest';
import { computeCompanyTax, largestFullyDeductibleGift } from './company-tax.ts';

/** 万元 (the company calculator's unit) to fen. */
const wan = (amount: number) => Math.round(amount * 1_000_000);

type Row = {
  name: string;
  lr: number;
  /** null: not donated. */
  jz: number | null;
  gift: number;
  cap: number;
  deductible: number;
  carried: number;
  taxWithout: number;
  taxWith: number;
};

describe('computeCompanyTax (amounts in 万元)', () => {
  const rows: Row[] = [
    // The worked example: a profit of 1,000,000 after booking a 150,000 gift.
    {
      name: '100 profit after a 15 gift: cap 12, 3 carried over',
      lr: 100,
      jz: 15,
      gift: 15,
      cap: 12,
      deductible: 12,
      carried: 3,
      taxWithout: 28.75,
      taxWith: 25.75,
    },
    {
      name: 'a gift under the cap is deducted in full',
      lr: 100,
      jz: 10,
      gift: 10,
      cap: 12,
      deductible: 10,
      carried: 0,
      taxWithout: 27.5,
      taxWith: 25,
    },
    {
      name: 'a gift exactly at the cap',
      lr: 100,
      jz: 12,
      gift: 12,
      cap: 12,
      deductible: 12,
      carried: 0,
      taxWithout: 28,
      taxWith: 25,
    },
    {
      name: 'no profit: nothing deductible this year, all carried over',
      lr: 0,
      jz: 5,
      gift: 5,
      cap: 0,
      deductible: 0,
      carried: 5,
      taxWithout: 1.25,
      taxWith: 1.25,
    },
    {
      name: 'not donated: the largest gift deductible in full is suggested',
      lr: 112,
      jz: null,
      gift: 12,
      cap: 12,
      deductible: 12,
      carried: 0,
      taxWithout: 28,
      taxWith: 25,
    },
    {
      name: 'not donated, 100 profit: 100 × 12 / 112 in whole yuan',
      lr: 100,
      jz: null,
      gift: 10.7142,
      cap: 10.714296,
      deductible: 10.7142,
      carried: 0,
      taxWithout: 25,
      taxWith: 22.32145,
    },
    {
      name: 'not donated, no profit',
      lr: 0,
      jz: null,
      gift: 0,
      cap: 0,
      deductible: 0,
      carried: 0,
      taxWithout: 0,
      taxWith: 0,
    },
    {
      name: 'fen amounts stay exact',
      lr: 0.333333,
      jz: 0.1,
      gift: 0.1,
      cap: 0.039999,
      deductible: 0.039999,
      carried: 0.060001,
      taxWithout: 0.108333,
      taxWith: 0.098334,
    },
  ];

  it.each(rows)('$name', (row) => {
    const result = computeCompanyTax({
      profitFen: wan(row.lr),
      donation: row.jz === null ? { donated: false } : { donated: true, amountFen: wan(row.jz) },
    });
    expect(result.donation).toEqual({
      donated: row.jz !== null,
      amountFen: wan(row.gift),
      capFen: wan(row.cap),
      deductibleFen: wan(row.deductible),
      carriedOverFen: wan(row.carried),
    });
    expect(result.without.taxFen).toBe(wan(row.taxWithout));
    expect(result.with.taxFen).toBe(wan(row.taxWith));
    expect(result.savingFen).toBe(wan(row.taxWithout) - wan(row.taxWith));
    // The saving is the rate on what was deducted (to the fen).
    expect(Math.abs(result.savingFen - wan(row.deductible) / 4)).toBeLessThanOrEqual(1);
  });

  it('shows the profit each side of the gift and what the carried-over part may save later', () => {
    const result = computeCompanyTax({
      profitFen: wan(100),
      donation: { donated: true, amountFen: wan(15) },
    });
    expect(result.without).toEqual({ profitFen: wan(115), taxableFen: wan(115), taxFen: wan(28.75) });
    expect(result.with).toEqual({ profitFen: wan(100), taxableFen: wan(103), taxFen: wan(25.75) });
    expect(result.carriedOverSavingFen).toBe(wan(0.75));
  });
});

describe('largestFullyDeductibleGift', () => {
  it.each<[number, number]>([
    [0, 0],
    [112, 12],
    [100, 10.7142],
    [0.0112, 0.0012],
    [0.0001, 0],
  ])('profit %d 万元 → %d 万元', (profit, gift) => {
    const giftFen = largestFullyDeductibleGift(wan(profit));
    expect(giftFen).toBe(wan(gift));
    // Still inside the cap once booked, and one yuan more would not be.
    expect(giftFen * 100).toBeLessThanOrEqual((wan(profit) - giftFen) * 12);
    expect((giftFen + 100) * 100).toBeGreaterThan((wan(profit) - giftFen - 100) * 12);
  });
});
