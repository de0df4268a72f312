import { yuanToFen } from '@alma/shared/money/money';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

export type MoneyLimits = {
  /** The largest amount allowed, in yuan (the server's limit for the field). */
  maxYuan: number;
  /** 0 refused too (a price, a refund, a fixed amount). */
  positive?: boolean;
  required?: boolean;
};

/**
 * Why a typed yuan amount is refused, naming the field and the limit; null when it is good. The
 * console's money inputs never clamp or round what was typed (no min, max or precision on the
 * InputNumber): a bad amount stays as typed, with this under it.
 */
export function moneyProblem(
  t: TFunction,
  label: string,
  value: unknown,
  limits: MoneyLimits,
): string | null {
  // The input's label says the unit; the message says the amount.
  const name = label.replace(/\s*[（(](元|¥|yuan)[)）]$/i, '');
  const problem = problemKey(value, limits);
  if (!problem) return null;
  return t(problem, { label: name, max: limits.maxYuan.toLocaleString('en-US') });
}

function problemKey(value: unknown, limits: MoneyLimits): string | null {
  if (value === null || value === undefined || value === '') {
    return limits.required ? 'money.required' : null;
  }
  const yuan = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(yuan)) return 'money.notNumber';
  if (yuan < 0) return 'money.negative';
  if (limits.positive && yuan === 0) return 'money.positive';
  if (yuanToFen(yuan) === null) return 'money.decimals';
  if (yuan > limits.maxYuan) return 'money.tooBig';
  return null;
}

/** The same, as a Form.Item's rules. */
export function moneyRules(t: TFunction, label: string, limits: MoneyLimits): FormRule[] {
  return [
    {
      validator: (_rule, value) => {
        const problem = moneyProblem(t, label, value, limits);
        return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
      },
    },
  ];
}
