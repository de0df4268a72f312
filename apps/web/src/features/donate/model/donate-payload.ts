import { fenToYuan } from '@alma/shared/money/money';

export type DonateFrom = 'U1' | 'U5' | 'U6';

/** Doc 2 §4.1: U6 in the mini-program web view (its agent also says MicroMessenger), U5 in WeChat. */
export function donateFromOf(userAgent: string): DonateFrom {
  if (/miniProgram/i.test(userAgent)) return 'U6';
  if (/MicroMessenger/i.test(userAgent)) return 'U5';
  return 'U1';
}

export type PayloadInput = {
  itemsId: number;
  formId: number;
  itemsType: number;
  /** Money projects send the amount; goods projects the units (the server prices them). */
  amount: { kind: 'money'; fen: number } | { kind: 'goods'; units: number };
  subItemsId: number | null;
  togetherId: number | null;
  payType: number;
  isAnonymous: boolean;
  isNoData: boolean;
  donateFrom: DonateFrom;
};

/** The items/donate body of doc 2 §3 (order part; certificate, receipt and postal come later). */
export function buildDonatePayload(input: PayloadInput): Record<string, unknown> {
  const body: Record<string, unknown> = {
    formId: input.formId,
    currency: 'CNY',
    payType: input.payType,
    itemsId: input.itemsId,
    itemsType: input.itemsType,
    isDonateTogether: input.togetherId === null ? 0 : 1,
    isAnonymous: input.isAnonymous ? 1 : 0,
    isNoData: input.isNoData ? 1 : 0,
    donateFrom: input.donateFrom,
  };
  if (input.amount.kind === 'money') body.currencyMoney = fenToYuan(input.amount.fen);
  else body.donateMaterialNumber = input.amount.units;
  if (input.subItemsId !== null) body.subItemsId = input.subItemsId;
  if (input.togetherId !== null) body.donateTogetherId = input.togetherId;
  return body;
}

/** A positive integer id from the query string, or null ('', 'abc', '0' and '-1' are none). */
export function queryId(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value.trim())) return null;
  return Number(value.trim());
}
