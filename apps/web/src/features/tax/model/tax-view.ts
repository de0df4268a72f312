import { formatFen } from '@alma/shared/money/money';
import { formatWan, type TaxUnit } from '@alma/shared/tax/tax-amount';
import type { TFunction } from 'i18next';

/** An amount as the result shows it: ¥31,080.00 (personal) or 25.75 万元 (company). */
export function moneyText(t: TFunction, fen: number, unit: TaxUnit): string {
  return unit === 'yuan'
    ? t('tax.result.yuan', { amount: formatFen(fen) })
    : t('tax.result.wan', { amount: formatWan(fen) });
}
