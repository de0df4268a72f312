import type { Language } from '../i18n/language.ts';
import { pickText } from '../i18n/pick-text.ts';
import { type MessageKey, type MessageParams, translate } from '../i18n/server-messages.ts';
import { parseMobile } from './mobile.ts';
import { textareaMaxLength, textLength } from './text.ts';

/**
 * The donation form's dynamic fields (doc 2 §3 "Dynamic field", doc 4 §3 field descriptor and
 * §5 shell field validation): which are shown and what each accepts. The form and items/donate
 * both run these, so a value the form refuses is refused by the server with the same message.
 */
export const FIELD_UI_TYPES = [
  // doc 2 §3 names radio and address besides doc 4's shell types.
  'radio',
  'address',
  'input',
  'password',
  'number',
  'textarea',
  'mobile',
  'switch',
  'select',
  'select2',
  'date',
  'area',
  'year',
  'datetime',
] as const;
export type FieldUiType = (typeof FIELD_UI_TYPES)[number];

export type FormField = {
  fieldName: string;
  fieldShowName: string;
  fieldUiType: FieldUiType;
  inputTip: string;
  isRequire: number;
  isLengthLimit: number;
  lengthMin: number;
  lengthMax: number;
  isShowConfig: number;
  conditionFieldName: string;
  /** Comma-separated values of the condition field that show this one. */
  conditionFieldValue: string;
  /** An integer-money number field ('请输入整数金额' instead of '必须是正整数'). */
  isIntegerMoney?: number;
  /** The choices of radio, select and select2 fields. */
  optionList?: FieldOption[];
  /** The English label and tip staff give; empty or absent: the Chinese ones show in English too. */
  fieldShowNameEn?: string;
  inputTipEn?: string;
};

/** titleEn: the English text of the choice (absent: title shows in English too). */
export type FieldOption = { id: string | number; title: string; titleEn?: string };

/** A field with the descriptor's defaults filled in: optional, always shown, no length limit. */
export function formField(
  seed: Pick<FormField, 'fieldName' | 'fieldShowName' | 'fieldUiType'> & Partial<FormField>,
): FormField {
  return {
    inputTip: '',
    isRequire: 0,
    isLengthLimit: 0,
    lengthMin: 0,
    lengthMax: 0,
    isShowConfig: 0,
    conditionFieldName: '',
    conditionFieldValue: '',
    ...seed,
  };
}

/**
 * A field as a reader of this language sees it: label and choices in English where staff gave
 * them, the Chinese ones otherwise (pickText), and the English texts themselves left out, so
 * formDetail answers the spec's descriptor. The tip: its English text; with none, an English
 * reader of a field with an English label gets the placeholder made from that label rather than
 * a Chinese tip beside an English label. Running it again changes nothing.
 */
export function fieldInLanguage(field: FormField, language: Language): FormField {
  const { fieldShowNameEn, inputTipEn, optionList, ...rest } = field;
  const label = pickText(language, field.fieldShowName, fieldShowNameEn);
  const labelOnly = label !== field.fieldShowName && pickText(language, '', inputTipEn) === '';
  return {
    ...rest,
    fieldShowName: label,
    inputTip: labelOnly ? '' : pickText(language, field.inputTip, inputTipEn),
    ...(optionList && {
      optionList: optionList.map(({ titleEn, ...option }) => ({
        ...option,
        title: pickText(language, option.title, titleEn),
      })),
    }),
  };
}

/** What a field holds: text, a number, a switch, or the ids an area cascader picked. */
export type FieldValue = string | number | boolean | readonly (string | number)[] | null | undefined;
export type FieldValues = Readonly<Record<string, FieldValue>>;

/** The toast of the first failing field: its placeholder when it is empty, else a rule's message. */
export type FieldProblem = { fieldName: string } & (
  | { kind: 'empty'; placeholder: string }
  | { kind: 'rule'; key: MessageKey; params?: MessageParams }
);

const CHOSEN_TYPES: ReadonlySet<FieldUiType> = new Set([
  'radio',
  'address',
  'switch',
  'select',
  'select2',
  'date',
  'area',
  'year',
  'datetime',
]);

function asText(value: FieldValue): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(',');
  return String(value);
}

/** Empty as the spec counts it: nothing typed or chosen; 0 and a switched-off switch are values. */
export function isEmptyValue(value: FieldValue): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * Shown unless it depends on another field: then only while that field holds one of the listed
 * values, and that field is shown itself (a chain of conditions hides together).
 */
export function isFieldVisible(
  field: FormField,
  fields: readonly FormField[],
  values: FieldValues,
  seen: ReadonlySet<string> = new Set(),
): boolean {
  if (field.isShowConfig !== 1 || field.conditionFieldName === '') return true;
  if (seen.has(field.fieldName)) return false;
  const condition = fields.find((other) => other.fieldName === field.conditionFieldName);
  if (condition && !isFieldVisible(condition, fields, values, new Set([...seen, field.fieldName]))) {
    return false;
  }
  const wanted = field.conditionFieldValue.split(',').map((value) => value.trim());
  const current = values[field.conditionFieldName];
  const held = Array.isArray(current) ? current.map(String) : [asText(current)];
  return held.some((value) => value !== '' && wanted.includes(value));
}

