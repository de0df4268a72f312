/**
 * The receipt's status (doc 3 §4): 1 invoicing in progress, 2 awaiting mailing, 3 awaiting pickup,
 * 4 mailed, 5 picked up, 6 awaiting sending, 7 sent. Staff move it in the console along these
 * steps only; 6 → 7 is the sending job's (an e-receipt is sent by email or SMS, then it is sent).
 */
export const RECEIPT_STATUS = {
  invoicing: 1,
  awaitingMailing: 2,
  awaitingPickup: 3,
  mailed: 4,
  pickedUp: 5,
  awaitingSending: 6,
  sent: 7,
} as const;
export type ReceiptStatus = (typeof RECEIPT_STATUS)[keyof typeof RECEIPT_STATUS];
export const RECEIPT_STATUSES: readonly ReceiptStatus[] = [1, 2, 3, 4, 5, 6, 7];

/** receiptWay: 1 self pickup, 2 express (paper); 3 email, 4 SMS (electronic). */
export const RECEIPT_WAY_NUMBER = { pickup: 1, express: 2, email: 3, sms: 4 } as const;

/** Issued (invoicing done): where invoicing leads for each way. */
export function issuedStatusOf(way: number): ReceiptStatus {
  if (way === RECEIPT_WAY_NUMBER.pickup) return RECEIPT_STATUS.awaitingPickup;
  if (way === RECEIPT_WAY_NUMBER.express) return RECEIPT_STATUS.awaitingMailing;
  return RECEIPT_STATUS.awaitingSending;
}

/** The one status a receipt may move to next, or null when it is final. */
export function nextReceiptStatus(status: number, way: number): ReceiptStatus | null {
  if (status === RECEIPT_STATUS.invoicing) return issuedStatusOf(way);
  if (status === RECEIPT_STATUS.awaitingMailing) return RECEIPT_STATUS.mailed;
  if (status === RECEIPT_STATUS.awaitingPickup) return RECEIPT_STATUS.pickedUp;
  if (status === RECEIPT_STATUS.awaitingSending) return RECEIPT_STATUS.sent;
  return null;
}

export function canMoveReceipt(from: number, to: number, way: number): boolean {
  return nextReceiptStatus(from, way) === to;
}

export const receiptMoveNeedsExpress = (to: number) => to === RECEIPT_STATUS.mailed;
export const isElectronicWay = (way: number) =>
  way === RECEIPT_WAY_NUMBER.email || way === RECEIPT_WAY_NUMBER.sms;

/** Doc 3 §4: the list shows status 1 in green, every other in yellow. */
export const receiptStatusTone = (status: number): 'green' | 'yellow' =>
  status === RECEIPT_STATUS.invoicing ? 'green' : 'yellow';

/** Doc 3 §4: the detail shows the invoice information for these. */
export const RECEIPT_STATUSES_WITH_INVOICE: readonly number[] = [2, 4, 6, 7];

export const RECEIPT_STATUS_LABELS: Record<ReceiptStatus, { zh_CN: string; English: string }> = {
  1: { zh_CN: '开票中', English: 'Invoicing' },
  2: { zh_CN: '待邮寄', English: 'Awaiting mailing' },
  3: { zh_CN: '待自取', English: 'Awaiting pickup' },
  4: { zh_CN: '已邮寄', English: 'Mailed' },
  5: { zh_CN: '已自取', English: 'Picked up' },
  6: { zh_CN: '待发送', English: 'Awaiting sending' },
  7: { zh_CN: '已发送', English: 'Sent' },
};

/**
 * The receipt list's tabs (doc 3 §2): All, To be invoiced, Invoiced. receipt/page's status takes
 * one status or a comma list, so a tab is one call: '' all, '1', or every status after invoicing.
 */
export const RECEIPT_TABS = [
  { key: 'all', status: '' },
  { key: 'toInvoice', status: '1' },
  { key: 'invoiced', status: '2,3,4,5,6,7' },
] as const;
