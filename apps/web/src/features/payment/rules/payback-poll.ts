import { DEFAULT_FLOW, type NamingFlow, formPath as namingFormPath } from '../../../lib/naming-flow.ts';

/**
 * Asking items/payback until the order is paid (doc 3 §4). A provider's notification can reach
 * the server a moment after the donor is redirected back, so one "not paid" answer is not final.
 */
export type PaybackAnswer = 'paid' | 'pending' | 'refused';
export type PollOutcome = 'paid' | 'unpaid' | 'refused' | 'cancelled';

export type PollOptions = {
  /** How many times to ask; Infinity keeps asking (the hand-off page waits for another app). */
  tries: number;
  intervalMs: number;
  isCancelled: () => boolean;
  sleep?: (ms: number) => Promise<void>;
};

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function pollPayback(
  check: () => Promise<PaybackAnswer>,
  options: PollOptions,
): Promise<PollOutcome> {
  const wait = options.sleep ?? sleep;
  for (let attempt = 0; attempt < options.tries; attempt++) {
    if (attempt > 0) await wait(options.intervalMs);
    if (options.isCancelled()) return 'cancelled';
    const answer = await check();
    if (options.isCancelled()) return 'cancelled';
    if (answer === 'paid') return 'paid';
    // The server said the order is not this donor's (or does not exist): asking again cannot help.
    if (answer === 'refused') return 'refused';
  }
  return 'unpaid';
}

export type FailureTarget =
  | { kind: 'form'; itemsId: number; namingType?: 1 | 2 }
  | { kind: 'back' }
  | { kind: 'home' };

/**
 * Where an unpaid donor goes (doc 3 §8: back to the form). payback does not name the project, so
 * the form is used only when the address carries itemsId (and the naming form when it also
 * carries namingType 1 or 2); otherwise the previous in-app screen (react-router's history index
 * says whether there is one), else home.
 */
export function failureTarget(
  itemsIdQuery: string | null,
  historyIndex: number,
  namingTypeQuery: string | null = null,
): FailureTarget {
  const itemsId = Number(itemsIdQuery);
  if (itemsIdQuery !== null && Number.isInteger(itemsId) && itemsId > 0) {
    if (namingTypeQuery === '1' || namingTypeQuery === '2') {
      return { kind: 'form', itemsId, namingType: namingTypeQuery === '1' ? 1 : 2 };
    }
    return { kind: 'form', itemsId };
  }
  return historyIndex > 0 ? { kind: 'back' } : { kind: 'home' };
}

/**
 * The form a 'form' target opens: the donation form, or the naming form of its type in the flow
 * the order was placed in (form-gm, or a campaign's: seat-naming-jnu/form).
 */
export function formPath(
  target: { itemsId: number; namingType?: 1 | 2 },
  flow: NamingFlow = DEFAULT_FLOW,
): string {
  return target.namingType
    ? namingFormPath(flow, target.itemsId, target.namingType)
    : `/form?id=${target.itemsId}`;
}

/** react-router keeps the position in window.history.state.idx; 0 means this is the first screen. */
export function currentHistoryIndex(state: unknown): number {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : 0;
}
