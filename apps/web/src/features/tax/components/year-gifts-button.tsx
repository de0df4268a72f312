import { formatYuan } from '@alma/shared/money/money';
import type { TaxUnit } from '@alma/shared/tax/tax-amount';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasToken } from '../../../lib/token-store.ts';
import { useYearGifts } from '../api/get-year-gifts.ts';
import { shanghaiYear, yearGiftsText } from '../model/amount-input.ts';

type Props = { unit: TaxUnit; onUse: (text: string) => void };

/**
 * "用今年已捐 ¥x" (ours): a signed-in donor with paid gifts this year fills the donation amount
 * with their total in one tap. Anonymous visitors, and donors without gifts this year, see nothing.
 */
export function YearGiftsButton({ unit, onUse }: Props) {
  const { t } = useTranslation();
  const [year] = useState(() => shanghaiYear(new Date()));
  const loggedIn = hasToken();
  const gifts = useYearGifts(year, loggedIn);
  if (!loggedIn || !gifts.data || gifts.data.count === 0) return null;
  const text = yearGiftsText(gifts.data.totalMoney, unit);
  if (text === null) return null;
  return (
    <div className="tax-year-gifts">
      <button type="button" className="alma-button" data-testid="tax-year-gifts" onClick={() => onUse(text)}>
        {t('tax.tool.yearGifts', { amount: formatYuan(gifts.data.totalMoney) })}
      </button>
      <span className="tax-year-gifts-hint">{t('tax.tool.yearGiftsHint', { count: gifts.data.count })}</span>
    </div>
  );
}
