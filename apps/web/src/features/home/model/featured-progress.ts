import type { TItemDetail } from '@alma/shared/api/items';
import { formatGoods } from '@alma/shared/money/goods';
import { formatYuan } from '@alma/shared/money/money';
import { progressPercent } from '@alma/shared/validation/display';

type ProgressFields = Pick<
  TItemDetail,
  | 'itemsType'
  | 'crowdType'
  | 'isTarget'
  | 'completeMoney'
  | 'targetMoney'
  | 'completeMaterialNumber'
  | 'targetMaterialNumber'
  | 'materialUnit'
  | 'namingCountDonate'
  | 'namingCountAll'
  | 'payCounts'
>;

/** What a campaign home says of its featured project's progress. */
export type FeaturedProgress = {
  /** 0–100, two decimals (doc 1 §5); null when the project has no goal to measure against. */
  percent: number | null;
  /** Money with currency, goods with their unit, or named over all for a naming project. */
  raised: string;
  target: string | null;
  donors: number;
};

const money = (yuan: number) => `¥${formatYuan(yuan)}`;
const goods = formatGoods;

export function featuredProgress(item: ProgressFields): FeaturedProgress {
  const donors = item.payCounts;
  if (item.itemsType === 2) {
    const all = item.namingCountAll;
    return {
      percent: all > 0 ? progressPercent(item.namingCountDonate, all) : null,
      raised: `${item.namingCountDonate}/${all}`,
      target: null,
      donors,
    };
  }
  if (item.crowdType === 2) {
    const goal = item.isTarget === 1 && item.targetMaterialNumber > 0;
    return {
      percent: goal ? progressPercent(item.completeMaterialNumber, item.targetMaterialNumber) : null,
      raised: goods(item.completeMaterialNumber, item.materialUnit),
      target: goal ? goods(item.targetMaterialNumber, item.materialUnit) : null,
      donors,
    };
  }
  const goal = item.isTarget === 1 && item.targetMoney > 0;
  return {
    percent: goal ? progressPercent(item.completeMoney, item.targetMoney) : null,
    raised: money(item.completeMoney),
    target: goal ? money(item.targetMoney) : null,
    donors,
  };
}
