import type { TDonorFigures, TReportFigures, TReportRow } from '@alma/shared/admin-api/reports';
import { formatYuan } from '@alma/shared/money/money';
import type { AnnualReportInput, AnnualReportTable } from '../../integrations/documents/document-inputs.ts';
import type { AnnualReport } from './annual-service.ts';
import { GROUP_WORDS, words } from './report-words.ts';

/**
 * The annual report as the PDF draws it: in Chinese (the board's and the inspection's language;
 * the report is computed in zh_CN for it), amounts as ¥1,234.50.
 */

const zh = 'zh_CN' as const;
const yuan = (amount: number) => `¥${formatYuan(amount)}`;
const cells = (label: string, figures: TReportFigures) => [
  label,
  String(figures.gifts),
  yuan(figures.income),
  yuan(figures.refunds),
  yuan(figures.net),
];
const donorLine = (label: string, figures: TDonorFigures) =>
  `${label}：${figures.donors} 人，${figures.gifts} 笔，${yuan(figures.amount)}`;

function table(
  title: string,
  group: keyof typeof GROUP_WORDS,
  rows: TReportRow[],
  total: TReportFigures,
): AnnualReportTable {
  return {
    title,
    columns: [
      GROUP_WORDS[group][zh],
      words(zh, 'gifts'),
      words(zh, 'income'),
      words(zh, 'refunds'),
      words(zh, 'net'),
    ],
    rows: rows.map((row) => cells(row.label, row)),
    total: cells(words(zh, 'total'), total),
  };
}

export function annualReportInput(report: AnnualReport, generatedAt: string): AnnualReportInput {
  const { total } = report.byMonth;
  return {
    foundationName: report.foundationName,
    year: report.year,
    generatedAt,
    summary: [
      `统计期间：${report.byMonth.from} 至 ${report.byMonth.to}（北京时间）`,
      `全年收入 ${yuan(total.income)}（${total.gifts} 笔），退款 ${yuan(total.refunds)}，净额 ${yuan(total.net)}`,
      donorLine(words(zh, 'newDonors'), report.donors.newDonors),
      donorLine(words(zh, 'returningDonors'), report.donors.returningDonors),
      `冠名收入 ${yuan(report.naming.total.income)}，净额 ${yuan(report.naming.total.net)}`,
      `开具电子票据 ${report.receiptsIssued} 张`,
    ],
    tables: [
      table(words(zh, 'byMonth'), 'month', report.byMonth.rows, total),
      table(words(zh, 'byProject'), 'project', report.byProject.rows, report.byProject.total),
      table(words(zh, 'byFund'), 'fund', report.byFund.rows, report.byFund.total),
      table(words(zh, 'byChannel'), 'channel', report.byChannel.rows, report.byChannel.total),
      table(words(zh, 'namingTitle'), 'namingKind', report.naming.byKind, report.naming.total),
    ],
  };
}
