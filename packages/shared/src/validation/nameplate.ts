import type { MessageKey, MessageParams } from '../i18n/server-messages.ts';

/**
 * Nameplate rules (doc 2 §5, doc 4 §5), run by the nameplate editor, the naming form and
 * items/donate alike. The editor wants every text of a plate; the form and the server want the
 * donor on every plate ('铭牌捐赠人不能为空') and a message of at most 20 characters.
 */
export const NAMEPLATE_MESSAGE_MAX = 20;

export type NameplateText = { donorName: string; donorIdentity: string; donationMessage: string };
export type NameplateProblem = { key: MessageKey; params?: MessageParams };

const chars = (text: string) => [...text].length;

/** What the nameplate editor refuses to save: the first empty text, or a message over 20. */
export function editorProblem(plate: NameplateText): NameplateProblem | null {
  if (!plate.donorName.trim()) return { key: 'naming.bookDonorRequired' };
  if (!plate.donorIdentity.trim()) return { key: 'naming.identityRequired' };
  if (!plate.donationMessage.trim()) return { key: 'naming.messageRequired' };
  return messageProblem(plate);
}

/** What an order refuses: a plate without its donor, or a message over 20. */
export function orderPlateProblem(plate: NameplateText): NameplateProblem | null {
  if (!plate.donorName.trim()) return { key: 'naming.bookDonorRequired' };
  return messageProblem(plate);
}

function messageProblem(plate: NameplateText): NameplateProblem | null {
  if (chars(plate.donationMessage.trim()) > NAMEPLATE_MESSAGE_MAX) {
    return { key: 'naming.bookMessageTooLong', params: { max: NAMEPLATE_MESSAGE_MAX } };
  }
  return null;
}

/** The first problem of a list of plates, in order, or null. */
export function firstPlateProblem(
  plates: readonly NameplateText[],
  rule: (plate: NameplateText) => NameplateProblem | null,
): NameplateProblem | null {
  for (const plate of plates) {
    const problem = rule(plate);
    if (problem) return problem;
  }
  return null;
}
