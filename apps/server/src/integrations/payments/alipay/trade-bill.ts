import { TextDecoder } from 'node:util';
import { yuanToFen } from '@alma/shared/money/money';
import { unzipSync } from 'fflate';
import type { TradeBillLine } from '../payment-provider.ts';

/**
 * Alipay's trade bill (bill_type trade, 业务账单) of a day: a ZIP holding, in GBK, the detail file
 * (`<PID>_<yyyyMMdd>_业务明细.csv`) and its summary (`…_业务明细(汇总).csv`). The detail file is
 * `#` comment lines around a header and one line per payment (业务类型 交易) or refund (退款).
 */

/** The detail file's header, as Alipay writes it (columns are found by name all the same). */
export const TRADE_BILL_HEADER =
  '支付宝交易号,商户订单号,业务类型,商品名称,创建时间,完成时间,门店编号,门店名称,操作员,终端号,对方账户,订单金额（元）,商家实收（元）,支付宝红包（元）,集分宝（元）,支付宝优惠（元）,商家优惠（元）,券核销金额（元）,券名称,商家红包消费金额（元）,卡消费金额（元）,退款批次号/请求号,服务费（元）,分润（元）,备注';
/** The detail file's name ends so; the summary's ends in `业务明细(汇总).csv`. */
export const DETAIL_FILE_SUFFIX = '_业务明细.csv';
/** Far above a day of donations; a larger file is an error, not a bill to read into memory. */
export const TRADE_BILL_MAX_BYTES = 50 * 1024 * 1024;

export class TradeBillFormatError extends Error {
  constructor(message: string) {
    super(`Alipay trade bill: ${message}`);
    this.name = 'TradeBillFormatError';
  }
}

/** Made when first needed: a Node built without full ICU has no GBK, and only bills need it. */
let gbkDecoder: TextDecoder | null = null;
const gbk = () => {
  gbkDecoder ??= new TextDecoder('gbk', { fatal: true });
  return gbkDecoder;
};

/**
 * An entry's name as Alipay wrote it: GBK bytes without the ZIP's UTF-8 flag, which fflate reads
 * as Latin-1 (one character a byte), so the bytes are taken back and read as GBK. A name fflate
 * read as UTF-8 (the flag set) has characters past Latin-1, or is ASCII and the same either way.
 */
function entryName(name: string): string {
  if ([...name].some((character) => character.charCodeAt(0) > 0xff)) return name;
  try {
    return gbk().decode(Uint8Array.from(name, (character) => character.charCodeAt(0)));
  } catch {
    return name;
  }
}

/**
 * The detail file's text out of the bill's ZIP. Only that entry is inflated, and only when its
 * stated size is within `maxBytes` (the inflated output never passes the stated size).
 */
export function readTradeBillZip(zip: Uint8Array, maxBytes = TRADE_BILL_MAX_BYTES): string {
  let files: Record<string, Uint8Array>;
  let tooLarge = false;
  try {
    files = unzipSync(zip, {
      filter: (file) => {
        if (!entryName(file.name).endsWith(DETAIL_FILE_SUFFIX)) return false;
        tooLarge ||= file.originalSize > maxBytes;
        return !tooLarge;
      },
    });
  } catch (cause) {
    throw new TradeBillFormatError(`not a ZIP (${(cause as Error).message})`);
  }
  if (tooLarge) throw new TradeBillFormatError(`detail file larger than ${maxBytes} bytes`);
  const entries = Object.values(files);
  if (entries.length !== 1) throw new TradeBillFormatError(`${entries.length} detail files in the ZIP`);
  try {
    return gbk().decode(entries[0]);
  } catch {
    throw new TradeBillFormatError('detail file is not GBK');
  }
}

/**
 * Records of a CSV text (RFC 4180 quotes; CRLF or LF), leaving out Alipay's `#` comment lines
 * and blank lines.
 */
function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let index = 0;
  while (index < text.length) {
    const lineEnd = text.indexOf('\n', index);
    const nextLine = lineEnd < 0 ? text.length : lineEnd + 1;
    if (text[index] === '#' || text.slice(index, nextLine).trim() === '') {
      index = nextLine;
      continue;
    }
    const record: string[] = [];
    let field = '';
    let quoted = false;
    for (; index < text.length; index += 1) {
      const character = text[index];
      if (quoted && character === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (character === '"') {
        quoted = !quoted;
      } else if (quoted || (character !== ',' && character !== '\n')) {
        field += character;
      } else if (character === ',') {
        record.push(field);
        field = '';
      } else {
        break;
      }
    }
    index += 1;
    record.push(field);
    records.push(record);
  }
  return records;
}

/** A header's name with its parentheses full-width, as the bill writes them, and no spaces. */
const headerName = (text: string) => text.trim().replaceAll('(', '（').replaceAll(')', '）');

/** `yyyy-MM-dd HH:mm:ss`, Shanghai wall time. */
function shanghaiTime(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null;
  const date = new Date(`${text.replace(' ', 'T')}+08:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The detail file's lines. A payment is its 订单金额 (the order's total, what we asked for: 商家实收
 * is less by any discount); a refund is the same column, which the bill gives negative, with our
 * refund number (退款批次号/请求号, the out_request_no). The bill says nothing more of a payment
 * than that it was made, so a payment line is `paid`: a refund is its own line. Fields lose the
 * tab Alipay puts after long numbers (so a spreadsheet keeps them). A line that cannot be read
 * fails the whole bill: a reconciliation over part of a bill would report differences that are
 * not there.
 */
export function parseTradeBill(text: string): TradeBillLine[] {
  const [header = [], ...rows] = csvRecords(text.replace(/^\uFEFF/, ''));
  const names = header.map(headerName);
  const column = (name: string) => names.indexOf(name);
  const tradeNo = column('支付宝交易号');
  const billNo = column('商户订单号');
  const type = column('业务类型');
  const finished = column('完成时间');
  const created = column('创建时间');
  const amount = column('订单金额（元）');
  const refundNo = column('退款批次号/请求号');
  const lacking = [tradeNo, billNo, type, amount, refundNo].some((index) => index < 0);
  if (lacking || (finished < 0 && created < 0)) {
    throw new TradeBillFormatError('header lacks a column');
  }
  return rows.map((row, index): TradeBillLine => {
    const cells = row.map((cell) => cell.trim());
    const problem = (what: string) => new TradeBillFormatError(`${what} in line ${index + 1}`);
    const at = shanghaiTime(cells[finished] || (cells[created] ?? ''));
    if (!at) throw problem('unreadable time');
    const common = { tradeNo: cells[tradeNo] ?? '', billNo: cells[billNo] ?? '', at };
    if (!common.tradeNo || !common.billNo) throw problem('missing number');
    const yuan = cells[amount] ?? '';
    switch (cells[type]) {
      case '交易': {
        const amountFen = yuanToFen(yuan);
        if (amountFen === null) throw problem('unreadable amount');
        return { ...common, amountFen, kind: 'payment', status: 'paid' };
      }
      case '退款': {
        const amountFen = yuanToFen(yuan.replace(/^-/, ''));
        if (amountFen === null) throw problem('unreadable amount');
        return { ...common, amountFen, kind: 'refund', refundNo: cells[refundNo] ?? '', status: 'refunded' };
      }
      default:
        throw problem('unknown 业务类型');
    }
  });
}
