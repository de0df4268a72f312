import { yuanToFen } from '@alma/shared/money/money';
import type { TradeBillLine } from '../payment-provider.ts';

/** The summary part's header: the detail lines end where it begins. */
const SUMMARY_HEADER = '总交易单数';

/** A field without the backtick WeChat Pay puts before each (so a spreadsheet keeps long numbers). */
const field = (text: string | undefined) => (text ?? '').trim().replace(/^`/, '').trim();

/** `yyyy-MM-dd HH:mm:ss`, Shanghai wall time. */
function shanghaiTime(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null;
  const date = new Date(`${text.replace(' ', 'T')}+08:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

export class TradeBillFormatError extends Error {
  constructor(message: string) {
    super(`WeChat Pay trade bill: ${message}`);
    this.name = 'TradeBillFormatError';
  }
}

/**
 * A WeChat Pay trade bill of type ALL (comma-separated, UTF-8): a header line, one line per
 * payment (交易状态 SUCCESS, or REVOKED for one revoked after paying) or refund (REFUND), then the
 * summary's header and line. Amounts are yuan. A payment is its 订单金额; a refund its 申请退款金额
 * (退款金额 on bills of before 免充值券), with our refund number (商户退款单号). Columns are found by
 * name, so the older formats read too. A line that cannot be read fails the whole bill: a
 * reconciliation over part of a bill would report differences that are not there.
 */
export function parseTradeBill(text: string): TradeBillLine[] {
  const rows = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  const header = (rows[0] ?? '').split(',').map(field);
  const column = (name: string) => header.indexOf(name);
  const at = column('交易时间');
  const tradeNo = column('微信订单号');
  const billNo = column('商户订单号');
  const state = column('交易状态');
  const orderAmount = column('订单金额') >= 0 ? column('订单金额') : column('总金额');
  const refundNo = column('商户退款单号');
  const refundAmount = column('申请退款金额') >= 0 ? column('申请退款金额') : column('退款金额');
  if ([at, tradeNo, billNo, state, orderAmount].some((index) => index < 0)) {
    throw new TradeBillFormatError('header lacks a column');
  }
  const lines: TradeBillLine[] = [];
  for (const row of rows.slice(1)) {
    const cells = row.split(',').map(field);
    if (cells[0] === SUMMARY_HEADER) break;
    const time = shanghaiTime(cells[at] ?? '');
    const status = cells[state];
    if (!time) throw new TradeBillFormatError(`unreadable time in line ${lines.length + 1}`);
    const fen = (index: number) => {
      const amount = index >= 0 ? yuanToFen(cells[index] ?? '') : null;
      if (amount === null) throw new TradeBillFormatError(`unreadable amount in line ${lines.length + 1}`);
      return amount;
    };
    const common = { tradeNo: cells[tradeNo] ?? '', billNo: cells[billNo] ?? '', at: time };
    if (status === 'SUCCESS')
      lines.push({ ...common, amountFen: fen(orderAmount), kind: 'payment', status: 'paid' });
    else if (status === 'REVOKED')
      lines.push({ ...common, amountFen: fen(orderAmount), kind: 'payment', status: 'closed' });
    else if (status === 'REFUND')
      lines.push({
        ...common,
        amountFen: fen(refundAmount),
        kind: 'refund',
        refundNo: refundNo >= 0 ? (cells[refundNo] ?? '') : '',
        status: 'refunded',
      });
    else throw new TradeBillFormatError(`unknown state in line ${lines.length + 1}`);
  }
  return lines;
}

/** The ALL bill's header (the format of 2018 on, with 免充值券), as WeChat Pay writes it. */
export const TRADE_BILL_HEADER =
  '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注';
export const TRADE_BILL_SUMMARY_HEADER =
  '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额';
