/**
 * The last order this tab placed per project (doc 2 §4.2 step 4: an earlier unpaid order is
 * cancelled before a new one). Session storage: a new tab starts clean, the server expires the rest.
 */
const KEY_PREFIX = 'donate.lastBillNo.';

export function readPendingBill(itemsId: number): string | null {
  return sessionStorage.getItem(KEY_PREFIX + itemsId);
}

export function rememberPendingBill(itemsId: number, billNo: string): void {
  sessionStorage.setItem(KEY_PREFIX + itemsId, billNo);
}

export function forgetPendingBill(itemsId: number): void {
  sessionStorage.removeItem(KEY_PREFIX + itemsId);
}
