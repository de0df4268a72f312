import type { TItemDetail } from '@alma/shared/api/items';
import { formatYuan } from '@alma/shared/money/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { totalToUnits, unitsToTotal } from '../model/amount.ts';

type Props = {
  item: TItemDetail;
  units: string;
  total: string;
  locked: boolean;
  onChange: (next: { units: string; total: string }) => void;
  onBlur: () => void;
  /** Under the total: a live giving day's match estimate, when there is one. */
  note?: ReactNode;
};

/** Goods projects: units and a total, each converted into the other through materialPrice. */
export function GoodsAmount({ item, units, total, locked, onChange, onBlur, note }: Props) {
  const { t } = useTranslation();
  const price = item.materialPrice;
  const normaliseTotal = () => {
    // A typed total buys whole units only; once left, it shows what those units cost.
    const fitted = unitsToTotal(units, price);
    if (fitted !== '' && fitted !== total) onChange({ units, total: fitted });
    onBlur();
  };
  return (
    <section className="donate-card">
      <h3 className="donate-section-title">{t('donate.goods.title')}</h3>
      <p className="donate-goods-price">
        {t('donate.goods.price', {
          name: item.materialName,
          price: formatYuan(price),
          unit: item.materialUnit,
        })}
      </p>
      <label className="donate-input">
        <span className="donate-input-label">{t('donate.goods.units')}</span>
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-label={t('donate.goods.units')}
          data-testid="units-input"
          placeholder={t('donate.goods.unitsPlaceholder')}
          value={units}
          disabled={locked}
          onChange={(event) =>
            onChange({ units: event.target.value, total: unitsToTotal(event.target.value, price) })
          }
          onBlur={onBlur}
        />
        <span className="donate-input-suffix">{item.materialUnit}</span>
      </label>
      <label className="donate-input">
        <span className="donate-input-label">{t('donate.goods.total')}</span>
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-label={t('donate.goods.total')}
          data-testid="total-input"
          placeholder={t('donate.goods.totalPlaceholder')}
          value={total}
          disabled={locked}
          onChange={(event) =>
            onChange({ units: totalToUnits(event.target.value, price), total: event.target.value })
          }
          onBlur={normaliseTotal}
        />
        <span className="donate-input-suffix">{t('donate.amount.yuan')}</span>
      </label>
      {note}
    </section>
  );
}
