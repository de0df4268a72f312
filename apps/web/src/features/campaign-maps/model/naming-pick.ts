import type { TSeatTerm } from '@alma/shared/api/naming';
import type { TSeatDetail } from '@alma/shared/api/naming-activity';
import type { DraftSeat } from '../../../lib/naming-draft.ts';

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
  detail: Pick<TSeatDetail, 'seatId' | 'areaId' | 'id' | 'seat' | 'seatName' | 'termMoney' | 'priceList'>,
): DraftSeat {
  return {
    seatId: detail.seatId,
    areaId: detail.areaId,
    seat: detail.seat || (detail.seatName ? `${detail.id} ${detail.seatName}` : String(detail.id)),
    priceList: detail.priceList,
    termYear: pickTerm(detail.priceList, detail.termMoney),
  };
}

/** The naming form of doc 2 §2.2, for seats. */
export const namingFormPath = (itemsId: number): string => `/form-gm?id=${itemsId}&namingType=1`;
