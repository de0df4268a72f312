import type { TSubItemStat } from '@alma/shared/api/items';

export type SubItemLine = TSubItemStat & { rank: number | null };

/**
 * Sub-project statistics (doc 1 §2). With isSubRank they are ranked by money, highest first,
 * equal money sharing a rank (1, 2, 2, 4); otherwise they keep the server's order, unranked.
 */
export function subItemLines(stats: readonly TSubItemStat[], ranked: boolean): SubItemLine[] {
  if (!ranked) return stats.map((stat) => ({ ...stat, rank: null }));
  const sorted = [...stats].sort((a, b) => b.completeMoney - a.completeMoney);
  return sorted.map((stat, index) => {
    const firstEqual = sorted.findIndex((other) => other.completeMoney === stat.completeMoney);
    return { ...stat, rank: (firstEqual === -1 ? index : firstEqual) + 1 };
  });
}

/** Shown when the project says it has sub-projects or the server lists some. */
export function showsSubItems(isSub: number, stats: readonly TSubItemStat[] | undefined): boolean {
  return isSub === 1 || (stats?.length ?? 0) > 0;
}
