import type { TSeat } from '@alma/shared/api/naming';

/** The class of each seat status; the legend shows the same colours (naming-seats.css). */
export const STATUS_CLASS: Record<TSeat['status'], string> = {
  1: 'is-open',
  2: 'is-named',
  3: 'is-unavailable',
};
