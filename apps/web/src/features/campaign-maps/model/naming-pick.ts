import type { TSeatTerm } from '@alma/shared/api/naming';
import type { TSeatDetail } from '@alma/shared/api/naming-activity';
import type { DraftSeat } from '../../../lib/naming-draft.ts';
import { DEFAULT_FLOW, formPath, type NamingFlow } from '../../../lib/naming-flow.ts';

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

/** The naming form of doc 2 §2.2, for seats: form-gm, or the campaign flow's own (tree-naming-hhu/form). */
export const namingFormPath = (itemsId: number, flow: NamingFlow = DEFAULT_FLOW): string =>
  formPath(flow, itemsId, 1);
