import { percentFloor, percentRounded } from './tax-amount.ts';

/**
 * The personal tax calculator (doc 3 §9 "Tax calculator, personal"), on a year of wages:
 *
 * - The tool's inputs are monthly: gz = salary, wxyj = the five insurances and the housing fund
 *   (五险一金), zxkc = special additional deductions (专项扣除); each is multiplied by 12. jz = the
 *   donation, a yearly amount (one figure for the year's gifts), and isDonate says whether it was
 *   given (1) or not (0).
 * - Taxable income = 12 × (gz − wxyj − zxkc) − 60,000 (the 5,000 a month threshold), never below 0.
 * - The donation may be deducted up to 30 % of that taxable income; the rest of a gift is not.
 * - Tax = taxable × rate − quick deduction, on the bracket the taxable income falls in.
 *
 * Both sides are worked out, so the donor sees what giving saves: "without" is the tax with no
 * donation; "with" is the tax after deducting the donation (isDonate 1), or — not donated yet
 * (isDonate 0) — after the largest gift that is still fully deductible (the 30 % cap), so the page
 * can say how much a gift could save. All amounts are integer fen.
 */

export const MONTHS_PER_YEAR = 12;
/** 5,000 a month, 60,000 a year. */
export const MONTHLY_THRESHOLD_FEN = 5_000 * 100;
export const YEARLY_BASIC_DEDUCTION_FEN = MONTHLY_THRESHOLD_FEN * MONTHS_PER_YEAR;
export const PERSONAL_DONATION_CAP_PERCENT = 30;

export type PersonalBracket = {
  /** The bracket holds taxable incomes up to and including this; null: no upper end. */
  upToFen: number | null;
  ratePercent: number;
  quickDeductionFen: number;
};

/** The seven brackets of doc 3 §9, on yearly taxable income. */
export const PERSONAL_BRACKETS: readonly PersonalBracket[] = [
  { upToFen: 36_000_00, ratePercent: 3, quickDeductionFen: 0 },
  { upToFen: 144_000_00, ratePercent: 10, quickDeductionFen: 2_520_00 },
  { upToFen: 300_000_00, ratePercent: 20, quickDeductionFen: 16_920_00 },
  { upToFen: 420_000_00, ratePercent: 25, quickDeductionFen: 31_920_00 },
  { upToFen: 660_000_00, ratePercent: 30, quickDeductionFen: 52_920_00 },
  { upToFen: 960_000_00, ratePercent: 35, quickDeductionFen: 85_920_00 },
  { upToFen: null, ratePercent: 45, quickDeductionFen: 181_920_00 },
];

export type Donation = { donated: true; amountFen: number } | { donated: false };

export type PersonalTaxInput = {
  monthlySalaryFen: number;
  monthlyInsuranceFen: number;
  monthlySpecialFen: number;
  donation: Donation;
};

export type BracketTax = {
  taxableFen: number;
  ratePercent: number;
  quickDeductionFen: number;
  taxFen: number;
};

export type PersonalTaxResult = {
  yearlySalaryFen: number;
  yearlyInsuranceFen: number;
  yearlySpecialFen: number;
  basicDeductionFen: number;
  /** No donation. */
  without: BracketTax;
  donation: {
    donated: boolean;
    /** The gift given, or (not donated) the largest fully deductible one. */
    amountFen: number;
    /** 30 % of the taxable income without the donation. */
    capFen: number;
    deductibleFen: number;
  };
  /** After deducting the donation. */
  with: BracketTax;
  /** without.taxFen − with.taxFen. */
  savingFen: number;
};

/** The bracket a yearly taxable income falls in (the last for anything above 960,000). */
export function personalBracketOf(taxableFen: number): PersonalBracket {
  const bracket = PERSONAL_BRACKETS.find((each) => each.upToFen === null || taxableFen <= each.upToFen);
  if (!bracket) throw new Error('the bracket table has no open top');
  return bracket;
}

/** Tax on a yearly taxable income: taxable × rate − quick deduction, to the fen. */
export function personalBracketTax(taxableFen: number): BracketTax {
  const bracket = personalBracketOf(taxableFen);
  return {
    taxableFen,
    ratePercent: bracket.ratePercent,
    quickDeductionFen: bracket.quickDeductionFen,
    taxFen: percentRounded(taxableFen, bracket.ratePercent) - bracket.quickDeductionFen,
  };
}

export function computePersonalTax(input: PersonalTaxInput): PersonalTaxResult {
  const yearlySalaryFen = input.monthlySalaryFen * MONTHS_PER_YEAR;
  const yearlyInsuranceFen = input.monthlyInsuranceFen * MONTHS_PER_YEAR;
  const yearlySpecialFen = input.monthlySpecialFen * MONTHS_PER_YEAR;
  const taxableFen = Math.max(
    0,
    yearlySalaryFen - YEARLY_BASIC_DEDUCTION_FEN - yearlyInsuranceFen - yearlySpecialFen,
  );
  const without = personalBracketTax(taxableFen);
  const capFen = percentFloor(taxableFen, PERSONAL_DONATION_CAP_PERCENT);
  const amountFen = input.donation.donated ? input.donation.amountFen : capFen;
  const deductibleFen = Math.min(amountFen, capFen);
  const withDonation = personalBracketTax(taxableFen - deductibleFen);
  return {
    yearlySalaryFen,
    yearlyInsuranceFen,
    yearlySpecialFen,
    basicDeductionFen: YEARLY_BASIC_DEDUCTION_FEN,
    without,
    donation: { donated: input.donation.donated, amountFen, capFen, deductibleFen },
    with: withDonation,
    savingFen: without.taxFen - withDonation.taxFen,
  };
}
