import { z } from 'zod';
import type { Language } from '../i18n/language.ts';
import type { TOrderStatus } from '../orders/order-status.ts';
import { orderRangeIsOrdered, ZOrderFilterFields } from './orders.ts';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type TExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * GET /orders/export?format=csv|xlsx&<the orders table's filters>: every order the filter selects
 * (no paging), newest first, streamed. The format has no default, so a link always says what it gets.
 */
export const ZOrderExportQuery = ZOrderFilterFields.extend({ format: z.enum(EXPORT_FORMATS) }).refine(
  orderRangeIsOrdered,
  { path: ['to'], message: 'to' },
);
export type TOrderExportQuery = z.input<typeof ZOrderExportQuery>;

/** The fixed columns of an order export, in order; the form's own fields follow them. */
export const ORDER_EXPORT_COLUMNS = [
  { key: 'billNo', zh_CN: '订单号', English: 'Bill number' },
  { key: 'status', zh_CN: '状态', English: 'Status' },
  { key: 'itemsId', zh_CN: '项目ID', English: 'Project id' },
  { key: 'itemsName', zh_CN: '项目', English: 'Project' },
  { key: 'subItemsName', zh_CN: '子项目', English: 'Sub-project' },
  { key: 'userId', zh_CN: '捐赠人ID', English: 'Donor id' },
  { key: 'donorName', zh_CN: '捐赠人', English: 'Donor' },
  { key: 'donorMobile', zh_CN: '账户手机号', English: 'Account mobile' },
  { key: 'payType', zh_CN: '支付方式', English: 'Pay type' },
  { key: 'paidMoney', zh_CN: '支付金额（元）', English: 'Paid (yuan)' },
  { key: 'refundedMoney', zh_CN: '已退款（元）', English: 'Refunded (yuan)' },
  { key: 'money', zh_CN: '实收金额（元）', English: 'Kept (yuan)' },
  { key: 'materialNumber', zh_CN: '物资数量', English: 'Goods quantity' },
  { key: 'fundraiser', zh_CN: '一起捐', English: 'Fundraiser' },
  { key: 'providerTradeNo', zh_CN: '支付流水号', English: 'Provider transaction' },
  { key: 'createdAt', zh_CN: '下单时间', English: 'Created' },
  { key: 'paidAt', zh_CN: '支付时间', English: 'Paid at' },
] as const satisfies ReadonlyArray<{ key: string } & Record<Language, string>>;
export type TOrderExportColumn = (typeof ORDER_EXPORT_COLUMNS)[number]['key'];

type Words = Record<Language, string>;

/** An order's status as staff read it in an export (the console's 订单状态 names). */
export const ORDER_STATUS_WORDS: Readonly<Record<TOrderStatus, Words>> = {
  PENDING: { zh_CN: '待支付', English: 'Awaiting payment' },
  PAID: { zh_CN: '已支付', English: 'Paid' },
  PARTLY_REFUNDED: { zh_CN: '部分退款', English: 'Partly refunded' },
  CANCELLED: { zh_CN: '已取消', English: 'Cancelled' },
  EXPIRED: { zh_CN: '已过期', English: 'Expired' },
  REFUNDED: { zh_CN: '已退款', English: 'Refunded' },
};

/** A pay type as staff read it (the console's names); one it does not know is 其他. */
const PAY_TYPE_WORDS: Readonly<Record<number, Words>> = {
  1: { zh_CN: '微信支付', English: 'WeChat Pay' },
  2: { zh_CN: '支付宝', English: 'Alipay' },
  9: { zh_CN: '校园卡', English: 'Campus card' },
  14: { zh_CN: '第三方支付', English: 'Third-party payment' },
  15: { zh_CN: '微信小程序', English: 'WeChat mini program' },
  90: { zh_CN: '线下/对公转账', English: 'Offline / bank transfer' },
  99: { zh_CN: '其他', English: 'Other' },
};

export function orderStatusWords(status: string, language: Language): string {
  const words = (ORDER_STATUS_WORDS as Readonly<Record<string, Words | undefined>>)[status];
  return words ? words[language] : '';
}

export function payTypeWords(payType: number, language: Language): string {
  return (PAY_TYPE_WORDS[payType] ?? PAY_TYPE_WORDS[99])?.[language] ?? '';
}

/** `orders-20260101-20260131.csv`; without a range, the day of the export. */
export function orderExportFileName(
  format: TExportFormat,
  range: { from?: string | undefined; to?: string | undefined },
  today: string,
): string {
  const compact = (day: string) => day.replaceAll('-', '');
  const from = range.from ? compact(range.from) : '';
  const to = range.to ? compact(range.to) : '';
  const span = from || to ? [from || 'start', to || compact(today)].join('-') : compact(today);
  return `orders-${span}.${format}`;
}
