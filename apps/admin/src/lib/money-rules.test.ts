import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { moneyProblem } from './money-rules.ts';

// The key and its values, so each case shows which words it picked and with what.
const t = ((key: string, values: Record<string, unknown>) => `${key} ${JSON.stringify(values)}`) as TFunction;

describe('moneyProblem', () => {
  it.each([
    [-100, {}, 'money.negative'],
    [0, { positive: true }, 'money.positive'],
    [0, {}, null],
    [1.234, {}, 'money.decimals'],
    [99_999_999_999, {}, 'money.tooBig'],
    [1_000_000_000, {}, null],
    [12.5, { positive: true }, null],
    [null, { required: true }, 'money.required'],
    [null, {}, null],
  ])('%s with %o → %s', (value, limits, key) => {
    const problem = moneyProblem(t, '目标金额（元）', value, { maxYuan: 1_000_000_000, ...limits });
    if (key === null) expect(problem).toBeNull();
    else expect(problem).toMatch(new RegExp(`^${key.replace('.', '\\.')} .*"label":"目标金额"`));
  });

  it('names the limit it broke', () => {
    expect(moneyProblem(t, '目标金额', 2e9, { maxYuan: 1_000_000_000 })).toContain('"max":"1,000,000,000"');
  });
});
