import type { TSeatTermWrite } from '@alma/shared/admin-api/naming-inventory';
import { formatYuan } from '@alma/shared/money/money';
import type { TFunction } from 'i18next';

/** "10年 ¥1,000.50 · 永久 ¥5,000" for a table cell. */
export function termsText(t: TFunction, terms: readonly TSeatTermWrite[]): string {
  return terms
    .map((term) => {
      const length =
        term.termYear === 0
          ? t('namingInventory.areas.permanent')
          : t('namingInventory.areas.years', { count: term.termYear });
      return `${term.termName || length} ¥${formatYuan(term.termMoney)}`;
    })
    .join(' · ');
}
