import type { TCpuGeneration } from '@alma/shared/api/agreements';
import type { Language } from '@alma/shared/i18n/language';
import { translate } from '@alma/shared/i18n/server-messages';
import type { AgreementProblem, ContractFormInput } from '@alma/shared/validation/contract-form';
import { ApiError } from '../../../lib/api-client.ts';
import { permissionOfError } from '../../../lib/donate-permission.ts';

/**
 * The cpu contract form (doc 4 §2.4, §3, §5, §8): the account's identity as user/baseInfo shows
 * it, the chosen project and the amount typed; the checks and their words are shared with the
 * server (contract-form.ts).
 */

const MAINLAND_PREFIX = '86-';

/** Doc 4 §3: the form shows the mobile without its 3-character country prefix; other numbers as they are. */
export function formMobile(mobile: string): string {
  return mobile.startsWith(MAINLAND_PREFIX) ? mobile.slice(MAINLAND_PREFIX.length) : mobile;
}

export type Identity = { name: string; mobile: string; idNo: string };

/** What the form holds, as contractFormProblem and the generation call read it. */
export function contractInput(
  identity: Identity | undefined,
  donateItemId: number,
  donationAmount: string,
): ContractFormInput {
  return {
    name: identity?.name ?? '',
    mobile: formMobile(identity?.mobile ?? ''),
    idNo: identity?.idNo ?? '',
    donateItemId: donateItemId > 0 ? String(donateItemId) : '',
    donationAmount: donationAmount.trim(),
  };
}

export function problemText(problem: AgreementProblem, language: Language): string {
  return translate(language, problem.key, problem.params);
}

/** A positive whole id from the address, else 0. */
export function queryId(value: string | null): number {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/** contract-cpu/signature?id={id}&pdf={the unilateral agreement's address, encoded} (doc 4 §2.1). */
export function signaturePath(generation: TCpuGeneration): string {
  const query = new URLSearchParams({ id: String(generation.id), pdf: generation.unilateralAgreementUrl });
  return `/contract-cpu/signature?${query}`;
}

/** The signature page's agreement, or null when the address does not name one. */
export function signatureQuery(params: URLSearchParams): { id: number; pdf: string } | null {
  const id = queryId(params.get('id'));
  const pdf = params.get('pdf') ?? '';
  return id > 0 && pdf !== '' ? { id, pdf } : null;
}

/** The api client's own message for an answer that was not the envelope (a proxy's error page). */
const NOT_AN_ENVELOPE = /: HTTP \d+$/;

export type GenerationFailure =
  | { kind: 'notAlumni' }
  /** The api client has dealt with it (an expired token: authorisation starts again). */
  | { kind: 'handled' }
  | { kind: 'toast'; text: string };

/**
 * Doc 4 §8: the server's refusal (code -1) in its own words, which are the user's language; a
 * request that failed — no answer, not an answer, or the server's own failure — is
 * 请求失败，请稍后再试. A donor who is not a certified alumnus gets the not-certified box.
 */
export function generationFailure(error: unknown, language: Language): GenerationFailure {
  if (permissionOfError(error) === 'notAlumni') return { kind: 'notAlumni' };
  const failed = { kind: 'toast', text: translate(language, 'agreement.requestFailed') } as const;
  // No answer at all (NetworkError), or a failure before the call was made.
  if (!(error instanceof ApiError)) return failed;
  if (error.code === -997 || error.code === -998) return { kind: 'handled' };
  const serverFailed = error.message === translate(language, 'error.internal');
  if (error.code !== -1 || error.message === '' || NOT_AN_ENVELOPE.test(error.message) || serverFailed) {
    return failed;
  }
  return { kind: 'toast', text: error.message };
}
