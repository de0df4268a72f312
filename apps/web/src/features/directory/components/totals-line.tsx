import { formatYuan } from '@alma/shared/money/money';
import { useTranslation } from 'react-i18next';
import { useDonationTotals } from '../api/get-directory.ts';

/**
 * The platform's totals (index/total): every paid gift and its money. Its height is kept while it
 * loads, so the list below does not move when it arrives; a failure leaves the line empty (the
 * list is what the donor came for).
 */
export function TotalsLine() {
  const { t } = useTranslation();
  const totals = useDonationTotals();
  return (
    <p className="directory-totals" data-testid="directory-totals" aria-live="polite">
      {totals.data
        ? t('directory.totals', {
            count: totals.data.totalCount,
            money: formatYuan(totals.data.totalMoney),
          })
        : '\u00a0'}
    </p>
  );
}
