import type { KeptDetails } from '@alma/shared/validation/donation-details-kept';

/**
 * What of a finished delivery is erased: the ways to reach the donor that only posting or sending
 * needed. Names on certificates and receipts, the credit code (or ID number) a receipt was issued
 * and is voided (红冲) with, and the form's own donation info stay with the donation record.
 */

/** The key of an order's form_data saying when its contacts (and its receipt's) were erased. */
export const CONTACTS_ERASED_KEY = 'contactsErasedAt';

/** An order's receipt section: how an e-receipt was sent. */
const ORDER_RECEIPT_CONTACTS = ['postalEmail', 'postalMobileSms'] as const;

/** A receipt row's sealed details: the address it was mailed to and where it was sent. */
const RECEIPT_ROW_CONTACTS = [
  'postalContact',
  'postalMobile',
  'postalAddress',
  'postalEmail',
  'postalMobileSms',
] as const;

/** The entry with these keys blanked, and whether any had something in it. */
function blanked<T extends Record<string, unknown>>(entry: T, keys: readonly string[]): [T, boolean] {
  const next: Record<string, unknown> = { ...entry };
  let changed = false;
  for (const key of keys) {
    const value = next[key];
    if (typeof value === 'string' && value !== '') changed = true;
    if (key in next) next[key] = '';
  }
  return [next as T, changed];
}

/**
 * An order's kept details without the mailing section's values (address, contact, phone) and the
 * receipt's email and SMS mobile; null when there was nothing to erase.
 */
export function orderDetailsWithoutContacts(kept: KeptDetails): KeptDetails | null {
  const next: KeptDetails = { ...kept };
  let changed = false;
  if (kept.postal) {
    const [postal, erased] = blanked(kept.postal, Object.keys(kept.postal));
    next.postal = postal;
    changed ||= erased;
  }
  if (kept.receipt) {
    const [receipt, erased] = blanked(kept.receipt, ORDER_RECEIPT_CONTACTS);
    next.receipt = receipt;
    changed ||= erased;
  }
  return changed ? next : null;
}

/** A receipt's sealed details without its delivery contacts; null when there was nothing to erase. */
export function receiptDetailsWithoutContacts(
  details: Record<string, string>,
): Record<string, string> | null {
  const [next, changed] = blanked(details, RECEIPT_ROW_CONTACTS);
  return changed ? next : null;
}
