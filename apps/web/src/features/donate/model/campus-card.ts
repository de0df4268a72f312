/** The campus-card credentials the form collects when pay type 9 is chosen (doc 4 §3). */
export type CampusCard = { stuWorkNo: string; passwork: string };

export const EMPTY_CAMPUS_CARD: CampusCard = { stuWorkNo: '', passwork: '' };

/** Pay type 9 (doc 2 §4.1). */
export const CAMPUS_CARD_PAY_TYPE = 9;

/** Message keys (campus-card-messages.ts) of the rules of doc 2 §5. */
export type CampusCardProblem =
  | 'campusCard.enterStudentNo'
  | 'campusCard.enterPassword'
  | 'campusCard.insufficient';

/**
 * Doc 2 §5: the student number and password are required, and the balance must cover the
 * amount. `balanceFen` is null until the donor has read it; the server then judges the balance
 * when it charges the card.
 */
export function checkCampusCard(
  card: CampusCard,
  amountFen: number,
  balanceFen: number | null,
): CampusCardProblem | null {
  if (card.stuWorkNo.trim() === '') return 'campusCard.enterStudentNo';
  if (card.passwork === '') return 'campusCard.enterPassword';
  if (balanceFen !== null && balanceFen < amountFen) return 'campusCard.insufficient';
  return null;
}

/** What items/donate carries for pay type 9 (the server uses it for the charge only). */
export function campusCardPayload(card: CampusCard): CampusCard {
  return { stuWorkNo: card.stuWorkNo.trim(), passwork: card.passwork };
}
