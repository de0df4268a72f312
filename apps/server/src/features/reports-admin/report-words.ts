import type { TReportGroup } from '@alma/shared/admin-api/reports';
import type { Language } from '@alma/shared/i18n/language';

/** What the report files (xlsx, PDF) call things, in the staff member's language. */

type Words = Record<Language, string>;
const w = (zh_CN: string, English: string): Words => ({ zh_CN, English });

export const GROUP_WORDS: Readonly<Record<TReportGroup | 'namingKind', Words>> = {
  project: w('项目', 'Project'),
  channel: w('支付渠道', 'Channel'),
  month: w('月份', 'Month'),
  fund: w('基金（项目分类）', 'Fund (category)'),
  namingKind: w('冠名类型', 'Naming kind'),
};

export const REPORT_WORDS = {
  gifts: w('笔数', 'Gifts'),
  income: w('收入（元）', 'Income (yuan)'),
  refunds: w('退款（元）', 'Refunds (yuan)'),
  net: w('净额（元）', 'Net (yuan)'),
  total: w('合计', 'Total'),
  range: w('统计期间', 'Period'),
  incomeTitle: w('收入报表', 'Income report'),
  incomeSheet: w('收入', 'Income'),
  donorsTitle: w('捐赠人', 'Donors'),
  donorKind: w('类别', 'Donors'),
  donorCount: w('人数', 'People'),
  donorAmount: w('金额（元）', 'Amount (yuan)'),
  newDonors: w('新捐赠人', 'New donors'),
  returningDonors: w('老捐赠人（此前捐过）', 'Returning donors'),
  namingTitle: w('冠名收入', 'Naming income'),
  annualTitle: w('年度捐赠收入报告', 'Annual donation report'),
  byMonth: w('按月份', 'By month'),
  byProject: w('按项目', 'By project'),
  byFund: w('按基金', 'By fund'),
  byChannel: w('按支付渠道', 'By channel'),
  receiptsIssued: w('开具电子票据（张）', 'E-receipts issued'),
  foundation: w('机构', 'Foundation'),
  year: w('年度', 'Year'),
} as const satisfies Record<string, Words>;

export type ReportWord = keyof typeof REPORT_WORDS;
export const words = (language: Language, key: ReportWord): string => REPORT_WORDS[key][language];
