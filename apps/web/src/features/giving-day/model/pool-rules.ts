import type { TGivingDayPool } from '@alma/shared/api/giving-days';
import { trimWireDate } from '@alma/shared/dates/wire-date';
import { formatFen, formatYuan } from '@alma/shared/money/money';

/**
 * A pool's published rules as the sentences the page says (issue 25), in the order the server
 * applies them (features/ledger/pool-match-rules.ts): each names a message under
 * `givingDay.rule.` and its values. A rule the pool does not set has no sentence.
 */
export type RuleLine = { key: RuleKey; values: Record<string, string | number> };

export type RuleKey =
  | 'ratio'
  | 'minimum'
  | 'donorGifts'
  | 'giftCap'
  | 'donorCap'
  | 'items'
  | 'allItems'
  | 'donorField'
  | 'window'
  | 'fairReleaseSeconds'
  | 'fairReleaseMinutes'
  | 'batchShared';

/** How lists read in the page's language: names joined ('、' / ', '), answers as alternatives. */
export type Joiners = { and: string; or: string };

/** Yuan matched per ¥1, as few digits as it takes: 100 → "1", 150 → "1.5", 25 → "0.25". */
export function ratioYuan(ratioPercent: number): string {
  return formatFen(ratioPercent).replace(/\.?0+$/, '');
}

export function poolRules(pool: TGivingDayPool, joiners: Joiners): RuleLine[] {
  const lines: RuleLine[] = [{ key: 'ratio', values: { ratio: ratioYuan(pool.ratioPercent) } }];
  if (pool.minGiftMoney > 0) lines.push({ key: 'minimum', values: { money: formatYuan(pool.minGiftMoney) } });
  if (pool.donorGiftsPerDay !== null) {
    lines.push({ key: 'donorGifts', values: { count: pool.donorGiftsPerDay } });
  }
  if (pool.giftCapMoney !== null)
    lines.push({ key: 'giftCap', values: { money: formatYuan(pool.giftCapMoney) } });
  if (pool.donorCapMoney !== null) {
    lines.push({ key: 'donorCap', values: { money: formatYuan(pool.donorCapMoney) } });
  }
  lines.push(
    pool.itemNames.length > 0
      ? { key: 'items', values: { names: pool.itemNames.join(joiners.and) } }
      : { key: 'allItems', values: {} },
  );
  if (pool.donorFieldLabel !== '' && pool.donorValueLabels.length > 0) {
    lines.push({
      key: 'donorField',
      values: { field: pool.donorFieldLabel, values: pool.donorValueLabels.join(joiners.or) },
    });
  }
  lines.push({
    key: 'window',
    values: { open: trimWireDate(pool.openTime, 16), close: trimWireDate(pool.closeTime, 16) },
  });
  if (pool.fairReleaseSeconds > 0) {
    const seconds = pool.fairReleaseSeconds;
    lines.push(
      // "the first 60 seconds" reads better than "the first 1 minutes"; longer windows go by minutes.
      seconds >= 120 && seconds % 60 === 0
        ? { key: 'fairReleaseMinutes', values: { count: seconds / 60 } }
        : { key: 'fairReleaseSeconds', values: { count: seconds } },
    );
    if (pool.batchSharedTime !== null) {
      lines.push({ key: 'batchShared', values: { time: trimWireDate(pool.batchSharedTime, 16) } });
    }
  }
  return lines;
}
