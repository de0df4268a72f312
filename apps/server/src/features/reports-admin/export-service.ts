import { reportFileName, type TReportGroup } from '@alma/shared/admin-api/reports';
import type { Language } from '@alma/shared/i18n/language';
import { type AuditActor, recordAudit } from '../../audit/record-audit.ts';
import type { Db } from '../../db/client.ts';
import type { DocumentRenderer } from '../../integrations/documents/render-pool.ts';
import { annualReportInput } from './annual-pdf-input.ts';
import { annualReport } from './annual-service.ts';
import { annualXlsx, donorXlsx, incomeXlsx, namingXlsx } from './report-xlsx.ts';
import { type DayRange, donorReport, incomeReport, namingReport } from './service.ts';

/** A report as a file, audited: who took which figures out of the console, and when. */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PDF_TYPE = 'application/pdf';

export type ReportFile = { bytes: Uint8Array; fileName: string; contentType: string };

export type RangeExport =
  | { kind: 'income'; range: DayRange; groupBy: TReportGroup }
  | { kind: 'donors'; range: DayRange }
  | { kind: 'naming'; range: DayRange };

async function audited(db: Db, actor: AuditActor, what: Record<string, unknown>): Promise<void> {
  await recordAudit(db, actor, {
    action: 'report.export',
    targetType: 'report',
    targetId: String(what.kind),
    after: what,
  });
}

export async function exportRangeReport(
  db: Db,
  actor: AuditActor,
  request: RangeExport,
  language: Language,
): Promise<ReportFile> {
  const { range } = request;
  let bytes: Uint8Array;
  let name: string = request.kind;
  if (request.kind === 'income') {
    bytes = await incomeXlsx(
      await incomeReport(db, { ...range, groupBy: request.groupBy }, language),
      language,
    );
    name = `income-${request.groupBy}`;
  } else if (request.kind === 'donors') {
    bytes = await donorXlsx(await donorReport(db, range), language);
  } else {
    bytes = await namingXlsx(await namingReport(db, range, language), language);
  }
  await audited(db, actor, {
    kind: request.kind,
    format: 'xlsx',
    ...range,
    ...('groupBy' in request ? { groupBy: request.groupBy } : {}),
  });
  return { bytes, fileName: reportFileName(name, range, 'xlsx'), contentType: XLSX_TYPE };
}

/** The annual report, as a PDF drawn on the render pool or as a workbook. */
export async function exportAnnualReport(
  deps: { db: Db; renderer: DocumentRenderer },
  actor: AuditActor,
  request: { year: number; format: 'pdf' | 'xlsx'; generatedAt: string },
  language: Language,
): Promise<ReportFile> {
  // The PDF is for the board and the inspection: always in Chinese.
  const bytes =
    request.format === 'pdf'
      ? await deps.renderer.annualReportPdf(
          annualReportInput(await annualReport(deps.db, request.year, 'zh_CN'), request.generatedAt),
        )
      : await annualXlsx(await annualReport(deps.db, request.year, language), language);
  await audited(deps.db, actor, { kind: 'annual', year: request.year, format: request.format });
  return {
    bytes,
    fileName: `annual-report-${request.year}.${request.format}`,
    contentType: request.format === 'pdf' ? PDF_TYPE : XLSX_TYPE,
  };
}
