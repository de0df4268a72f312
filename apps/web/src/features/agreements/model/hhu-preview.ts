import { fenToYuan } from '@alma/shared/money/money';
import {
  type AgreementProblem,
  checkAgreementAmount,
  hhuAgreementProblem,
} from '@alma/shared/validation/contract-form';
import type { SignedAgreement } from '../../../lib/hhu-agreement.ts';
import { queryId } from './contract-form.ts';

/**
 * tree-naming-hhu/preview (doc 4 §2.3, §4) reads its address: with `url` it shows that agreement
 * (preview only); with name, mobile and donationAmount (and the form's itemsId and seatId) it
 * generates the agreement and offers signing. Once signed, the address becomes the signed file's
 * preview, still naming the project and amount, so Back can leave it for the form.
 */

/** Doc 4 §9: the hhu trees are project 8 from the map (7 otherwise); the server assumes 8 too. */
export const HHU_MAP_ITEMS_ID = 8;

export type HhuGenerationRequest = {
  name: string;
  mobile: string;
  donationAmount: string;
  itemsId?: number;
  seatId?: number;
};

export type HhuPreviewMode =
  /** `signed`: the entry Back leaves for the form (null when the address names no project and amount). */
  | { kind: 'view'; url: string; signed: SignedAgreement | null }
  | { kind: 'sign'; request: HhuGenerationRequest; itemsId: number; amountFen: number }
  /** The address names no agreement to show or make; `problem` when it names one badly. */
  | { kind: 'invalid'; problem: AgreementProblem | null };

const text = (params: URLSearchParams, name: string) => (params.get(name) ?? '').trim();

function signedEntry(url: string, params: URLSearchParams): SignedAgreement | null {
  const itemsId = queryId(params.get('itemsId'));
  const amountFen = checkAgreementAmount(text(params, 'donationAmount'));
  return itemsId > 0 && typeof amountFen === 'number' ? { url, itemsId, amountFen } : null;
}

export function hhuPreviewMode(params: URLSearchParams): HhuPreviewMode {
  const url = text(params, 'url');
  if (url !== '') return { kind: 'view', url, signed: signedEntry(url, params) };
  if (!['name', 'mobile', 'donationAmount'].some((name) => text(params, name) !== '')) {
    return { kind: 'invalid', problem: null };
  }
  const itemsId = queryId(params.get('itemsId'));
  const seatId = queryId(params.get('seatId'));
  const request: HhuGenerationRequest = {
    name: text(params, 'name'),
    mobile: text(params, 'mobile'),
    donationAmount: text(params, 'donationAmount'),
    ...(itemsId > 0 ? { itemsId } : {}),
    ...(seatId > 0 ? { seatId } : {}),
  };
  const problem = hhuAgreementProblem(request);
  const amountFen = checkAgreementAmount(request.donationAmount);
  if (problem || typeof amountFen !== 'number') return { kind: 'invalid', problem };
  return { kind: 'sign', request, itemsId: itemsId || HHU_MAP_ITEMS_ID, amountFen };
}

/** The preview's address once signed: the signed file, for the project and amount it was signed for. */
export function signedViewQuery(signed: SignedAgreement): URLSearchParams {
  return new URLSearchParams({
    url: signed.url,
    itemsId: String(signed.itemsId),
    donationAmount: String(fenToYuan(signed.amountFen)),
  });
}
