import type { TSeatTerm } from '@alma/shared/api/naming';
import type { NameplateText } from '@alma/shared/validation/nameplate';

/**
 * The naming order being put together (doc 2 §4.4, doc 4 §4): what the seat chooser or the book
 * list picked, the nameplates the editor wrote, and the naming form's own state while the donor is
 * in the editor. Kept in local storage by project id, so going to the editor and back (or a
 * reload) loses nothing; a draft of another project is never read.
 *
 * Plates are per "slot": one per chosen seat, or one per copy of each chosen book, in order.
 * Edit mode 1 (all the same) keeps every slot equal to the first; mode 0 edits each one.
 */
export type DraftSeat = {
  seatId: number;
  areaId: number;
  /** The seat's label ("A区 3排5座"). */
  seat: string;
  priceList: TSeatTerm[];
  /** The chosen period; null until one is chosen (CHOOSE_NAMING_PERIOD). */
  termYear: number | null;
};

export type DraftBook = {
  bookId: number;
  title: string;
  /** Yuan, as the book list showed it (the server prices from its own rows). */
  unitPrice: number;
  namingCount: number;
  stock: number;
};

export type NamingDraft = {
  itemsId: number;
  namingType: 1 | 2;
  seats: DraftSeat[];
  books: DraftBook[];
  /** 1: one nameplate for every slot; 0: each slot its own. */
  editMode: 0 | 1;
  /** One per slot (seats in order, then each book's copies in order). */
  plates: NameplateText[];
  /** The naming form's section state, saved when it opens the editor and restored on return. */
  form: Record<string, unknown> | null;
};

const KEY_PREFIX = 'naming.draft.';

export const EMPTY_PLATE: NameplateText = { donorName: '', donorIdentity: '', donationMessage: '' };

/** How many nameplates the draft's objects take. */
export function slotCount(draft: Pick<NamingDraft, 'namingType' | 'seats' | 'books'>): number {
  return draft.namingType === 1
    ? draft.seats.length
    : draft.books.reduce((total, book) => total + book.namingCount, 0);
}

/** The plates fitted to the slots: kept where they exist, the first copied (mode 1) or blank. */
export function fitPlates(
  draft: Omit<NamingDraft, 'plates'> & { plates?: NameplateText[] },
): NameplateText[] {
  const count = slotCount(draft);
  const plates = draft.plates ?? [];
  const first = plates[0] ?? EMPTY_PLATE;
  return Array.from({ length: count }, (_, index) =>
    draft.editMode === 1 ? { ...first } : { ...(plates[index] ?? EMPTY_PLATE) },
  );
}

/** A new draft from the chooser's picks, keeping the plates and form state of the project's last one. */
export function startDraft(
  pick: Pick<NamingDraft, 'itemsId' | 'namingType' | 'seats' | 'books'>,
): NamingDraft {
  const previous = readDraft(pick.itemsId);
  const editMode = previous?.editMode ?? 1;
  const draft: NamingDraft = {
    ...pick,
    editMode,
    plates: [],
    form: previous?.form ?? null,
  };
  draft.plates = fitPlates({ ...draft, plates: previous?.plates ?? [] });
  saveDraft(draft);
  return draft;
}

export function readDraft(itemsId: number): NamingDraft | null {
  try {
    const text = localStorage.getItem(KEY_PREFIX + itemsId);
    if (!text) return null;
    const draft = JSON.parse(text) as NamingDraft;
    // A stored draft of another project (or a damaged one) is never used.
    if (draft?.itemsId !== itemsId || !Array.isArray(draft.seats) || !Array.isArray(draft.books)) return null;
    return { ...draft, plates: fitPlates(draft) };
  } catch {
    return null;
  }
}

export function saveDraft(draft: NamingDraft): void {
  try {
    localStorage.setItem(KEY_PREFIX + draft.itemsId, JSON.stringify(draft));
  } catch {
    // Storage full or blocked (private mode): the draft then lives only as long as the page.
  }
}

export function clearDraft(itemsId: number): void {
  try {
    localStorage.removeItem(KEY_PREFIX + itemsId);
  } catch {
    // Nothing to clear.
  }
}

/** The term a seat's chosen period costs, or undefined while none is chosen. */
export function chosenTerm(seat: DraftSeat): TSeatTerm | undefined {
  return seat.priceList.find((term) => term.termYear === seat.termYear);
}

/** The order's total in fen: each seat's chosen term, or each book's price × copies. */
export function draftTotalFen(draft: Pick<NamingDraft, 'namingType' | 'seats' | 'books'>): number {
  const fen = (yuan: number) => Math.round(yuan * 100);
  if (draft.namingType === 1) {
    return draft.seats.reduce((total, seat) => total + fen(chosenTerm(seat)?.termMoney ?? 0), 0);
  }
  return draft.books.reduce((total, book) => total + fen(book.unitPrice) * book.namingCount, 0);
}

/** The items/donate seatList and bookList of doc 2 §3, with each slot's plate. */
export function namingPayload(draft: NamingDraft): Record<string, unknown> {
  const plates = fitPlates(draft);
  if (draft.namingType === 1) {
    return {
      namingType: 1,
      seatList: draft.seats.map((seat, index) => ({
        termYear: seat.termYear,
        ...(plates[index] ?? EMPTY_PLATE),
        seatId: seat.seatId,
        areaId: seat.areaId,
        itemsId: draft.itemsId,
      })),
    };
  }
  let next = 0;
  return {
    namingType: 2,
    bookList: draft.books.map((book) => {
      const own = plates.slice(next, next + book.namingCount);
      next += book.namingCount;
      return {
        bookId: book.bookId,
        itemsId: draft.itemsId,
        namingCount: book.namingCount,
        unitPrice: book.unitPrice,
        title: book.title,
        // Mode 1 sends the one plate that goes on every copy.
        nameplateList: draft.editMode === 1 ? own.slice(0, 1) : own,
      };
    }),
  };
}
