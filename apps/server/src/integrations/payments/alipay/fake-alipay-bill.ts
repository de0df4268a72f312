import { randomBytes } from 'node:crypto';
import { zipSync } from 'fflate';
import { fenOfYuanText, shanghaiTime, yuanText } from './signing.ts';
import { DETAIL_FILE_SUFFIX, TRADE_BILL_HEADER } from './trade-bill.ts';

/**
 * The fake gateway's daily trade bill (test support): alipay.data.dataservice.bill.downloadurl.query
 * answers an address on the fake, which serves the day's bill as Alipay does, a ZIP of GBK CSV
 * files with GBK names (no UTF-8 flag), built from the fake's trades and refunds of that day and
 * any lines a test adds. A day without a line has no bill (40004 isp.bill_not_exist).
 */

/** One line of the detail file. `amount` is yuan text as the bill writes it (negative for a refund). */
export type FakeBillRow = {
  tradeNo: string;
  billNo: string;
  type: '交易' | '退款';
  subject: string;
  at: Date;
  amount: string;
  /** out_request_no, on a refund. */
  requestNo?: string;
};

/** What the trade bill needs to know of a fake trade. */
export type FakeBillTrade = {
  billNo: string;
  tradeNo: string;
  subject: string;
  totalAmount: string;
  paidAt: Date | null;
  refunds: Map<string, number>;
  refundedAt: Map<string, Date>;
};

export type FakeAlipayBill = {
  /** Lines a test adds to their day's bill, beside those of the fake's own trades. */
  extra: FakeBillRow[];
  /** Answered instead of the address when set (e.g. 20000 isp.unknow-error). */
  refusal: Record<string, unknown> | null;
  /** Changes the answered address (e.g. to one that is not http). */
  editUrl: ((url: string) => string) | null;
  /** Changes the detail file's text before it is encoded and zipped. */
  editCsv: ((text: string) => string) | null;
};

export const FAKE_BILL_PATH = '/downloadBillFile.resource';
/** The merchant's PID; the bill names its files after it (with Alipay's 0156 suffix). */
const PID = '2088000000000001';

let gbkTable: Map<string, readonly [number, number]> | null = null;

/**
 * Text as GBK bytes. Node has no GBK encoder, so the table is the GBK decoder's read backwards:
 * every two-byte sequence decoded at once, each followed by a newline to keep them apart.
 */
export function gbkEncode(text: string): Uint8Array {
  if (!gbkTable) {
    const pairs: Array<readonly [number, number]> = [];
    for (let lead = 0x81; lead <= 0xfe; lead += 1) {
      for (let trail = 0x40; trail <= 0xfe; trail += 1) if (trail !== 0x7f) pairs.push([lead, trail]);
    }
    const decoded = new TextDecoder('gbk').decode(Uint8Array.from(pairs.flatMap((pair) => [...pair, 0x0a])));
    const table = new Map<string, readonly [number, number]>();
    decoded.split('\n').forEach((character, index) => {
      const pair = pairs[index];
      if (pair && character.length === 1 && character !== '\uFFFD' && !table.has(character)) {
        table.set(character, pair);
      }
    });
    gbkTable = table;
  }
  const bytes: number[] = [];
  for (const character of text) {
    const code = character.charCodeAt(0);
    const pair = code < 0x80 ? [code] : gbkTable.get(character);
    if (!pair) throw new Error(`fake alipay: '${character}' has no GBK code`);
    bytes.push(...pair);
  }
  return Uint8Array.from(bytes);
}

function indexesOf(haystack: Uint8Array, needle: Uint8Array): number[] {
  const found: number[] = [];
  for (let start = 0; start + needle.length <= haystack.length; start += 1) {
    if (needle.every((byte, offset) => haystack[start + offset] === byte)) found.push(start);
  }
  return found;
}

/**
 * A ZIP of GBK text files under GBK names, without the UTF-8 flag, as Alipay's bills are. fflate
 * writes UTF-8 names, so each file goes in under an ASCII stand-in of its GBK name's length, which
 * is then overwritten with the GBK name in the local and the central header.
 */
export function gbkZip(files: ReadonlyArray<{ name: string; text: string }>, mtime = new Date()): Uint8Array {
  const names = files.map((file) => gbkEncode(file.name));
  const standIns = names.map((name, index) => String.fromCharCode(1 + index).repeat(name.length));
  const zip = zipSync(
    Object.fromEntries(
      files.map((file, index) => [standIns[index], [gbkEncode(file.text), { level: 0, mtime }]]),
    ),
  );
  names.forEach((name, index) => {
    const places = indexesOf(zip, new TextEncoder().encode(standIns[index]));
    if (places.length !== 2) throw new Error('fake alipay: cannot place a GBK name in the ZIP');
    for (const place of places) zip.set(name, place);
  });
  return zip;
}

