import { type CompanyTaxInput, type CompanyTaxResult, computeCompanyTax } from './company-tax.ts';
import { computePersonalTax, type PersonalTaxInput, type PersonalTaxResult } from './personal-tax.ts';
import { fenToTaxAmountText, type TaxUnit, taxAmountToFen } from './tax-amount.ts';

/**
 * The tax tool's form and the tax-result query (doc 3 §2, §5): one rule set for the form's
 * validation toasts and for reading the result page's query, so a link someone edited by hand
 * gets the same judgement as the form.
 *
 * tax-result?type=personal&gz=&wxyj=&zxkc=&jz=&isDonate=  (yuan; gz, wxyj, zxkc monthly, jz yearly)
 * tax-result?type=company&lr=&jz=&isDonate=              (万元)
 * isDonate is 1 (already donated: jz required, more than 0) or 0 (jz left empty).
 */

export const TAX_TYPES = ['personal', 'company'] as const;
export type TaxType = (typeof TAX_TYPES)[number];

export type TaxField = 'gz' | 'wxyj' | 'zxkc' | 'jz' | 'lr';

/** The fields of each calculator, in the order the form checks them (doc 3 §5). */
export const TAX_FIELDS: Record<TaxType, readonly TaxField[]> = {
  personal: ['gz', 'wxyj', 'zxkc', 'jz'],
  company: ['lr', 'jz'],
};

export const TAX_UNIT: Record<TaxType, TaxUnit> = { personal: 'yuan', company: 'wan' };

export type TaxForm = {
  type: TaxType;
  isDonate: boolean;
  /** As typed; jz counts only with isDonate. */
  values: Partial<Record<TaxField, string>>;
};

/** missing: empty (or a 0 donation) → '请输入…'; invalid: not an amount, too many decimals or too large. */
export type TaxProblem = { field: TaxField; kind: 'missing' | 'invalid' };

export type TaxRequest =
  | { type: 'personal'; input: PersonalTaxInput }
  | { type: 'company'; input: CompanyTaxInput };

export type TaxOutcome =
  | { type: 'personal'; input: PersonalTaxInput; result: PersonalTaxResult }
  | { type: 'company'; input: CompanyTaxInput; result: CompanyTaxResult };

type Checked = { ok: true; request: TaxRequest } | { ok: false; problem: TaxProblem };

function amountOf(
  form: TaxForm,
  field: TaxField,
): { ok: true; fen: number } | { ok: false; problem: TaxProblem } {
  const text = (form.values[field] ?? '').trim();
  if (text === '') return { ok: false, problem: { field, kind: 'missing' } };
  const fen = taxAmountToFen(text, TAX_UNIT[form.type]);
  if (fen === null) return { ok: false, problem: { field, kind: 'invalid' } };
  // A donation of nothing is no donation: the donor is asked for the amount.
  if (field === 'jz' && fen === 0) return { ok: false, problem: { field, kind: 'missing' } };
  return { ok: true, fen };
}

/** The form's first problem in the spec's order, or what to compute. */
export function checkTaxForm(form: TaxForm): Checked {
  const fen: Partial<Record<TaxField, number>> = {};
  for (const field of TAX_FIELDS[form.type]) {
    if (field === 'jz' && !form.isDonate) continue;
    const amount = amountOf(form, field);
    if (!amount.ok) return amount;
    fen[field] = amount.fen;
  }
  const donation = form.isDonate
    ? { donated: true as const, amountFen: fen.jz ?? 0 }
    : { donated: false as const };
  if (form.type === 'company') {
    return { ok: true, request: { type: 'company', input: { profitFen: fen.lr ?? 0, donation } } };
  }
  return {
    ok: true,
    request: {
      type: 'personal',
      input: {
        monthlySalaryFen: fen.gz ?? 0,
        monthlyInsuranceFen: fen.wxyj ?? 0,
        monthlySpecialFen: fen.zxkc ?? 0,
        donation,
      },
    },
  };
}

export function computeTax(request: TaxRequest): TaxOutcome {
  return request.type === 'personal'
    ? { ...request, result: computePersonalTax(request.input) }
    : { ...request, result: computeCompanyTax(request.input) };
}

/** The tax-result query of a checked form, amounts in their plain canonical text. */
export function taxResultQuery(request: TaxRequest): string {
  const unit = TAX_UNIT[request.type];
  const text = (fen: number) => fenToTaxAmountText(fen, unit);
  const { donation } = request.input;
  const jz = donation.donated ? text(donation.amountFen) : '';
  const fields: [string, string][] =
    request.type === 'personal'
      ? [
          ['type', 'personal'],
          ['gz', text(request.input.monthlySalaryFen)],
          ['wxyj', text(request.input.monthlyInsuranceFen)],
          ['zxkc', text(request.input.monthlySpecialFen)],
          ['jz', jz],
          ['isDonate', donation.donated ? '1' : '0'],
        ]
      : [
          ['type', 'company'],
          ['lr', text(request.input.profitFen)],
          ['jz', jz],
          ['isDonate', donation.donated ? '1' : '0'],
        ];
  return new URLSearchParams(fields).toString();
}

/**
 * The form a query describes, as typed, for prefilling the tax tool on the way back (lenient: an
 * unknown type is the personal calculator, an unknown isDonate is "not donated").
 */
export function taxFormFromQuery(query: URLSearchParams): TaxForm {
  const type: TaxType = query.get('type') === 'company' ? 'company' : 'personal';
  const values: Partial<Record<TaxField, string>> = {};
  for (const field of TAX_FIELDS[type]) {
    const value = query.get(field);
    if (value !== null) values[field] = value;
  }
  return { type, isDonate: query.get('isDonate') === '1', values };
}

export type TaxQueryProblem = { field: 'type' | 'isDonate' } | TaxProblem;

/** tax-result's query, judged as the form judges it; a bad type or isDonate is named too. */
export function parseTaxResultQuery(
  query: URLSearchParams,
): { ok: true; request: TaxRequest } | { ok: false; problem: TaxQueryProblem } {
  const type = query.get('type');
  if (type !== 'personal' && type !== 'company') return { ok: false, problem: { field: 'type' } };
  const isDonate = query.get('isDonate') ?? '0';
  if (isDonate !== '0' && isDonate !== '1') return { ok: false, problem: { field: 'isDonate' } };
  return checkTaxForm(taxFormFromQuery(query));
}
