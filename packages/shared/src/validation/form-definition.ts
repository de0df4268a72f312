import type { MessageKey, MessageParams } from '../i18n/server-messages.ts';
import type { FieldUiType, FormField } from './form-fields.ts';

/**
 * Whether a donation form as staff built it can be shown by the donor form's own rules
 * (form-fields.ts): the console's builder shows these problems beside the field, and the server
 * refuses to save a form that has any. `path` names the input at fault (`fieldList.2.optionList`).
 */
export type FormDefinitionProblem = { path: string; key: MessageKey; params?: MessageParams };

/** The field types whose value is one of `optionList`. */
export const OPTION_FIELD_TYPES: ReadonlySet<FieldUiType> = new Set(['radio', 'select', 'select2']);
/** Field types the length limits apply to (typed text). */
const LENGTH_TYPES: ReadonlySet<FieldUiType> = new Set(['input', 'textarea', 'password', 'address']);

export type FormDefinition = {
  fieldList: readonly FormField[];
  isOpenCertificate: boolean;
  minMoneyCertificateFen: number;
  isOpenReceipt: boolean;
  minMoneyReceiptFen: number;
  isLargeRemind: boolean;
  largeAmountFen: number;
  receiptTypeList: readonly string[];
  receiptWayPaperList: readonly string[];
  receiptWayElectronicList: readonly string[];
  certificateWayPaperList: readonly string[];
};

function fieldProblems(
  field: FormField,
  index: number,
  fields: readonly FormField[],
): FormDefinitionProblem[] {
  const at = (name: string) => `fieldList.${index}.${name}`;
  const problems: FormDefinitionProblem[] = [];
  if (fields.findIndex((other) => other.fieldName === field.fieldName) !== index) {
    problems.push({
      path: at('fieldName'),
      key: 'formBuilder.duplicateName',
      params: { name: field.fieldName },
    });
  }
  if (OPTION_FIELD_TYPES.has(field.fieldUiType)) {
    const options = field.optionList ?? [];
    if (options.length === 0) problems.push({ path: at('optionList'), key: 'formBuilder.noOptions' });
    const ids = options.map((option) => String(option.id));
    if (new Set(ids).size !== ids.length)
      problems.push({ path: at('optionList'), key: 'formBuilder.duplicateOption' });
  }
  if (field.isLengthLimit === 1) {
    if (!LENGTH_TYPES.has(field.fieldUiType)) {
      problems.push({ path: at('isLengthLimit'), key: 'formBuilder.lengthNotApplicable' });
    } else if (field.lengthMax < 1 || field.lengthMin > field.lengthMax) {
      problems.push({ path: at('lengthMax'), key: 'formBuilder.lengthRange' });
    }
  }
  if (field.isShowConfig === 1) problems.push(...conditionProblems(field, index, fields));
  return problems;
}

function conditionProblems(
  field: FormField,
  index: number,
  fields: readonly FormField[],
): FormDefinitionProblem[] {
  const at = (name: string) => `fieldList.${index}.${name}`;
  const condition = fields.find((other) => other.fieldName === field.conditionFieldName);
  if (field.conditionFieldName === '' || !condition) {
    return [
      {
        path: at('conditionFieldName'),
        key: 'formBuilder.conditionMissing',
        params: { name: field.conditionFieldName },
      },
    ];
  }
  if (condition.fieldName === field.fieldName || dependsOn(condition, field.fieldName, fields)) {
    return [{ path: at('conditionFieldName'), key: 'formBuilder.conditionCycle' }];
  }
  const wanted = field.conditionFieldValue
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  if (wanted.length === 0)
    return [{ path: at('conditionFieldValue'), key: 'formBuilder.conditionValueMissing' }];
  if (OPTION_FIELD_TYPES.has(condition.fieldUiType)) {
    const ids = new Set((condition.optionList ?? []).map((option) => String(option.id)));
    const unknown = wanted.find((value) => !ids.has(value));
    if (unknown !== undefined) {
      return [
        {
          path: at('conditionFieldValue'),
          key: 'formBuilder.conditionValueUnknown',
          params: { value: unknown },
        },
      ];
    }
  }
  return [];
}

/** Whether `field` shows only through a chain of conditions that leads back to `name`. */
function dependsOn(
  field: FormField,
  name: string,
  fields: readonly FormField[],
  seen = new Set<string>(),
): boolean {
  if (field.isShowConfig !== 1 || field.conditionFieldName === '' || seen.has(field.fieldName)) return false;
  if (field.conditionFieldName === name) return true;
  const next = fields.find((other) => other.fieldName === field.conditionFieldName);
  return next ? dependsOn(next, name, fields, new Set([...seen, field.fieldName])) : false;
}

export function checkFormDefinition(form: FormDefinition): FormDefinitionProblem[] {
  const problems = form.fieldList.flatMap((field, index) => fieldProblems(field, index, form.fieldList));
  if (form.isLargeRemind && form.largeAmountFen <= 0) {
    problems.push({ path: 'largeAmount', key: 'formBuilder.largeAmountMissing' });
  }
  if (form.isOpenReceipt && form.receiptTypeList.length === 0) {
    problems.push({ path: 'receiptTypeList', key: 'formBuilder.receiptTypeMissing' });
  }
  if (form.isOpenReceipt && form.receiptTypeList.includes('1') && form.receiptWayPaperList.length === 0) {
    problems.push({ path: 'receiptWayPaperList', key: 'formBuilder.wayMissing' });
  }
  if (
    form.isOpenReceipt &&
    form.receiptTypeList.includes('2') &&
    form.receiptWayElectronicList.length === 0
  ) {
    problems.push({ path: 'receiptWayElectronicList', key: 'formBuilder.wayMissing' });
  }
  if (form.isOpenCertificate && form.certificateWayPaperList.length === 0) {
    problems.push({ path: 'certificateWayPaperList', key: 'formBuilder.wayMissing' });
  }
  return problems;
}
