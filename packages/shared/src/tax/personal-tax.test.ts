import { describe, expect, it } from 'vitest';
import { computePersonalTax, PERSONAL_BRACKETS, personalBracketTax } from './personal-tax.ts';

const yuan = (amount: number) => Math.round(amount * 100);

describe('personalBracketTax', () => {
  // Yearly taxable income → rate, quick deduction, tax (doc 3 §9), at and just past each edge.
  it.each<[number, number, number, number]>([
    [0, 3, 0, 0],
    [0.01, 3, 0, 0],
    [1000, 3, 0, 30],
    [36_000, 3, 0, 1_080],
    [36_000.01, 10, 2_520, 1_080],
    [100_000, 10, 2_520, 7_480],
    [144_000, 10, 2_520, 11_880],
    [144_000.01, 20, 16_920, 11_880],
    [240_000, 20, 16_920, 31_080],
    [300_000, 20, 16_920, 43_080],
    [300_001, 25, 31_920, 43_080.25],
    [420_000, 25, 31_920, 73_080],
    [420_001, 30, 52_920, 73_080.3],
    [660_000, 30, 52_920, 145_080],
    [660_001, 35, 85_920, 145_080.35],
    [960_000, 35, 85_920, 250_080],
    [960_001, 45, 181_920, 250_080.45],
    [1_140_000, 45, 181_920, 331_080],
  ])('taxable %d → %d%% − %d = %d', (taxable, rate, quick, tax) => {
    expect(personalBracketTax(yuan(taxable))).toEqual({
      taxableFen: yuan(taxable),
      ratePercent: rate,
      quickDeductionFen: yuan(quick),
      taxFen: yuan(tax),
    });
  });

  it('rounds a part of a fen half up', () => {
    // 3 % of 0.50 is 1.5 fen; 3 % of 0.49 is 1.47 fen.
    expect(personalBracketTax(50).taxFen).toBe(2);
    expect(personalBracketTax(49).taxFen).toBe(1);
  });

  it('is continuous at every bracket edge (the quick deductions fit the rates)', () => {
    for (const bracket of PERSONAL_BRACKETS) {
      if (bracket.upToFen === null) continue;
      const at = personalBracketTax(bracket.upToFen).taxFen;
      const past = personalBracketTax(bracket.upToFen + 100).taxFen;
      expect(past - at).toBeGreaterThan(0);
      expect(past - at).toBeLessThanOrEqual(45);
    }
  });
});

type Row = {
  name: string;
  gz: number;
  wxyj?: number;
  zxkc?: number;
  /** null: not donated. */
  jz: number | null;
  taxable: number;
  taxWithout: number;
  cap: number;
  deductible: number;
  taxWith: number;
};

