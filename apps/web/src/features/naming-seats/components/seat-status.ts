import type { TSeat } from '@alma/shared/api/naming';

/** The class of each seat status; the legend shows the same colours (naming-seats.css). */
export const STATUS_CLASS: Record<TSeat['status'], string> = {
  1: 'is-open',
  2: 'is-named',
  3: 'is-unavailable',
};

/**
 * A seat's class: a donated seat without a named claim is only held by someone's unpaid order
 * (issue 14, live holds): drawn apart, so nobody waits for a seat that may still come free.
 */
export function seatClass(seat: Pick<TSeat, 'status' | 'donateSeatId'>): string {
  return seat.status === 2 && seat.donateSeatId === null ? 'is-held' : STATUS_CLASS[seat.status];
}
