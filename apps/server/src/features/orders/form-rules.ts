import type { AmountRules } from '@alma/shared/validation/donation-amount';

/** A project without a form row: any positive amount, decimals allowed. */
export function amountRulesOf(
  form: { minMoneyFen: number; isIntegerMoney: boolean } | undefined,
): AmountRules {
  return { minMoneyFen: form?.minMoneyFen ?? 0, isIntegerMoney: form?.isIntegerMoney ?? false };
}