/** The placeholder a field shows, and the toast when it is required and empty. */
export function fieldPlaceholder(field: FormField, language: Language): string {
  const shown = fieldInLanguage(field, language);
  if (shown.inputTip.trim() !== '') return shown.inputTip;
  const key = CHOSEN_TYPES.has(field.fieldUiType) ? 'form.chooseField' : 'form.enterField';
  return translate(language, key, { title: shown.fieldShowName });
}

function ruleProblem(
  field: FormField,
  value: FieldValue,
): Omit<FieldProblem & { kind: 'rule' }, 'fieldName'> | null {
  const text = asText(value).trim();
  if (field.fieldUiType === 'number') {
    if (!/^[1-9]\d*$/.test(text)) {
      return {
        kind: 'rule',
        key: field.isIntegerMoney === 1 ? 'donate.integerOnly' : 'form.positiveInteger',
      };
    }
    return null;
  }
  if (field.fieldUiType === 'mobile') {
    return parseMobile(text) ? null : { kind: 'rule', key: 'validation.mobile' };
  }
  if (!choiceAccepted(field, value)) {
    return { kind: 'rule', key: 'form.chooseField', params: { title: field.fieldShowName } };
  }
  const length = textLength(text);
  if (field.isLengthLimit === 1 && field.lengthMin > 0 && length < field.lengthMin) {
    return {
      kind: 'rule',
      key: 'form.lengthMin',
      params: { title: field.fieldShowName, min: field.lengthMin },
    };
  }
  const max =
    field.fieldUiType === 'textarea'
      ? textareaMaxLength(field)
      : field.isLengthLimit === 1 && field.lengthMax > 0
        ? field.lengthMax
        : null;
  if (max !== null && length > max) return { kind: 'rule', key: 'form.lengthMax', params: { max } };
  return null;
}

/** Date pickers run from 1900 to 2030 (doc 4 §5). */
export const DATE_FIRST_YEAR = 1900;
export const DATE_LAST_YEAR = 2030;
/** Year options: from 100 years ago to 10 years ahead (doc 4 §5). */
export function yearOptions(now = new Date()): number[] {
  const year = now.getFullYear();
  return Array.from({ length: 111 }, (_, index) => year - 100 + index);
}

const optionIds = (field: FormField) => new Set((field.optionList ?? []).map((option) => String(option.id)));

function validDate(text: string, withTime: boolean): boolean {
  const pattern = withTime
    ? /^(\d{4})-(\d{2})-(\d{2})[ T]([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/
    : /^(\d{4})-(\d{2})-(\d{2})$/;
  const match = pattern.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < DATE_FIRST_YEAR || year > DATE_LAST_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A chosen value must be one the field offers: an option, a real date, a year in range, region codes. */
function choiceAccepted(field: FormField, value: FieldValue): boolean {
  const text = asText(value).trim();
  switch (field.fieldUiType) {
    case 'radio':
    case 'select':
      return optionIds(field).has(text);
    case 'select2': {
      const chosen = Array.isArray(value) ? value.map(String) : text.split(',');
      const ids = optionIds(field);
      return chosen.length > 0 && chosen.every((id) => ids.has(id));
    }
    case 'switch':
      return value === true || value === false || text === '0' || text === '1';
    case 'date':
      return validDate(text, false);
    case 'datetime':
      return validDate(text, true);
    case 'year':
      return /^\d{4}$/.test(text) && yearOptions().includes(Number(text));
    case 'area':
      return isRegionPath(value);
    case 'address':
      // Region codes (a city without districts has two), then the street address.
      return (
        Array.isArray(value) &&
        value.length >= 2 &&
        isRegionPath(value.slice(0, -1)) &&
        String(value[value.length - 1]).trim() !== ''
      );
    default:
      return true;
  }
}

/** Province, city and district codes (GB/T 2260, six digits), as the area cascader picks them. */
export function isRegionPath(value: FieldValue): boolean {
  return (
    Array.isArray(value) &&
    value.length >= 1 &&
    value.length <= 3 &&
    value.every((code) => /^\d{6}$/.test(String(code)))
  );
}

/** The first shown field, in form order, whose value the rules refuse; null when all pass. */
export function firstFieldProblem(
  fields: readonly FormField[],
  values: FieldValues,
  language: Language,
): FieldProblem | null {
  for (const field of fields) {
    if (!isFieldVisible(field, fields, values)) continue;
    const value = values[field.fieldName];
    if (isEmptyValue(value)) {
      if (field.isRequire === 1) {
        return { fieldName: field.fieldName, kind: 'empty', placeholder: fieldPlaceholder(field, language) };
      }
      continue;
    }
    // A message that names the field names the label the reader saw.
    const problem = ruleProblem(fieldInLanguage(field, language), value);
    if (problem) return { fieldName: field.fieldName, ...problem };
  }
  return null;
}

/** The toast text of a problem in the reader's language. */
export function fieldProblemText(problem: FieldProblem, language: Language): string {
  return problem.kind === 'empty' ? problem.placeholder : translate(language, problem.key, problem.params);
}

/** Only the values of the fields the donor could see: a hidden field's stale value is not kept. */
export function visibleValues(fields: readonly FormField[], values: FieldValues): Record<string, FieldValue> {
  const kept: Record<string, FieldValue> = {};
  for (const field of fields) {
    if (isFieldVisible(field, fields, values) && !isEmptyValue(values[field.fieldName])) {
      kept[field.fieldName] = values[field.fieldName];
    }
  }
  return kept;
}
