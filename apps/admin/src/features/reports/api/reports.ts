import { ADMIN_API_PREFIX } from '@alma/shared/admin-api/permissions';
import type {
  TDonorReport,
  TIncomeReport,
  TNamingReport,
  TReportGroup,
} from '@alma/shared/admin-api/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-client.ts';

export type ReportRange = { from: string; to: string };

const search = (query: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)])).toString();

/** GET /reports/income: income, refunds and net of the range, grouped. */
export function useIncomeReport(range: ReportRange, groupBy: TReportGroup) {
  return useQuery({
    queryKey: ['reports', 'income', range, groupBy],
    queryFn: () => adminCall<TIncomeReport>('GET', `/reports/income?${search({ ...range, groupBy })}`),
    placeholderData: keepPreviousData,
  });
}

export function useDonorReport(range: ReportRange) {
  return useQuery({
    queryKey: ['reports', 'donors', range],
    queryFn: () => adminCall<TDonorReport>('GET', `/reports/donors?${search(range)}`),
    placeholderData: keepPreviousData,
  });
}

export function useNamingReport(range: ReportRange) {
  return useQuery({
    queryKey: ['reports', 'naming', range],
    queryFn: () => adminCall<TNamingReport>('GET', `/reports/naming?${search(range)}`),
    placeholderData: keepPreviousData,
  });
}

/**
 * A download is a plain link, as the orders export is: the staff cookie goes with a same-origin
 * navigation and the browser saves the file.
 */
export function reportHref(
  report: 'income' | 'donors' | 'naming' | 'annual',
  query: Record<string, string | number>,
): string {
  return `${ADMIN_API_PREFIX}/reports/${report}?${search(query)}`;
}
