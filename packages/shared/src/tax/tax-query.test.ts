import { describe, expect, it } from 'vitest';
import {
  checkTaxForm,
  computeTax,
  parseTaxResultQuery,
  type TaxForm,
  type TaxProblem,
  taxFormFromQuery,
  taxResultQuery,
} from './tax-query.ts';

const personal = (values: TaxForm['values'], isDonate = false): TaxForm => ({
  type: 'personal',
  isDonate,
  values,
});
const company = (values: TaxForm['values'], isDonate = false): TaxForm => ({
  type: 'company',
  isDonate,
  values,
});

describe('checkTaxForm: the first problem, in the order of doc 3 §5', () => {
  const full = { gz: '25000', wxyj: '0', zxkc: '0' };
  it.each<[string, TaxForm, TaxProblem]>([
    ['empty personal form: salary first', personal({}), { field: 'gz', kind: 'missing' }],
    ['salary blank', personal({ gz: '  ', wxyj: '1', zxkc: '1' }), { field: 'gz', kind: 'missing' }],
    ['insurance next', personal({ gz: '25000' }), { field: 'wxyj', kind: 'missing' }],
    ['special deduction next', personal({ gz: '25000', wxyj: '0' }), { field: 'zxkc', kind: 'missing' }],
    ['donation when donated', personal(full, true), { field: 'jz', kind: 'missing' }],
    [
      'a zero donation is no donation',
      personal({ ...full, jz: '0' }, true),
      { field: 'jz', kind: 'missing' },
    ],
    ['a salary that is not an amount', personal({ ...full, gz: '1.234' }), { field: 'gz', kind: 'invalid' }],
    ['a salary too large', personal({ ...full, gz: '99999999999' }), { field: 'gz', kind: 'invalid' }],
    ['company: profit first', company({ jz: '15' }, true), { field: 'lr', kind: 'missing' }],
    ['company: donation when donated', company({ lr: '100' }, true), { field: 'jz', kind: 'missing' }],
    [
      'company: a profit in 万元 with more than 6 decimals',
      company({ lr: '1.0000001' }),
      { field: 'lr', kind: 'invalid' },
    ],
  ])('%s', (_name, form, problem) => {
    expect(checkTaxForm(form)).toEqual({ ok: false, problem });
  });

  it('ignores the donation field when not donated', () => {
    const checked = checkTaxForm(personal({ ...full, jz: 'rubbish' }));
    expect(checked).toEqual({
      ok: true,
      request: {
        type: 'personal',
        input: {
          monthlySalaryFen: 2_500_000,
          monthlyInsuranceFen: 0,
          monthlySpecialFen: 0,
          donation: { donated: false },
        },
      },
    });
  });

  it('reads the company amounts in 万元', () => {
    expect(checkTaxForm(company({ lr: '100', jz: '15' }, true))).toEqual({
      ok: true,
      request: {
        type: 'company',
        input: { profitFen: 100_000_000, donation: { donated: true, amountFen: 15_000_000 } },
      },
    });
  });
});

describe('the tax-result query', () => {
  it.each<[string, TaxForm, string]>([
    [
      'personal, donated',
      personal({ gz: '025000.00', wxyj: '0', zxkc: '1000.5', jz: '10000' }, true),
      'type=personal&gz=25000&wxyj=0&zxkc=1000.5&jz=10000&isDonate=1',
    ],
    [
      'personal, not donated: jz left empty',
      personal({ gz: '25000', wxyj: '0', zxkc: '0', jz: '500' }),
      'type=personal&gz=25000&wxyj=0&zxkc=0&jz=&isDonate=0',
    ],
    ['company, donated', company({ lr: '100', jz: '15' }, true), 'type=company&lr=100&jz=15&isDonate=1'],
    ['company, not donated', company({ lr: '0.5' }), 'type=company&lr=0.5&jz=&isDonate=0'],
  ])('%s', (_name, form, query) => {
    const checked = checkTaxForm(form);
    if (!checked.ok) throw new Error('the form should pass');
    expect(taxResultQuery(checked.request)).toBe(query);
    // The result page reads back exactly what the form computed.
    expect(parseTaxResultQuery(new URLSearchParams(query))).toEqual(checked);
  });

  it.each<[string, string, unknown]>([
    ['no query at all', '', { field: 'type' }],
    ['an unknown type', 'type=family&gz=1', { field: 'type' }],
    ['isDonate neither 0 nor 1', 'type=personal&gz=1&wxyj=0&zxkc=0&isDonate=yes', { field: 'isDonate' }],
    ['a missing field', 'type=personal&gz=25000&zxkc=0&isDonate=0', { field: 'wxyj', kind: 'missing' }],
    ['a field that is not an amount', 'type=company&lr=abc&isDonate=0', { field: 'lr', kind: 'invalid' }],
    ['donated without an amount', 'type=company&lr=100&isDonate=1', { field: 'jz', kind: 'missing' }],
    ['a negative amount', 'type=personal&gz=-1&wxyj=0&zxkc=0&isDonate=0', { field: 'gz', kind: 'invalid' }],
  ])('%s → a problem, never a throw', (_name, query, problem) => {
    expect(parseTaxResultQuery(new URLSearchParams(query))).toEqual({ ok: false, problem });
  });

  it('treats a missing isDonate as not donated', () => {
    const parsed = parseTaxResultQuery(new URLSearchParams('type=company&lr=100'));
    expect(parsed.ok && parsed.request.input.donation).toEqual({ donated: false });
  });

  it('prefills the tool from a query as typed', () => {
    expect(taxFormFromQuery(new URLSearchParams('type=company&lr=100&jz=15&isDonate=1&gz=9'))).toEqual({
      type: 'company',
      isDonate: true,
      values: { lr: '100', jz: '15' },
    });
    expect(taxFormFromQuery(new URLSearchParams('type=x'))).toEqual({
      type: 'personal',
      isDonate: false,
      values: {},
    });
  });

  it('computes the worked example from its query', () => {
    const parsed = parseTaxResultQuery(
      new URLSearchParams('type=personal&gz=25000&wxyj=0&zxkc=0&jz=100000&isDonate=1'),
    );
    if (!parsed.ok) throw new Error('the query should pass');
    const outcome = computeTax(parsed.request);
    expect(outcome.type === 'personal' && outcome.result.with.taxFen).toBe(1_668_000);
  });
});