const dayOf = (date: Date) => shanghaiTime(date).slice(0, 10);
/** `2026-03-10` → `2026年03月10日`. */
const chineseDay = (date: string) => `${date.slice(0, 4)}年${date.slice(5, 7)}月${date.slice(8, 10)}日`;
const nextDay = (date: string) =>
  new Date(new Date(`${date}T00:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10);
const csvField = (text: string) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
const fenOf = (yuan: string) =>
  (yuan.startsWith('-') ? -1 : 1) * (fenOfYuanText(yuan.replace(/^-/, '')) ?? 0);
const signedYuan = (fen: number) => `${fen < 0 ? '-' : ''}${yuanText(Math.abs(fen))}`;

/** The detail file of a day, as Alipay writes it: comments, the header, the lines, the totals. */
export function tradeBillCsv(date: string, rows: readonly FakeBillRow[], exportedAt: Date): string {
  const line = (row: FakeBillRow) =>
    [
      // A tab after each long number keeps a spreadsheet from rounding it.
      `${row.tradeNo}\t`,
      `${row.billNo}\t`,
      row.type,
      csvField(row.subject),
      shanghaiTime(row.at),
      shanghaiTime(row.at),
      '',
      '',
      '',
      '',
      '159****5620',
      row.amount,
      row.amount,
      ...Array(5).fill('0.00'),
      '',
      '0.00',
      '0.00',
      row.requestNo ? `${row.requestNo}\t` : '',
      '0.00',
      '0.00',
      '',
    ].join(',');
  const sum = (type: FakeBillRow['type']) => {
    const of = rows.filter((row) => row.type === type);
    return [of.length, signedYuan(of.reduce((total, row) => total + fenOf(row.amount), 0))] as const;
  };
  const [payments, paid] = sum('交易');
  const [refunds, refunded] = sum('退款');
  const exported = shanghaiTime(exportedAt);
  return [
    '#支付宝业务明细查询',
    `#账号：[${PID}0156]`,
    `#起始日期：[${chineseDay(date)} 00:00:00]   终止日期：[${chineseDay(nextDay(date))} 00:00:00]`,
    `#${'-'.repeat(41)}业务明细列表${'-'.repeat(40)}`,
    TRADE_BILL_HEADER,
    ...rows.map(line),
    `#${'-'.repeat(41)}业务明细列表结束${'-'.repeat(36)}`,
    `#交易合计：${payments}笔，商家实收共${paid}元，商家优惠共0.00元`,
    `#退款合计：${refunds}笔，商家实收退款共${refunded}元，商家优惠退款共0.00元`,
    `#导出时间：[${chineseDay(exported.slice(0, 10))} ${exported.slice(11)}]`,
    '',
  ].join('\r\n');
}

/** The day's lines of the fake's trades: each payment, then its refunds, where they fall on `date`. */
function tradeRows(trades: Iterable<FakeBillTrade>, date: string): FakeBillRow[] {
  const rows: FakeBillRow[] = [];
  for (const trade of trades) {
    const common = { tradeNo: trade.tradeNo, billNo: trade.billNo, subject: trade.subject };
    if (trade.paidAt && dayOf(trade.paidAt) === date) {
      rows.push({ ...common, type: '交易', at: trade.paidAt, amount: trade.totalAmount });
    }
    for (const [requestNo, fen] of trade.refunds) {
      const at = trade.refundedAt.get(requestNo);
      if (at && dayOf(at) === date) {
        rows.push({ ...common, type: '退款', at, amount: `-${yuanText(fen)}`, requestNo });
      }
    }
  }
  return rows;
}

type Answer = Record<string, unknown>;

/** The bill's side of the fake gateway: the downloadurl query's answer and the download. */
export function makeFakeBill(options: {
  trades: ReadonlyMap<string, FakeBillTrade>;
  now: () => Date;
  origin: () => string;
}) {
  const files = new Map<string, Uint8Array>();
  const knobs: FakeAlipayBill = { extra: [], refusal: null, editUrl: null, editCsv: null };
  return {
    knobs,
    answer(biz: Record<string, string>): Answer {
      const date = biz.bill_date ?? '';
      if (biz.bill_type !== 'trade' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
        return {
          code: '40002',
          msg: 'Invalid Arguments',
          sub_code: 'isv.invalid-arguments',
          sub_msg: '参数无效',
        };
      }
      if (knobs.refusal) return knobs.refusal;
      const rows = [
        ...tradeRows(options.trades.values(), date),
        ...knobs.extra.filter((row) => dayOf(row.at) === date),
      ];
      if (rows.length === 0) {
        return {
          code: '40004',
          msg: 'Business Failed',
          sub_code: 'isp.bill_not_exist',
          sub_msg: '账单不存在',
        };
      }
      const csv = tradeBillCsv(date, rows, options.now());
      const base = `${PID}0156_${date.replaceAll('-', '')}`;
      const zip = gbkZip(
        [
          { name: `${base}${DETAIL_FILE_SUFFIX}`, text: knobs.editCsv ? knobs.editCsv(csv) : csv },
          { name: `${base}_业务明细(汇总).csv`, text: `#支付宝业务汇总查询\r\n#账号：[${PID}0156]\r\n` },
        ],
        options.now(),
      );
      const token = randomBytes(12).toString('hex');
      files.set(token, zip);
      const url = new URL(FAKE_BILL_PATH, options.origin());
      url.search = new URLSearchParams({
        bizType: 'trade',
        fileType: 'csv.zip',
        bizDates: date.replaceAll('-', ''),
        downloadFileName: `${base}.csv.zip`,
        token,
      }).toString();
      const address = url.toString();
      return {
        code: '10000',
        msg: 'Success',
        bill_download_url: knobs.editUrl ? knobs.editUrl(address) : address,
      };
    },
    /** The ZIP at a download address, once (Alipay's addresses last 30 seconds); null when none. */
    download(url: URL): Uint8Array | null {
      const token = url.searchParams.get('token') ?? '';
      const zip = files.get(token) ?? null;
      files.delete(token);
      return zip;
    },
  };
}
