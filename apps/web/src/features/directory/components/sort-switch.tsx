import type { TDonateRecordOrder } from '@alma/shared/api/items';
import { useTranslation } from 'react-i18next';
import { SORTS, sortKeyOf } from '../model/directory-view.ts';

/** Newest first, oldest first, or largest first: the three orders of doc 3 §7. */
export function SortSwitch({
  order,
  onChange,
}: {
  order: TDonateRecordOrder;
  onChange: (order: TDonateRecordOrder) => void;
}) {
  const { t } = useTranslation();
  const active = sortKeyOf(order);
  return (
    <fieldset className="directory-sort" aria-label={t('directory.sort.label')}>
      {SORTS.map((sort) => (
        <button
          key={sort.key}
          type="button"
          aria-pressed={sort.key === active}
          className={sort.key === active ? 'directory-sort-option is-active' : 'directory-sort-option'}
          data-testid={`directory-sort-${sort.key}`}
          onClick={() => onChange(sort.order)}
        >
          {t(`directory.sort.${sort.key}`)}
        </button>
      ))}
    </fieldset>
  );
}
