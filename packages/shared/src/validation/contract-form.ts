import type { MessageKey, MessageParams } from '../i18n/server-messages.ts';
import { MAX_DONATION_FEN } from '../money/money.ts';
import { parseMobile } from './mobile.ts';
import { textLength } from './text.ts';

/**
 * The agreement forms' checks (doc 4 §5), in the spec's order and words, for the phone and for
 * the generation calls alike: the server refuses what the form would refuse, with the same words.
 *
 * Contract form (cpu): name, mobile, idNo, project, amount present, amount a positive number. The
 * hhu agreement takes name, mobile and amount, typed by the donor. Beyond the spec (ours): an amount with more than two
 * decimals or above the donation limit is refused by name, never rounded or clamped; a name, a
 * mobile or an ID number that cannot be one is refused too.
 */

export type AgreementProblem = { field: AgreementField; key: MessageKey; params?: MessageParams };
export type AgreementField = 'name' | 'mobile' | 'idNo' | 'donateItemId' | 'donationAmount';

export type ContractFormInput = {
  name: string;
  /** As the form shows it: the number without its `86-` prefix (doc 4 §3). */
  mobile: string;
  idNo: string;
  donateItemId: string | number | null | undefined;
  donationAmount: string | number | null | undefined;
};

export type HhuAgreementInput = Pick<ContractFormInput, 'name' | 'mobile' | 'donationAmount'>;

export const AGREEMENT_NAME_MAX = 50;
/** Mainland ID cards have 18 characters, passports and other papers fewer; nothing has 33. */
const ID_NO_PATTERN = /^[A-Za-z0-9()（）-]{5,32}$/;
const AMOUNT_PATTERN = /^\d+(\.\d+)?$/;
const MAX_AMOUNT_TEXT = 20;

const problem = (field: AgreementField, key: MessageKey, params?: MessageParams): AgreementProblem =>
  params ? { field, key, params } : { field, key };

const blank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

function nameProblem(name: string): AgreementProblem | null {
  if (blank(name)) return problem('name', 'agreement.nameRequired');
  if (textLength(name.trim()) > AGREEMENT_NAME_MAX) {
    return problem('name', 'agreement.nameTooLong', { max: AGREEMENT_NAME_MAX });
  }
  return null;
}

function mobileProblem(mobile: string): AgreementProblem | null {
  if (blank(mobile)) return problem('mobile', 'agreement.mobileRequired');
  return parseMobile(mobile) ? null : problem('mobile', 'agreement.mobileInvalid');
}

/** The amount in fen, or what is wrong with it. */
export function checkAgreementAmount(value: string | number | null | undefined): AgreementProblem | number {
  if (blank(value)) return problem('donationAmount', 'agreement.amountRequired');
  const text = String(value).trim();
  if (text.length > MAX_AMOUNT_TEXT || !AMOUNT_PATTERN.test(text) || /e/i.test(text)) {
    return problem('donationAmount', 'agreement.amountPositive');
  }
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length > 2) return problem('donationAmount', 'agreement.amountDecimals');
  const fen = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(fen) || fen <= 0) return problem('donationAmount', 'agreement.amountPositive');
  if (fen > MAX_DONATION_FEN) return problem('donationAmount', 'agreement.amountMax');
  return fen;
}

/**
 * The first problem of the cpu contract form, in the spec's order; null when it may be generated.
 * Name, mobile and ID number are the account's own, shown masked and read-only (user/baseInfo), so
 * only their presence is checked here; the server generates from what the account holds.
 */
export function contractFormProblem(form: ContractFormInput): AgreementProblem | null {
  if (blank(form.name)) return problem('name', 'agreement.nameRequired');
  if (blank(form.mobile)) return problem('mobile', 'agreement.mobileRequired');
  if (blank(form.idNo)) return problem('idNo', 'agreement.idNoRequired');
  if (blank(form.donateItemId)) return problem('donateItemId', 'agreement.projectRequired');
  const amount = checkAgreementAmount(form.donationAmount);
  return typeof amount === 'number' ? null : amount;
}

/** What is wrong with an account's own identity for a contract (the server's check); null when whole. */
export function contractIdentityProblem(identity: {
  name: string;
  mobile: string;
  idNo: string;
}): AgreementProblem | null {
  const first = nameProblem(identity.name) ?? mobileProblem(identity.mobile);
  if (first) return first;
  if (blank(identity.idNo)) return problem('idNo', 'agreement.idNoRequired');
  return ID_NO_PATTERN.test(identity.idNo.trim()) ? null : problem('idNo', 'agreement.idNoInvalid');
}

/** The first problem of the hhu agreement's generation (name, mobile, amount); null when it may be. */
export function hhuAgreementProblem(form: HhuAgreementInput): AgreementProblem | null {
  const first = nameProblem(form.name) ?? mobileProblem(form.mobile);
  if (first) return first;
  const amount = checkAgreementAmount(form.donationAmount);
  return typeof amount === 'number' ? null : amount;
}
