import type { TFormDetail } from '@alma/shared/api/donate';
import type { TItemDetail } from '@alma/shared/api/items';
import { CAMPUS_CARD_PAY_TYPE, campusCardPayload } from './campus-card.ts';
import { detailsConfigOf, detailsPayload } from './details.ts';
import { buildDonatePayload, type PayloadInput } from './donate-payload.ts';
import type { OrderSections } from './order-sections.ts';

type OrderPart = Pick<PayloadInput, 'amount' | 'subItemsId' | 'togetherId' | 'payType' | 'donateFrom'>;

/**
 * The items/donate body of an order (doc 2 §3): the order part, the values of the sections the
 * form shows for `amountFen` and, for pay type 9, the campus card. The naming form adds its seats
 * or books to it.
 */
export function orderBody(
  data: { item: Pick<TItemDetail, 'id' | 'itemsType'>; form: TFormDetail },
  order: OrderPart,
  sections: OrderSections,
  amountFen: number,
): Record<string, unknown> {
  const payload = buildDonatePayload({
    ...order,
    itemsId: data.item.id,
    formId: data.form.id,
    itemsType: data.item.itemsType,
    isAnonymous: sections.isAnonymous,
    isNoData: sections.details.isNoData,
  });
  return {
    ...payload,
    ...detailsPayload(detailsConfigOf(data.form), amountFen, sections.details),
    ...(order.payType === CAMPUS_CARD_PAY_TYPE ? campusCardPayload(sections.campusCard.card) : {}),
  };
}
