import type { TSeatList, TSeatTerm } from '@alma/shared/api/naming';
import type { TSeatDetail } from '@alma/shared/api/naming-activity';
import type { DraftSeat } from '../../../lib/naming-draft.ts';

/** A seat of an area's list by id (grid or list area alike). */
export function seatInList(list: TSeatList, seatId: number) {
  for (const row of list.twoArray) for (const seat of row) if (seat?.id === seatId) return seat;
  return list.oneArray.find((seat) => seat.id === seatId);
}

/**
 * The term a map item is named for: the one at the price its dialog showed (termMoney, the
 * lowest), else the first; null when it has none (the form then asks for one).
 */
export function pickTerm(priceList: readonly TSeatTerm[], termMoney: number): number | null {
  const shown = priceList.find((term) => term.termMoney === termMoney) ?? priceList[0];
  return shown ? shown.termYear : null;
}

/** The naming draft's seat for a map item (the naming form, editor and payment take over). */
export function draftSeatOf(
  detail: Pick<TSeatDetail, 'seatId' | 'areaId' | 'id' | 'seatName' | 'termMoney'>,
  list: TSeatList | null,
): DraftSeat {
  const seat = list ? seatInList(list, detail.seatId) : undefined;
  const priceList = seat?.priceList ?? [];
  return {
    seatId: detail.seatId,
    areaId: detail.areaId,
    seat: seat?.seat ?? (detail.seatName ? `${detail.id} ${detail.seatName}` : String(detail.id)),
    priceList,
    termYear: pickTerm(priceList, detail.termMoney),
  };
}

/** The naming form of doc 2 §2.2, for seats. */
export const namingFormPath = (itemsId: number): string => `/form-gm?id=${itemsId}&namingType=1`;
