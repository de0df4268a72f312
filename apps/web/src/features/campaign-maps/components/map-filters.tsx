import { priceRangeOf } from '@alma/shared/naming-map/price-filter';
import { Picker } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseFilter, type MapFilter } from '../model/map-filter.ts';

type Props = {
  filter: MapFilter;
  species: readonly string[];
  prices: readonly string[];
  onChange: (filter: MapFilter) => void;
};

const ALL = '';

/**
 * The two selectors of doc 4 §2.2: tree species (all + the list) and naming price (§5: ranges,
 * 20000以上 sets only the minimum). Cancel on a picker clears that filter.
 */
export function MapFilters({ filter, species, prices, onChange }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<keyof MapFilter | null>(null);
  const all = { label: t('campaignMaps.filter.all'), value: ALL };
  // The options are the wire's words (20000以上 is what sets only minMoney); only what the donor
  // reads follows the language.
  const priceLabel = (option: string) => {
    const range = priceRangeOf(option);
    return range.minMoney !== undefined && range.maxMoney === undefined
      ? t('campaignMaps.filter.above', { min: range.minMoney })
      : option;
  };
  const columns =
    open === 'species'
      ? [[all, ...species.map((name) => ({ label: name, value: name }))]]
      : [[all, ...prices.map((option) => ({ label: priceLabel(option), value: option }))]];
  return (
    <div className="cm-filters">
      <button
        type="button"
        className="cm-filter"
        data-testid="campaign-map-species"
        onClick={() => setOpen('species')}
      >
        {filter.species ?? t('campaignMaps.filter.species')}
      </button>
      <button
        type="button"
        className="cm-filter"
        data-testid="campaign-map-price"
        onClick={() => setOpen('price')}
      >
        {filter.price === null ? t('campaignMaps.filter.price') : priceLabel(filter.price)}
      </button>
      <Picker
        visible={open !== null}
        title={open === 'species' ? t('campaignMaps.filter.species') : t('campaignMaps.filter.price')}
        confirmText={t('campaignMaps.filter.confirm')}
        cancelText={t('campaignMaps.filter.cancel')}
        columns={columns}
        value={[(open === null ? null : filter[open]) ?? ALL]}
        popupClassName="cm-filter-picker"
        onClose={() => setOpen(null)}
        onCancel={() => {
          if (open) onChange(chooseFilter(filter, open, null));
        }}
        onConfirm={([value]) => {
          if (open)
            onChange(
              chooseFilter(filter, open, value === undefined || value === null ? null : String(value)),
            );
        }}
      />
    </div>
  );
}
