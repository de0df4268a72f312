import { editorProblem, type NameplateProblem, type NameplateText } from '@alma/shared/validation/nameplate';
import { EMPTY_PLATE, type NamingDraft } from '../../../lib/naming-draft.ts';
import { DEFAULT_FLOW, formPath, isFormRoute, type NamingFlow } from '../../../lib/naming-flow.ts';

/**
 * The nameplate editor's rules (doc 2 §2.3, §5; doc 4 §4): which slot is edited, what switching
 * between "all the same" (edit mode 1) and "one by one" (0) does to the texts, what is prefilled,
 * and which plate stops a save. No React here: the page draws what these functions return.
 */
export type EditMode = NamingDraft['editMode'];
export type PlateField = keyof NameplateText;

export type EditorState = {
  editMode: EditMode;
  /** One plate per slot; in mode 1 every slot holds the same text. */
  plates: NameplateText[];
  /** The slot the carousel shows; in mode 0 the one whose fields are edited. */
  current: number;
  /**
   * The one-by-one texts put aside when the donor switched to "all the same". Switching back
   * before touching the shared plate gives them back, so a mistaken tap loses nothing.
   */
  stash: { plates: NameplateText[]; shared: NameplateText } | null;
};

export type Prefill = {
  /** The `name` query: the donor's name as the naming form knew it. */
  donorName: string;
  /** The alumni label ('校友'), in the reader's language. */
  donorIdentity: string;
};

const copy = (plate: NameplateText): NameplateText => ({ ...plate });

export function isBlankPlate(plate: NameplateText): boolean {
  return !plate.donorName.trim() && !plate.donorIdentity.trim() && !plate.donationMessage.trim();
}

function samePlate(a: NameplateText, b: NameplateText): boolean {
  return (
    a.donorName === b.donorName &&
    a.donorIdentity === b.donorIdentity &&
    a.donationMessage === b.donationMessage
  );
}

/**
 * An empty donor takes the `name` query; an empty identity takes the alumni label. Doc 4 §4 says
 * "donor identity is set to the alumni label on save"; we read that as: the label is there from
 * the start (and one tap away after clearing it), so every saved plate has an identity the donor
 * could see and change, instead of one silently written on save. Texts already written stay.
 */
export function prefillPlate(plate: NameplateText, prefill: Prefill): NameplateText {
  return {
    donorName: plate.donorName.trim() ? plate.donorName : prefill.donorName.trim(),
    donorIdentity: plate.donorIdentity.trim() ? plate.donorIdentity : prefill.donorIdentity,
    donationMessage: plate.donationMessage,
  };
}

/** The editor as it opens on a draft: its mode, its plates (prefilled), the first slot shown. */
export function initialEditorState(
  draft: Pick<NamingDraft, 'editMode' | 'plates'>,
  prefill: Prefill,
): EditorState {
  const plates = draft.plates.map((plate) => prefillPlate(plate, prefill));
  const shared = plates[0] ?? EMPTY_PLATE;
  return {
    editMode: draft.editMode,
    plates: draft.editMode === 1 ? plates.map(() => copy(shared)) : plates,
    current: 0,
    stash: null,
  };
}

/** Mode 1 writes every slot; mode 0 only the slot shown. */
export function editPlate(state: EditorState, field: PlateField, value: string): EditorState {
  const plates = state.plates.map((plate, index) =>
    state.editMode === 1 || index === state.current ? { ...plate, [field]: value } : plate,
  );
  return { ...state, plates };
}

/** The plate being edited: the slot shown (mode 0) or the shared one (mode 1, every slot equal). */
export function editedPlate(state: EditorState): NameplateText {
  return state.plates[state.editMode === 1 ? 0 : state.current] ?? EMPTY_PLATE;
}

/**
 * To "all the same": the plate on screen (or, if it is blank, the first one written) goes on every
 * slot. To "one by one": the texts put aside come back if the shared plate was left as it was;
 * otherwise every slot starts from the shared plate, to be changed where it should differ.
 */
