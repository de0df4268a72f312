import type { TItemDetail } from '@alma/shared/api/items';
import { formatGoods } from '@alma/shared/money/goods';
import { formatYuan } from '@alma/shared/money/money';
import { progressPercent } from '@alma/shared/validation/display';

type StatsFields = Pick<
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

/** What the summary under the title shows (doc 1 §2, §5, §9). */
export type StatsSummary = {
  kind: 'money' | 'goods' | 'naming';
  /** ¥ money with separators, goods count with unit, or named count over all. */
  raised: string;
  /** The goal in the same unit; null when the project sets none (naming shows it in `raised`). */
  target: string | null;
  /** 0–100 with two decimals; null when there is nothing to measure against (no bar). */
  percent: number | null;
  donors: number;
};

export const money = (yuan: number) => `¥${formatYuan(yuan)}`;
export const goods = formatGoods;

/** Progress as the bar's label: always two decimals (doc 1 §5). */
export function percentText(percent: number): string {
  return `${percent.toFixed(2)}%`;
}

export function projectStats(item: StatsFields): StatsSummary {
  const donors = item.payCounts;
  if (item.itemsType === 2) {
    const all = item.namingCountAll;
    return {
      kind: 'naming',
      raised: `${item.namingCountDonate}/${all}`,
      target: null,
      percent: all > 0 ? progressPercent(item.namingCountDonate, all) : null,
      donors,
    };
  }
  if (item.crowdType === 2) {
    const hasTarget = item.isTarget === 1 && item.targetMaterialNumber > 0;
    return {
      kind: 'goods',
      raised: goods(item.completeMaterialNumber, item.materialUnit),
      target: hasTarget ? goods(item.targetMaterialNumber, item.materialUnit) : null,
      percent: hasTarget ? progressPercent(item.completeMaterialNumber, item.targetMaterialNumber) : null,
      donors,
    };
  }
  const hasTarget = item.isTarget === 1 && item.targetMoney > 0;
  return {
    kind: 'money',
    raised: money(item.completeMoney),
    target: hasTarget ? money(item.targetMoney) : null,
    percent: hasTarget ? progressPercent(item.completeMoney, item.targetMoney) : null,
    donors,
  };
}
