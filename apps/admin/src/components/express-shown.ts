import type { TExpress } from '@alma/shared/admin-api/fulfilment';
import { COURIERS, courierOfName, OTHER_COURIER, trackingUrlOf } from '@alma/shared/documents/couriers';
import type { Language } from '@alma/shared/i18n/language';

/** The courier form's values: a code of the shared list, the name typed under 其他, the number. */
export type TExpressValues = Required<TExpress>;

/**
 * A saved courier as staff see it. One the list saved (its Chinese name) reads in their language; a
 * name typed before the list existed, or under 其他, is shown as it is. The link opens the courier's
 * tracking of this number when the name is a listed courier's.
 */
export function expressShownOf(
  saved: { expressCompany: string; expressNo: string },
  language: Language,
): { name: string; trackingUrl: string | null } {
  const courier = courierOfName(saved.expressCompany);
  const listed = courier !== undefined && courier.zh_CN === saved.expressCompany.trim();
  return {
    name: listed ? courier[language] : saved.expressCompany,
    trackingUrl: courier ? trackingUrlOf(courier, saved.expressNo) : null,
  };
}

/** The form's values for a saved courier (a correction starts from what was saved). */
export function expressValuesOf(saved: { expressCompany: string; expressNo: string }): TExpressValues {
  const company = saved.expressCompany.trim();
  const courier = courierOfName(company);
  if (courier) return { expressCompany: courier.code, expressCompanyName: '', expressNo: saved.expressNo };
  return {
    expressCompany: company === '' ? '' : OTHER_COURIER,
    expressCompanyName: company,
    expressNo: saved.expressNo,
  };
}

/** The list to choose from, in the staff member's language (其他 last, as the list has it). */
export function courierOptions(language: Language): Array<{ value: string; label: string }> {
  return COURIERS.map((courier) => ({ value: courier.code, label: courier[language] }));
}
