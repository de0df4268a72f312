import type { TDonorReport, TIncomeReport, TNamingReport } from '@alma/shared/admin-api/reports';
import type { Language } from '@alma/shared/i18n/language';
import type { Db } from '../../db/client.ts';
import { countReceiptsIssued, foundationName } from './repository.ts';
import { donorReport, incomeReport, namingReport, windowOf } from './service.ts';

/**
 * The annual report for the board and the annual inspection (年检): the year's income, refunds and
 * net by month, project, fund and channel, donors new and returning, naming income and the
 * e-receipts issued, all by the reports' one set of rules over the Shanghai calendar year.
 */
export type AnnualReport = {
  foundationName: string;
  year: number;
  byMonth: TIncomeReport;
  byProject: TIncomeReport;
  byFund: TIncomeReport;
  byChannel: TIncomeReport;
  donors: TDonorReport;
  naming: TNamingReport;
  receiptsIssued: number;
};

export async function annualReport(db: Db, year: number, language: Language): Promise<AnnualReport> {
  const range = { from: `${year}-01-01`, to: `${year}-12-31` };
  const [name, byMonth, byProject, byFund, byChannel, donors, naming, receiptsIssued] = await Promise.all([
    foundationName(db),
    incomeReport(db, { ...range, groupBy: 'month' }, language),
    incomeReport(db, { ...range, groupBy: 'project' }, language),
    incomeReport(db, { ...range, groupBy: 'fund' }, language),
    incomeReport(db, { ...range, groupBy: 'channel' }, language),
    donorReport(db, range),
    namingReport(db, range, language),
    countReceiptsIssued(db, windowOf(range)),
  ]);
  return {
    foundationName: name,
    year,
    byMonth,
    byProject,
    byFund,
    byChannel,
    donors,
    naming,
    receiptsIssued,
  };
}
