import { TRADE_BILL_HEADER, TRADE_BILL_SUMMARY_HEADER } from './trade-bill.ts';

/**
 * The fake WeChat Pay's trade bill (type ALL) of a Shanghai day, written from its orders and their
 * refunds as WeChat Pay writes the file: every field behind a backtick, amounts in yuan, the
 * summary after its own header. Test code only.
 */
/** What the bill says of a fake order (fake-wechat-pay.ts FakeOrder has these and more). */
type BillableOrder = {
  billNo: string;
  appId: string;
  openId: string;
  amountFen: number;
  description: string;
  transactionId: string | null;
  successTime: string | null;
  refunds: Map<string, { refundId: string; amountFen: number; at: string }>;
};

const yuan = (fen: number) => (fen / 100).toFixed(2);
const billTime = (rfc3339: string) => rfc3339.slice(0, 19).replace('T', ' ');
/** WeChat Pay's ALL bill of a Shanghai day: every field behind a backtick, amounts in yuan. */
export function fakeTradeBillText(orders: Iterable<BillableOrder>, mchId: string, date: string): string {
  const row = (fields: Array<string | number>) => fields.map((one) => `\`${one}`).join(',');
  const lines: string[] = [];
  let paidFen = 0;
  let refundedFen = 0;
  for (const order of orders) {
    const common = (at: string) => [billTime(at), order.appId, mchId, '0', '', order.transactionId ?? ''];
    const tail = [order.billNo, order.openId, 'JSAPI'];
    if (order.successTime?.startsWith(date)) {
      paidFen += order.amountFen;
      lines.push(
        row([
          ...common(order.successTime),
          ...tail,
          'SUCCESS',
          'OTHERS',
          'CNY',
          yuan(order.amountFen),
          '0.00',
          '0',
          '0',
          '0.00',
          '0.00',
          '',
          '',
          order.description,
          '',
          '0.00000',
          '0.60%',
          yuan(order.amountFen),
          '0.00',
          '',
        ]),
      );
    }
    for (const [refundNo, refund] of order.refunds) {
      if (!refund.at.startsWith(date)) continue;
      refundedFen += refund.amountFen;
      lines.push(
        row([
          ...common(refund.at),
          ...tail,
          'REFUND',
          'OTHERS',
          'CNY',
          '0.00',
          '0.00',
          refund.refundId,
          refundNo,
          yuan(refund.amountFen),
          '0.00',
          'ORIGINAL',
          'SUCCESS',
          order.description,
          '',
          '0.00000',
          '0.60%',
          '0.00',
          yuan(refund.amountFen),
          '',
        ]),
      );
    }
  }
  const summary = row([
    lines.length,
    yuan(paidFen),
    yuan(refundedFen),
    '0.00',
    '0.00000',
    yuan(paidFen),
    yuan(refundedFen),
  ]);
  const text = [TRADE_BILL_HEADER, ...lines, TRADE_BILL_SUMMARY_HEADER, summary, ''].join('\r\n');
  return text;
}
