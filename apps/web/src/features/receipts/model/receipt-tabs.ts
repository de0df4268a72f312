import { RECEIPT_TABS } from '@alma/shared/documents/receipt-status';

/** mine-paper's tabs (doc 3 §2): All, To be invoiced ('1'), Invoiced ('2,3,4,5,6,7'). */
export type ReceiptTab = (typeof RECEIPT_TABS)[number]['key'];

/** The tab named in the address (?tab=invoiced), so Back from a detail lands on it; else All. */
export function receiptTabOf(value: string | null): ReceiptTab {
  return RECEIPT_TABS.find((tab) => tab.key === value)?.key ?? 'all';
}

/** receipt/page's status for a tab: one call per tab, a comma list for Invoiced. */
export function receiptTabStatus(tab: ReceiptTab): string {
  return RECEIPT_TABS.find((entry) => entry.key === tab)?.status ?? '';
}

export const receiptDetailAddress = (id: number): string => `/mine-paper-detail?id=${id}`;
