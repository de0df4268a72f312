import type { TItemListRow } from '@alma/shared/api/items';
import { formatYuan } from '@alma/shared/money/money';
import { useTranslation } from 'react-i18next';

/**
 * The raised figure of a list item (doc 1 §2): money with currency, goods as count and unit,
 * naming projects as named count over all, with the money they raised.
 */
export function ProjectStats({ item }: { item: TItemListRow }) {
  const { t } = useTranslation();
  const money = `¥${formatYuan(item.completeMoney)}`;
  let label: string;
  let value: string;
  if (item.itemsType === 2) {
    label = t('projects.named');
    value = `${t('projects.namedOf', { named: item.namingCountDonate, all: item.namingCountAll })} · ${money}`;
  } else if (item.crowdType === 2) {
    label = t('projects.donatedGoods');
    value = `${item.completeMaterialNumber.toLocaleString('en-US')} ${item.materialUnit}`;
  } else {
    label = t('projects.raised');
    value = money;
  }
  return (
    <div className="project-stats">
      <span data-testid="project-donors">{t('projects.donors', { count: item.payCounts })}</span>
      <span>
        {label} <b data-testid="project-raised">{value}</b>
      </span>
    </div>
  );
}
