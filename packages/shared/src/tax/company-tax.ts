import type { Donation } from './personal-tax.ts';
import { percentFloor, percentRounded } from './tax-amount.ts';

/**
 * The company tax calculator (doc 3 §9 "Tax calculator, company"): rate 25 %, a donation deductible
 * up to 12 % of the year's profit, the surplus carried over to the next 3 years. The tool's inputs
 * are in units of 10k yuan (万元): lr = the year's profit (利润总额) as booked, jz = the donation,
 * isDonate = given (1) or not (0). All arithmetic is in integer fen.
 *
 * - Donated (isDonate 1): lr is the profit after the gift was booked as an expense (the enterprise
 *   income tax law's 12 % is of that profit). Deductible = min(jz, 12 % × lr); the rest is carried
 *   over. Taxable income adds back what may not be deducted: lr + carried over. Without the gift
 *   the profit would have been lr + jz; both taxes are shown.
 * - Not donated (isDonate 0): lr is the profit with no gift. The page suggests the largest gift
 *   that is still deductible in full this year, g with g ≤ 12 % × (lr − g), i.e. g = lr × 12 / 112,
 *   rounded down to the yuan, and shows the tax with and without it.
 */

export const COMPANY_RATE_PERCENT = 25;
export const COMPANY_DONATION_CAP_PERCENT = 12;
export const COMPANY_CARRY_OVER_YEARS = 3;

export type CompanyTaxInput = { profitFen: number; donation: Donation };

export type CompanyTax = { profitFen: number; taxableFen: number; taxFen: number };

export type CompanyTaxResult = {
  /** The year without the gift. */
  without: CompanyTax;
  donation: {
    donated: boolean;
    /** The gift given, or (not donated) the largest one deductible in full this year. */
    amountFen: number;
    /** 12 % of the profit after the gift. */
    capFen: number;
    deductibleFen: number;
    /** What exceeds the cap, deductible in the next COMPANY_CARRY_OVER_YEARS years. */
    carriedOverFen: number;
  };
  /** The year with the gift booked and deducted. */
  with: CompanyTax;
  /** without.taxFen − with.taxFen. */
  savingFen: number;
  /** The tax the carried-over part can still save if later years' caps take it in full. */
  carriedOverSavingFen: number;
};

const YUAN_FEN = 100;

/** The largest gift deductible in full from a profit before it, in whole yuan. */
export function largestFullyDeductibleGift(profitBeforeFen: number): number {
  const scaled = profitBeforeFen * COMPANY_DONATION_CAP_PERCENT;
  const divisor = (100 + COMPANY_DONATION_CAP_PERCENT) * YUAN_FEN;
  return ((scaled - (scaled % divisor)) / divisor) * YUAN_FEN;
}

function taxOf(profitFen: number, taxableFen: number): CompanyTax {
  return { profitFen, taxableFen, taxFen: percentRounded(taxableFen, COMPANY_RATE_PERCENT) };
}

export function computeCompanyTax(input: CompanyTaxInput): CompanyTaxResult {
  const { donated } = input.donation;
  const amountFen = input.donation.donated
    ? input.donation.amountFen
    : largestFullyDeductibleGift(input.profitFen);
  // The profit the year shows with the gift booked, and the one it would show without it.
  const profitWithFen = donated ? input.profitFen : input.profitFen - amountFen;
  const profitWithoutFen = profitWithFen + amountFen;
  const capFen = percentFloor(profitWithFen, COMPANY_DONATION_CAP_PERCENT);
  const deductibleFen = Math.min(amountFen, capFen);
  const carriedOverFen = amountFen - deductibleFen;
  const without = taxOf(profitWithoutFen, profitWithoutFen);
  const withGift = taxOf(profitWithFen, profitWithFen + carriedOverFen);
  return {
    without,
    donation: { donated, amountFen, capFen, deductibleFen, carriedOverFen },
    with: withGift,
    savingFen: without.taxFen - withGift.taxFen,
    carriedOverSavingFen: percentRounded(carriedOverFen, COMPANY_RATE_PERCENT),
  };
}