describe('computePersonalTax', () => {
  const rows: Row[] = [
    // The worked examples: a yearly income of 300,000 with no other deductions.
    {
      name: '300,000 a year, not donated: the 30 % cap is the suggested gift',
      gz: 25_000,
      jz: null,
      taxable: 240_000,
      taxWithout: 31_080,
      cap: 72_000,
      deductible: 72_000,
      taxWith: 16_680,
    },
    {
      name: '300,000 a year, 10,000 given',
      gz: 25_000,
      jz: 10_000,
      taxable: 240_000,
      taxWithout: 31_080,
      cap: 72_000,
      deductible: 10_000,
      taxWith: 29_080,
    },
    {
      name: '300,000 a year, 100,000 given: capped at 72,000',
      gz: 25_000,
      jz: 100_000,
      taxable: 240_000,
      taxWithout: 31_080,
      cap: 72_000,
      deductible: 72_000,
      taxWith: 16_680,
    },
    {
      name: '300,000 a year, exactly the cap given',
      gz: 25_000,
      jz: 72_000,
      taxable: 240_000,
      taxWithout: 31_080,
      cap: 72_000,
      deductible: 72_000,
      taxWith: 16_680,
    },
    { name: 'zero income', gz: 0, jz: null, taxable: 0, taxWithout: 0, cap: 0, deductible: 0, taxWith: 0 },
    {
      name: 'zero income, a gift deducts nothing',
      gz: 0,
      jz: 500,
      taxable: 0,
      taxWithout: 0,
      cap: 0,
      deductible: 0,
      taxWith: 0,
    },
    {
      name: 'below the 5,000 threshold',
      gz: 4_000,
      jz: null,
      taxable: 0,
      taxWithout: 0,
      cap: 0,
      deductible: 0,
      taxWith: 0,
    },
    {
      name: 'at the threshold',
      gz: 5_000,
      jz: null,
      taxable: 0,
      taxWithout: 0,
      cap: 0,
      deductible: 0,
      taxWith: 0,
    },
    {
      name: 'one yuan a month over the threshold',
      gz: 5_001,
      jz: null,
      taxable: 12,
      taxWithout: 0.36,
      cap: 3.6,
      deductible: 3.6,
      taxWith: 0.25,
    },
    {
      name: 'deductions larger than the salary',
      gz: 6_000,
      wxyj: 2_000,
      zxkc: 3_000,
      jz: 100,
      taxable: 0,
      taxWithout: 0,
      cap: 0,
      deductible: 0,
      taxWith: 0,
    },
    {
      name: '3 % bracket, top edge',
      gz: 8_000,
      jz: null,
      taxable: 36_000,
      taxWithout: 1_080,
      cap: 10_800,
      deductible: 10_800,
      taxWith: 756,
    },
    {
      name: '10 % bracket, one fen a month past 3 %',
      gz: 8_000.01,
      jz: null,
      taxable: 36_000.12,
      taxWithout: 1_080.01,
      cap: 10_800.03,
      deductible: 10_800.03,
      taxWith: 756,
    },
    {
      name: '10 % bracket, top edge via insurance and special deductions',
      gz: 20_000,
      wxyj: 2_000,
      zxkc: 1_000,
      jz: 5_000,
      taxable: 144_000,
      taxWithout: 11_880,
      cap: 43_200,
      deductible: 5_000,
      taxWith: 11_380,
    },
    {
      name: '20 % bracket, top edge, a gift that drops it a bracket',
      gz: 30_000,
      jz: 90_000,
      taxable: 300_000,
      taxWithout: 43_080,
      cap: 90_000,
      deductible: 90_000,
      taxWith: 25_080,
    },
    {
      name: '25 % bracket, top edge',
      gz: 40_000,
      jz: 20_000,
      taxable: 420_000,
      taxWithout: 73_080,
      cap: 126_000,
      deductible: 20_000,
      taxWith: 68_080,
    },
    {
      name: '30 % bracket, top edge',
      gz: 60_000,
      jz: 30_000,
      taxable: 660_000,
      taxWithout: 145_080,
      cap: 198_000,
      deductible: 30_000,
      taxWith: 136_080,
    },
    {
      name: '35 % bracket, top edge',
      gz: 85_000,
      jz: 40_000,
      taxable: 960_000,
      taxWithout: 250_080,
      cap: 288_000,
      deductible: 40_000,
      taxWith: 236_080,
    },
    {
      name: '45 % bracket',
      gz: 100_000,
      jz: 100_000,
      taxable: 1_140_000,
      taxWithout: 331_080,
      cap: 342_000,
      deductible: 100_000,
      taxWith: 286_080,
    },
    {
      name: 'fen amounts stay exact (no float drift)',
      gz: 12_345.67,
      wxyj: 1_234.56,
      zxkc: 1_000.01,
      jz: 0.1,
      taxable: 61_333.2,
      taxWithout: 3_613.32,
      cap: 18_399.96,
      deductible: 0.1,
      taxWith: 3_613.31,
    },
  ];

  it.each(rows)('$name', (row) => {
    const result = computePersonalTax({
      monthlySalaryFen: yuan(row.gz),
      monthlyInsuranceFen: yuan(row.wxyj ?? 0),
      monthlySpecialFen: yuan(row.zxkc ?? 0),
      donation: row.jz === null ? { donated: false } : { donated: true, amountFen: yuan(row.jz) },
    });
    expect(result.yearlySalaryFen).toBe(yuan(row.gz) * 12);
    expect(result.basicDeductionFen).toBe(yuan(60_000));
    expect(result.without.taxableFen).toBe(yuan(row.taxable));
    expect(result.without.taxFen).toBe(yuan(row.taxWithout));
    expect(result.donation).toEqual({
      donated: row.jz !== null,
      amountFen: row.jz === null ? yuan(row.cap) : yuan(row.jz),
      capFen: yuan(row.cap),
      deductibleFen: yuan(row.deductible),
    });
    expect(result.with.taxableFen).toBe(yuan(row.taxable) - yuan(row.deductible));
    expect(result.with.taxFen).toBe(yuan(row.taxWith));
    expect(result.savingFen).toBe(yuan(row.taxWithout) - yuan(row.taxWith));
  });
});
