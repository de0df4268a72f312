import type { TFormDetail } from '@alma/shared/api/donate';
import {
  type CertificateEntry,
  type DonationDetails,
  EMPTY_CERTIFICATE,
  EMPTY_POSTAL,
  EMPTY_RECEIPT,
  type PostalEntry,
  type ReceiptEntry,
} from '@alma/shared/validation/donation-details';
import { type CampusCard, EMPTY_CAMPUS_CARD } from './campus-card.ts';
import { initialDetails, prefillValues } from './details.ts';
import { type PayPlace, payMethodsOf } from './pay-methods.ts';

/**
 * What the donor enters after the amount, the same on the donation form and the naming form:
 * donation info, certificate, receipt and mailing (`details`), the anonymous-name switch, the pay
 * method with its campus card, and the agreement tick.
 */
export type OrderSections = {
  details: DonationDetails;
  /** Province, city and district codes behind the mailing region's names (the cascader's own state). */
  regionCodes: string[];
  isAnonymous: boolean;
  payType: number | null;
  agreed: boolean;
  /** The card and its balance as last read (fen), used when pay type 9 is chosen. */
  campusCard: { card: CampusCard; balanceFen: number | null };
};

/**
 * A new form: details prefilled from the last donation, the first pay method offered where the
 * form runs chosen.
 */
export function initialOrderSections(form: TFormDetail, place: PayPlace): OrderSections {
  return {
    details: initialDetails(form),
    regionCodes: [],
    isAnonymous: false,
    payType: payMethodsOf(form, place)[0] ?? null,
    agreed: false,
    campusCard: { card: EMPTY_CAMPUS_CARD, balanceFen: null },
  };
}

/**
 * What the naming form keeps in its draft while the donor is in the nameplate editor (doc 4 §4).
 * The campus card stays out: a card password never goes to local storage.
 */
export function savedOrderSections(state: OrderSections): Record<string, unknown> {
  return {
    details: state.details,
    regionCodes: state.regionCodes,
    isAnonymous: state.isAnonymous,
    payType: state.payType,
    agreed: state.agreed,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The known keys of `empty` taken from `saved` where they have the same type; the rest stays. */
function sameShape<T extends Record<string, string | boolean>>(empty: T, fallback: T, saved: unknown): T {
  if (!isRecord(saved)) return fallback;
  const out: Record<string, string | boolean> = { ...fallback };
  for (const key of Object.keys(empty)) {
    if (typeof saved[key] === typeof empty[key]) out[key] = saved[key] as string | boolean;
  }
  return out as T;
}

/**
 * The sections as they were before the donor went to the nameplate editor, over a new form's
 * values: anything missing, of the wrong type, a field this form no longer has or a pay method it
 * no longer offers falls back to the new form's value, so a stale or damaged draft never breaks it.
 */
export function restoreOrderSections(form: TFormDetail, saved: unknown, place: PayPlace): OrderSections {
  const fresh = initialOrderSections(form, place);
  if (!isRecord(saved)) return fresh;
  const details = isRecord(saved.details) ? saved.details : {};
  const fields = isRecord(details.fields)
    ? prefillValues(form.fieldList, JSON.stringify(details.fields))
    : {};
  const methods = payMethodsOf(form, place);
  const payType =
    typeof saved.payType === 'number' && methods.includes(saved.payType) ? saved.payType : fresh.payType;
  const codes = Array.isArray(saved.regionCodes) ? saved.regionCodes : [];
  return {
    details: {
      isNoData: typeof details.isNoData === 'boolean' ? details.isNoData : fresh.details.isNoData,
      fields: { ...fresh.details.fields, ...fields },
      certificate: sameShape<CertificateEntry>(
        EMPTY_CERTIFICATE,
        fresh.details.certificate,
        details.certificate,
      ),
      receipt: sameShape<ReceiptEntry>(EMPTY_RECEIPT, fresh.details.receipt, details.receipt),
      postal: sameShape<PostalEntry>(EMPTY_POSTAL, fresh.details.postal, details.postal),
    },
    regionCodes: codes.every((code) => typeof code === 'string') ? codes : [],
    isAnonymous: saved.isAnonymous === true,
    payType,
    agreed: saved.agreed === true,
    campusCard: fresh.campusCard,
  };
}
