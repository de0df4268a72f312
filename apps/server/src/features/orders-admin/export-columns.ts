import { ORDER_EXPORT_COLUMNS, orderStatusWords, payTypeWords } from '@alma/shared/admin-api/exports';
import type { Language } from '@alma/shared/i18n/language';
import { fenToYuan } from '@alma/shared/money/money';
import type { FieldValue, FormField } from '@alma/shared/validation/form-fields';
import { donorMobileOf } from '../../security/mobile-number.ts';
import type { Secrets } from '../../security/secrets.ts';
import { fieldText, openSealedDetails } from './order-form-data.ts';
import type { ExportRow } from './order-repository.ts';

/**
 * The columns of an order export: the fixed ones, then one per label (fieldShowName) of the
 * forms of the exported projects, in the projects' and the forms' order. Two projects whose
 * forms both ask "姓名" share that column; each order fills it from its own form's field.
 */

export type ExportCell = string | number;

export type ExportRowRecord = Omit<ExportRow, 'id'>;

export type ExportLayout = {
  headers: string[];
  /** itemsId → fieldName → [its column among the form columns, its field]. */
  fields: Map<number, Map<string, [number, FormField]>>;
  formColumns: number;
};

export function exportLayout(
  forms: ReadonlyArray<{ itemsId: number; fieldList: readonly FormField[] }>,
  language: Language,
): ExportLayout {
  const labels: string[] = [];
  const columnOf = new Map<string, number>();
  const fields = new Map<number, Map<string, [number, FormField]>>();
  for (const form of forms) {
    const ofProject = new Map<string, [number, FormField]>();
    for (const field of form.fieldList) {
      const label = field.fieldShowName || field.fieldName;
      let column = columnOf.get(label);
      if (column === undefined) {
        column = labels.length;
        labels.push(label);
        columnOf.set(label, column);
      }
      ofProject.set(field.fieldName, [column, field]);
    }
    fields.set(form.itemsId, ofProject);
  }
  return {
    headers: [...ORDER_EXPORT_COLUMNS.map((column) => column[language]), ...labels],
    fields,
    formColumns: labels.length,
  };
}

export type ExportContext = {
  secrets: Secrets;
  whole: boolean;
  language: Language;
  /** Opened account mobiles by box: a donor with many gifts is opened once per export. */
  mobiles: Map<string, string>;
};

/** Bounds the mobiles remembered by one export (a few hundred kilobytes at most). */
const MOBILES_KEPT = 10_000;

function mobileOf(row: ExportRowRecord, context: ExportContext): string {
  const box = row.mobileBox;
  if (!box) return '';
  let text = context.mobiles.get(box);
  if (text === undefined) {
    text = donorMobileOf(context.secrets, box, context.whole);
    if (context.mobiles.size >= MOBILES_KEPT) context.mobiles.clear();
    context.mobiles.set(box, text);
  }
  return text;
}

/**
 * One order as export cells, in the staff member's words (status and pay type by name, money in
 * yuan); personal data masked unless `whole`.
 */
export function exportCells(
  row: ExportRowRecord,
  layout: ExportLayout,
  context: ExportContext,
): ExportCell[] {
  const { secrets, whole, language } = context;
  const fixed: ExportCell[] = [
    row.billNo,
    orderStatusWords(row.status, language),
    row.itemsId,
    row.itemsName,
    row.subItemsName,
    row.userId,
    // The directory's name, public on the donor app already (the anonymous label when asked).
    row.donorName,
    mobileOf(row, context),
    payTypeWords(row.payType, language),
    fenToYuan(row.moneyFen + row.refundedFen),
    fenToYuan(row.refundedFen),
    fenToYuan(row.moneyFen),
    row.materialNumber,
    row.fundraiser,
    row.providerTradeNo ?? '',
    row.createdAt,
    row.paidAt,
  ];
  const form: ExportCell[] = new Array<ExportCell>(layout.formColumns).fill('');
  const kept = layout.formColumns > 0 ? openSealedDetails(secrets, row.sealedFormData) : null;
  const ofProject = layout.fields.get(row.itemsId);
  if (kept && ofProject) {
    for (const [name, value] of Object.entries(kept.fields)) {
      const known = ofProject.get(name);
      if (known) form[known[0]] = fieldText(known[1], value as FieldValue, { whole, language });
    }
  }
  return [...fixed, ...form];
}
