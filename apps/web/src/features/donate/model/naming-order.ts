import type { TFormDetail } from '@alma/shared/api/donate';
import type { MessageKey, MessageParams } from '@alma/shared/i18n/server-messages';
import { copyNameIntoEmpty, NAME_FIELD } from '@alma/shared/validation/donation-details-kept';
import type { FieldValues } from '@alma/shared/validation/form-fields';
import { firstPlateProblem, orderPlateProblem } from '@alma/shared/validation/nameplate';
import { chosenTerm, type NamingDraft, slotCount } from '../../../lib/naming-draft.ts';
import { DEFAULT_FLOW, editPath, type NamingFlow, seatPath } from '../../../lib/naming-flow.ts';
import { initialOrderSections, type OrderSections, restoreOrderSections } from './order-sections.ts';
import type { PayPlace } from './pay-methods.ts';

/** The naming submit is debounced 500 ms (doc 2 §9, doc 4 §9). */
export const NAMING_SUBMIT_DEBOUNCE_MS = 500;

export type NamingProblem = { key: MessageKey; params?: MessageParams };

/** A draft the naming form can show: this project's, of the asked type, naming something. */
export function usableDraft(draft: NamingDraft | null, namingType: 1 | 2): NamingDraft | null {
  if (!draft || draft.namingType !== namingType) return null;
  return slotCount(draft) > 0 ? draft : null;
}

/** The address's namingType: 2 is books; anything else (missing, unknown) is seats (doc 4 §2.3). */
export function namingTypeOf(value: string | null): 1 | 2 {
  return value === '2' ? 2 : 1;
}

/**
 * The naming part of doc 2 §5 and doc 4 §5, after the form's own sections: the first plate's donor
 * ('铭牌捐赠人不能为空'), then every plate's donor and message, then a period for each seat.
 */
export function namingProblem(draft: NamingDraft): NamingProblem | null {
  if (slotCount(draft) === 0) {
    return { key: draft.namingType === 1 ? 'naming.seatRequired' : 'naming.bookRequired' };
  }
  const plate = firstPlateProblem(draft.plates, orderPlateProblem);
  if (plate) return plate;
  if (draft.namingType === 1 && draft.seats.some((seat) => chosenTerm(seat) === undefined)) {
    return { key: 'naming.periodRequired' };
  }
  return null;
}

/** Where the donor picks again: the seat chooser (of the flow the form is in) or the book list. */
export function chooseAddress(itemsId: number, namingType: 1 | 2, flow: NamingFlow = DEFAULT_FLOW): string {
  return namingType === 1 ? seatPath(flow, itemsId) : `/book-list?id=${itemsId}`;
}

/** The name the editor starts with: the donation info's name, else the first plate's donor. */
export function editorName(fields: FieldValues, draft: Pick<NamingDraft, 'plates'>): string {
  const typed = fields[NAME_FIELD];
  const name = typeof typed === 'string' ? typed.trim() : '';
  return name || (draft.plates[0]?.donorName.trim() ?? '');
}

/**
 * The naming form's sections: as the donor left them before the nameplate editor (or new ones),
 * with the certificate, receipt and contact names still empty taking the donor's name (the name
 * field, else the first plate's donor, which the order requires), as a typed name would (doc 2
 * §4.3). Coming back from the editor, a plate's donor named there fills them; a name the donor
 * wrote in them stays.
 */
export function namingOrderSections(
  form: TFormDetail,
  draft: Pick<NamingDraft, 'plates' | 'form'>,
  place: PayPlace,
): OrderSections {
  const sections = draft.form
    ? restoreOrderSections(form, draft.form, place)
    : initialOrderSections(form, place);
  const name = editorName(sections.details.fields, draft);
  return { ...sections, details: copyNameIntoEmpty(sections.details, name) };
}

/** The nameplate editor (doc 2 §2.3): edit?id=&namingType=&name=, in the flow the form is in. */
export function editAddress(
  itemsId: number,
  namingType: 1 | 2,
  name: string,
  flow: NamingFlow = DEFAULT_FLOW,
): string {
  return editPath(flow, itemsId, namingType, name);
}

/** A caption sits on the plate: a long book title is cut so the plate's text stays visible. */
const CAPTION_TITLE_MAX = 12;

function shortTitle(title: string): string {
  const chars = [...title.trim()];
  return chars.length > CAPTION_TITLE_MAX ? `${chars.slice(0, CAPTION_TITLE_MAX).join('')}…` : title.trim();
}

/** One caption per nameplate slot: the seat's label, or the book's title and which copy it is. */
export function slotCaptions(draft: Pick<NamingDraft, 'namingType' | 'seats' | 'books'>): string[] {
  if (draft.namingType === 1) return draft.seats.map((seat) => seat.seat);
  return draft.books.flatMap((book) => {
    const title = `《${shortTitle(book.title)}》`;
    return Array.from({ length: book.namingCount }, (_, index) =>
      book.namingCount > 1 ? `${title}${index + 1}/${book.namingCount}` : title,
    );
  });
}

/**
 * Leading-edge debounce: a tap counts when none came in the last `waitMs`; taps inside the window
 * are dropped and restart it (so a nervous triple tap places one order).
 */
export function debounceTaps(waitMs: number, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return (): boolean => {
    const at = now();
    const accepted = at - last >= waitMs;
    last = at;
    return accepted;
  };
}
