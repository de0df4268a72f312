import { SEAT_NAMING_MAX, SEAT_STATUS, type TSeat, type TSeatTerm } from '@alma/shared/api/naming';
import { formatYuan } from '@alma/shared/money/money';
import { type DraftSeat, draftTotalFen } from '../../../lib/naming-draft.ts';

/**
 * The seat chooser's rules (doc 2 §4.4, §5; doc 4 §4, §5): only status 1 seats toggle; a named
 * seat shows its display data; every chosen seat needs a period before the form.
 */
export type TapAction = 'toggle' | 'showNamed' | 'held' | 'unavailable';

export function tapAction(seat: Pick<TSeat, 'status' | 'donateSeatId'>): TapAction {
  if (seat.status === SEAT_STATUS.open) return 'toggle';
  if (seat.status === SEAT_STATUS.donated) return seat.donateSeatId === null ? 'held' : 'showNamed';
  return 'unavailable';
}

export type ToggleResult = { chosen: DraftSeat[]; change: 'added' | 'removed' | 'full' };

/**
 * Chooses a seat or un-chooses it. A seat with one period gets it at once; with several the
 * donor picks one. The list keeps the order of choosing (the form's nameplates follow it).
 */
export function toggleSeat(
  chosen: readonly DraftSeat[],
  seat: Pick<TSeat, 'id' | 'seat' | 'priceList'>,
  areaId: number,
  max: number = SEAT_NAMING_MAX,
): ToggleResult {
  if (chosen.some((entry) => entry.seatId === seat.id)) {
    return { chosen: chosen.filter((entry) => entry.seatId !== seat.id), change: 'removed' };
  }
  if (chosen.length >= max) return { chosen: [...chosen], change: 'full' };
  const only = seat.priceList.length === 1 ? seat.priceList[0] : undefined;
  const entry: DraftSeat = {
    seatId: seat.id,
    areaId,
    seat: seat.seat,
    priceList: seat.priceList,
    termYear: only ? only.termYear : null,
  };
  return { chosen: [...chosen, entry], change: 'added' };
}

export function removeSeat(chosen: readonly DraftSeat[], seatId: number): DraftSeat[] {
  return chosen.filter((entry) => entry.seatId !== seatId);
}

export function choosePeriod(
  chosen: readonly DraftSeat[],
  seatId: number,
  termYear: number | null,
): DraftSeat[] {
  return chosen.map((entry) => (entry.seatId === seatId ? { ...entry, termYear } : entry));
}

const hasPeriod = (entry: DraftSeat) =>
  entry.termYear !== null && entry.priceList.some((term) => term.termYear === entry.termYear);

/** What the confirm button may do: doc 4 §5 '请选择冠名对象', then '请选择捐赠金额' (CHOOSE_NAMING_PERIOD). */
export type ConfirmCheck =
  | { ok: true }
  | { ok: false; problem: 'noSeat' }
  | { ok: false; problem: 'noPeriod'; seatId: number };

export function confirmCheck(chosen: readonly DraftSeat[]): ConfirmCheck {
  if (chosen.length === 0) return { ok: false, problem: 'noSeat' };
  const missing = chosen.find((entry) => !hasPeriod(entry));
  return missing ? { ok: false, problem: 'noPeriod', seatId: missing.seatId } : { ok: true };
}

/** The chosen periods' sum in fen (integer arithmetic: no 0.1 + 0.2 surprises). */
export function chosenTotalFen(chosen: DraftSeat[]): number {
  return draftTotalFen({ namingType: 1, seats: chosen, books: [] });
}

/**
 * What the toast after a toggle lists (doc 4 §4 'a toast lists the chosen seats'): the labels
 * in order, at most `shown` of them, and how many more there are.
 */
export function chosenSummary(chosen: readonly DraftSeat[], shown = 5): { labels: string[]; more: number } {
  return {
    labels: chosen.slice(0, shown).map((entry) => entry.seat),
    more: Math.max(0, chosen.length - shown),
  };
}

/**
 * Fresh seats of an area against what is chosen there: a seat someone else has taken since (or
 * that is gone) is dropped, and the others take the fresh prices; a period no longer offered is
 * cleared. Returns the same array when nothing changed.
 */
export function reconcileChosen(chosen: DraftSeat[], areaId: number, fresh: readonly TSeat[]): DraftSeat[] {
  const byId = new Map(fresh.map((seat) => [seat.id, seat]));
  let changed = false;
  const next: DraftSeat[] = [];
  for (const entry of chosen) {
    if (entry.areaId !== areaId) {
      next.push(entry);
      continue;
    }
    const seat = byId.get(entry.seatId);
    if (!seat || seat.status !== SEAT_STATUS.open) {
      changed = true;
      continue;
    }
    const samePrices = JSON.stringify(seat.priceList) === JSON.stringify(entry.priceList);
    if (samePrices) {
      next.push(entry);
      continue;
    }
    changed = true;
    const offered = seat.priceList.some((term) => term.termYear === entry.termYear);
    next.push({
      ...entry,
      seat: seat.seat,
      priceList: seat.priceList,
      termYear: offered ? entry.termYear : null,
    });
  }
  return changed ? next : chosen;
}

/** A period as the select shows it: '10年 ¥1,000', '永久 ¥5,000', '1年 ¥99.50'. */
export function termLabel(term: TSeatTerm): string {
  return `${term.termName} ¥${formatYuan(term.termMoney).replace(/\.00$/, '')}`;
}

/** Every seat of a seat list answer, grid or list. */
export function seatsOf(list: { twoArray: Array<Array<TSeat | null>>; oneArray: TSeat[] }): TSeat[] {
  const out: TSeat[] = [...list.oneArray];
  for (const line of list.twoArray) for (const seat of line) if (seat) out.push(seat);
  return out;
}