export function switchEditMode(state: EditorState, editMode: EditMode): EditorState {
  if (editMode === state.editMode) return state;
  if (editMode === 1) {
    const shown = state.plates[state.current];
    const source =
      shown && !isBlankPlate(shown)
        ? shown
        : (state.plates.find((plate) => !isBlankPlate(plate)) ?? EMPTY_PLATE);
    const shared = copy(source);
    return {
      ...state,
      editMode,
      plates: state.plates.map(() => copy(shared)),
      stash: { plates: state.plates, shared },
    };
  }
  const shared = state.plates[0] ?? EMPTY_PLATE;
  const restore = state.stash !== null && samePlate(state.stash.shared, shared);
  return {
    ...state,
    editMode,
    plates: restore && state.stash ? state.stash.plates : state.plates.map(() => copy(shared)),
    stash: null,
  };
}

/** The carousel moved (or a problem moved it): a slot that exists. */
export function showSlot(state: EditorState, index: number): EditorState {
  const last = Math.max(0, state.plates.length - 1);
  const current = Math.min(Math.max(0, Math.round(index)), last);
  return current === state.current ? state : { ...state, current };
}

/**
 * What stops a save: in mode 1 the one shared plate, in mode 0 the first slot, in order, whose
 * plate breaks the editor's rule (doc 2 §5), with that slot so the carousel can show it.
 */
export function firstProblem(state: EditorState): { slot: number; problem: NameplateProblem } | null {
  const plates = state.editMode === 1 ? state.plates.slice(0, 1) : state.plates;
  for (const [slot, plate] of plates.entries()) {
    const problem = editorProblem(plate);
    if (problem) return { slot, problem };
  }
  return null;
}

/** The draft to store: its picks and the form's state untouched, with this mode and these plates. */
export function draftWithPlates(draft: NamingDraft, state: EditorState): NamingDraft {
  const shared = state.plates[0] ?? EMPTY_PLATE;
  const plates = state.editMode === 1 ? state.plates.map(() => copy(shared)) : state.plates.map(copy);
  return { ...draft, editMode: state.editMode, plates };
}

/** The texts the message counter and the rule count: characters, not UTF-16 units. */
export function charCount(text: string): number {
  return [...text.trim()].length;
}

/**
 * Each slot's caption: the seat's label, or the book's title with the copy's number when the
 * order names several copies of it (《三体》 1/2).
 */
export function slotLabels(draft: Pick<NamingDraft, 'namingType' | 'seats' | 'books'>): string[] {
  if (draft.namingType === 1) return draft.seats.map((seat) => seat.seat);
  return draft.books.flatMap((book) =>
    Array.from({ length: book.namingCount }, (_, copyIndex) =>
      book.namingCount > 1 ? `《${book.title}》 ${copyIndex + 1}/${book.namingCount}` : `《${book.title}》`,
    ),
  );
}

export type ReturnTarget = { kind: 'back' } | { kind: 'replace'; to: string };

/**
 * Where 确定 goes: back one page when the editor was opened from this project's naming form (the
 * form passes its own address as `location.state.from`, and the router's history has an entry
 * before this one), so the form's page is not stacked twice; otherwise (a reload on a fresh tab,
 * a shared link) to the naming form in place of the editor. The form is the one of the flow the
 * editor is in (form-gm, or a campaign's: seat-naming-jnu/form).
 */
export function returnTarget(
  from: unknown,
  historyIndex: unknown,
  itemsId: number,
  namingType: 1 | 2,
  flow: NamingFlow = DEFAULT_FLOW,
): ReturnTarget {
  const form = formPath(flow, itemsId, namingType);
  const canGoBack = typeof historyIndex === 'number' && historyIndex > 0;
  if (!canGoBack || typeof from !== 'string') return { kind: 'replace', to: form };
  const [pathname, search = ''] = from.split('?');
  const query = new URLSearchParams(search);
  const sameForm = isFormRoute(flow, pathname ?? '') && query.get('id') === String(itemsId);
  return sameForm ? { kind: 'back' } : { kind: 'replace', to: form };
}
