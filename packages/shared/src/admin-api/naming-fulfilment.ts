import { z } from 'zod';
import { INSTALL_STATES, type InstallState } from '../api/naming-activity.ts';
import { ZAdminPage } from './paging.ts';
import { STORED_IMAGE_URL } from './project-fields.ts';

/**
 * Live holds and install tracking (issue 14, staff side): the unpaid naming orders that hold seats
 * and books now, released by cancelling the order; and each named seat's plaque moving from
 * ordered to made (engraved) to installed, with the photo staff took of it.
 */

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const zOptionalId = z.preprocess(
  emptyToUndefined,
  z.coerce.number().int().positive().max(2_147_483_647).optional(),
);

export const ZNamingHoldsQuery = ZAdminPage.extend({ itemsId: zOptionalId });
export type TNamingHoldsQuery = z.input<typeof ZNamingHoldsQuery>;

/** One held object: a seat, or a book's copies, and the unpaid order that holds it. */
export type TNamingHoldRow = {
  /** `seat-<claimId>` or `book-<claimId>`: unique in the list. */
  key: string;
  kind: 'seat' | 'book';
  itemsId: number;
  itemsName: string;
  /** The seat's label, or the book as 《title》×n. */
  objectLabel: string;
  /** The name the donor asked for on the plaque (a book's first plate): public, printed. */
  plateName: string;
  billNo: string;
  /** The order's donor name (the anonymous label when asked) and the account's mobile masked. */
  donorName: string;
  donorMobile: string;
  /** YYYY-MM-DD HH:mm:ss: when the hold began, and when the unpaid order expires ('' if never). */
  heldSince: string;
  expiresAt: string;
};

export const ZHoldParams = z.object({ billNo: z.string().trim().min(1).max(64) });

/** POST /naming-holds/:billNo/release: the order cancelled, and what it let go. */
export type THoldRelease = { billNo: string; status: 'CANCELLED'; seats: number; books: number };

export { INSTALL_STATES, type InstallState };

/** Where a state sits on the way to installed: a move may only go forward (see INSTALL_MOVE_RULE). */
export const installStep = (state: InstallState) => INSTALL_STATES.indexOf(state);

/**
 * The one rule of a move, shared by the console's dialog and the server. Forward only — a step
 * back is refused: the donor has already been shown the later state, and a plaque that was made
 * is not unmade. A mistake (a wrong photo) is corrected by saving the same state with another
 * photo, which is allowed. Installed needs a photo: it is the donor's proof.
 */
export function checkInstallMove(
  from: InstallState,
  to: InstallState,
  photo: string,
): 'admin.naming.installBackwards' | 'admin.naming.installNeedsPhoto' | null {
  if (installStep(to) < installStep(from)) return 'admin.naming.installBackwards';
  if (to === 'installed' && photo === '') return 'admin.naming.installNeedsPhoto';
  return null;
}

export const ZNamingInstallsQuery = ZAdminPage.extend({
  itemsId: zOptionalId,
  state: z.preprocess(emptyToUndefined, z.enum(INSTALL_STATES).optional()),
});
export type TNamingInstallsQuery = z.input<typeof ZNamingInstallsQuery>;

/** One named seat's plaque. */
export type TNamingInstallRow = {
  claimId: number;
  seatId: number;
  itemsId: number;
  itemsName: string;
  objectLabel: string;
  billNo: string;
  /** The plaque's text: printed on the seat, so public. */
  donorName: string;
  donationMessage: string;
  namedAt: string;
  state: InstallState;
  photo: string;
  updatedAt: string;
};

export const ZInstallParams = z.object({ claimId: z.coerce.number().int().positive().max(2_147_483_647) });

/** PUT /naming-installs/:claimId. `photo` is a picture POST /files stored, or '' for none. */
export const ZInstallMove = z.object({
  state: z.enum(INSTALL_STATES),
  photo: z.union([z.literal(''), z.string().regex(STORED_IMAGE_URL)]).default(''),
});
export type TInstallMove = z.input<typeof ZInstallMove>;
