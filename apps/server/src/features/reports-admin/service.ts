import type {
  TDonorFigures,
  TDonorReport,
  TIncomeReport,
  TNamingReport,
  TReportGroup,
} from '@alma/shared/admin-api/reports';
import type { Language } from '@alma/shared/i18n/language';
import { fenToYuan } from '@alma/shared/money/money';
import type { Db } from '../../db/client.ts';
import { groupFacts, totalOf } from './report-figures.ts';
import { type DonorFacts, donorFacts, incomeFacts, type ReportWindow } from './repository.ts';

/** The reports (报表): figures summed in fen by the repository, grouped and turned into yuan here. */

const DAY_MS = 86_400_000;

export type DayRange = { from: string; to: string };

/** From the start of the Shanghai day `from` to the end of the Shanghai day `to`. */
export function windowOf(range: DayRange): ReportWindow {
  const start = new Date(`${range.from}T00:00:00+08:00`);
  const end = new Date(new Date(`${range.to}T00:00:00+08:00`).getTime() + DAY_MS);
  return { start, end };
}

/** Every month `YYYY-MM` the range touches, in order. */
export function monthsOf(range: DayRange): string[] {
  const months: string[] = [];
  let [year, month] = range.from.split('-').map(Number) as [number, number];
  const last = range.to.slice(0, 7);
  for (;;) {
    const text = `${year}-${String(month).padStart(2, '0')}`;
    months.push(text);
    if (text >= last) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

export async function incomeReport(
  db: Db,
  query: DayRange & { groupBy: TReportGroup },
  language: Language,
): Promise<TIncomeReport> {
  const facts = await incomeFacts(db, windowOf(query));
  return {
    from: query.from,
    to: query.to,
    groupBy: query.groupBy,
    rows: groupFacts(facts, query.groupBy, language, monthsOf(query)),
    total: totalOf(facts),
  };
}

function donorFigures(rows: readonly DonorFacts[]): TDonorFigures {
  const sums = rows.reduce(
    (into, row) => ({
      donors: into.donors + row.donors,
      gifts: into.gifts + row.gifts,
      fen: into.fen + row.fen,
    }),
    { donors: 0, gifts: 0, fen: 0 },
  );
  return { donors: sums.donors, gifts: sums.gifts, amount: fenToYuan(sums.fen) };
}

export async function donorReport(db: Db, range: DayRange): Promise<TDonorReport> {
  const rows = await donorFacts(db, windowOf(range));
  return {
    from: range.from,
    to: range.to,
    newDonors: donorFigures(rows.filter((row) => !row.returning)),
    returningDonors: donorFigures(rows.filter((row) => row.returning)),
    total: donorFigures(rows),
  };
}

export async function namingReport(db: Db, range: DayRange, language: Language): Promise<TNamingReport> {
  const facts = (await incomeFacts(db, windowOf(range))).filter((fact) => fact.namingType > 0);
  return {
    from: range.from,
    to: range.to,
    byProject: groupFacts(facts, 'project', language),
    byKind: groupFacts(facts, 'namingKind', language),
    total: totalOf(facts),
  };
}
