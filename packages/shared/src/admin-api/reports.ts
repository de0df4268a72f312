import { z } from 'zod';
import type { Language } from '../i18n/language.ts';

/**
 * The console's reports (报表, issue 21). Money is yuan on the wire; days are Asia/Shanghai calendar
 * days, both ends included. The counting rules (docs/decisions.md, "Reports"):
 * - income: what accepted gifts brought in (money_fen + refunded_fen), on the day they were paid;
 * - refunds: staff refunds the provider confirmed, on the day they were confirmed, under the gift's
 *   own project, channel and fund;
 * - net = income − refunds;
 * - a late payment refused or a second payment given back was never accepted: in neither.
 */

export const REPORT_GROUPS = ['project', 'channel', 'month', 'fund'] as const;
export type TReportGroup = (typeof REPORT_GROUPS)[number];

/** How money came in, in staff's words: pay types folded into the channels a finance office names. */
export const REPORT_CHANNELS = ['wechat', 'alipay', 'campusCard', 'transfer', 'other'] as const;
export type TReportChannel = (typeof REPORT_CHANNELS)[number];

type Words = Record<Language, string>;

const CHANNEL_WORDS: Readonly<Record<TReportChannel, Words>> = {
  wechat: { zh_CN: '微信支付', English: 'WeChat Pay' },
  alipay: { zh_CN: '支付宝', English: 'Alipay' },
  campusCard: { zh_CN: '校园卡', English: 'Campus card' },
  transfer: { zh_CN: '线下/对公转账', English: 'Bank transfer' },
  other: { zh_CN: '其他', English: 'Other' },
};

/**
 * WeChat Pay (1) and the mini program's WeChat Pay (15) are one channel; 90 is a gift finance
 * recorded in the console (线下/对公转账: OFFLINE_PAY_TYPE of api/donate.ts); anything else (14, the
 * third-party redirect) is other.
 */
const CHANNEL_OF_PAY_TYPE: Readonly<Record<number, TReportChannel>> = {
  1: 'wechat',
  15: 'wechat',
  2: 'alipay',
  9: 'campusCard',
  90: 'transfer',
};

export function channelOfPayType(payType: number): TReportChannel {
  return CHANNEL_OF_PAY_TYPE[payType] ?? 'other';
}

export function channelWords(channel: TReportChannel, language: Language): string {
  return CHANNEL_WORDS[channel][language];
}

/** The name of a gift's fund when its project has no category. */
export const NO_FUND_WORDS: Words = { zh_CN: '未分类', English: 'Uncategorised' };
export const NAMING_KIND_WORDS: Readonly<Record<1 | 2, Words>> = {
  1: { zh_CN: '座位冠名', English: 'Seat naming' },
  2: { zh_CN: '图书冠名', English: 'Book naming' },
};

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A Shanghai calendar day, `YYYY-MM-DD`, that exists. */
const zDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  });

/** The longest range a report covers: ten years of days. */
export const REPORT_MAX_DAYS = 3700;

const rangeIsOrdered = (range: { from: string; to: string }) => range.from <= range.to;
const rangeIsShort = (range: { from: string; to: string }) =>
  (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 86_400_000 <
  REPORT_MAX_DAYS;

const ZRangeFields = z.object({
  from: zDay,
  to: zDay,
  /** Absent: the JSON answer; `xlsx`: the same figures as an Excel download. */
  format: z.preprocess(emptyToUndefined, z.enum(['xlsx']).optional()),
});
type RangeFields = { from: string; to: string };
const ordered = <T extends z.ZodType<RangeFields>>(schema: T) =>
  schema
    .refine(rangeIsOrdered, { path: ['to'], message: 'to' })
    .refine(rangeIsShort, { path: ['to'], message: 'to' });

export const ZIncomeReportQuery = ordered(
  ZRangeFields.extend({
    groupBy: z.preprocess(emptyToUndefined, z.enum(REPORT_GROUPS).default('project')),
  }),
);
export type TIncomeReportQuery = z.output<typeof ZIncomeReportQuery>;

export const ZReportRangeQuery = ordered(ZRangeFields);
export type TReportRangeQuery = z.output<typeof ZReportRangeQuery>;

export const ANNUAL_REPORT_FORMATS = ['pdf', 'xlsx'] as const;
export const ZAnnualReportQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  format: z.enum(ANNUAL_REPORT_FORMATS),
});
export type TAnnualReportQuery = z.output<typeof ZAnnualReportQuery>;

/** One line of a report: `label` is what staff read (a project, a channel, a month, a fund). */
export type TReportFigures = { gifts: number; income: number; refunds: number; net: number };
export type TReportRow = TReportFigures & { key: string; label: string };

export type TIncomeReport = {
  from: string;
  to: string;
  groupBy: TReportGroup;
  rows: TReportRow[];
  total: TReportFigures;
};

/** Donors of the range: `donors` people, their standing `gifts` and what those hold now (`amount`). */
export type TDonorFigures = { donors: number; gifts: number; amount: number };
export type TDonorReport = {
  from: string;
  to: string;
  newDonors: TDonorFigures;
  returningDonors: TDonorFigures;
  total: TDonorFigures;
};

export type TNamingReport = {
  from: string;
  to: string;
  byProject: TReportRow[];
  byKind: TReportRow[];
  total: TReportFigures;
};

/** `report-income-project-20260101-20260131.xlsx`, `annual-report-2025.pdf`. */
export function reportFileName(kind: string, range: { from: string; to: string }, ext: string): string {
  const compact = (day: string) => day.replaceAll('-', '');
  return `report-${kind}-${compact(range.from)}-${compact(range.to)}.${ext}`;
}
