import type { TAdminDonationForm, TAdminFormField } from '@alma/shared/admin-api/donation-form';
import type { Language } from '@alma/shared/i18n/language';
import { translate } from '@alma/shared/i18n/server-messages';
import { yuanToFen } from '@alma/shared/money/money';
import { checkFormDefinition } from '@alma/shared/validation/form-definition';
import type { FormField } from '@alma/shared/validation/form-fields';

export type TFormValues = Omit<TAdminDonationForm, 'itemsId' | 'saved'>;

/** A switch's checked state (or 0/1 from the server) as the wire's 0/1 flag. */
const flag = (value: unknown): 0 | 1 => (value ? 1 : 0);

/** An English text staff gave, under its key; an empty one is left out (the Chinese shows). */
const english = <K extends string>(key: K, text: string | undefined) =>
  text?.trim() ? ({ [key]: text } as Record<K, string>) : {};

/** Every field filled in: a row just added has empty text rather than undefined. */
export function cleanFields(fields: ReadonlyArray<Partial<FormField>> | undefined): TAdminFormField[] {
  return (fields ?? []).map((field) => ({
    fieldName: field.fieldName ?? '',
    fieldShowName: field.fieldShowName ?? '',
    ...english('fieldShowNameEn', field.fieldShowNameEn),
    fieldUiType: field.fieldUiType ?? 'input',
    inputTip: field.inputTip ?? '',
    ...english('inputTipEn', field.inputTipEn),
    isRequire: flag(field.isRequire),
    isLengthLimit: flag(field.isLengthLimit),
    lengthMin: field.lengthMin ?? 0,
    lengthMax: field.lengthMax ?? 0,
    isShowConfig: flag(field.conditionFieldName),
    conditionFieldName: field.conditionFieldName ?? '',
    conditionFieldValue: field.conditionFieldValue ?? '',
    ...(field.isIntegerMoney === undefined ? {} : { isIntegerMoney: flag(field.isIntegerMoney) }),
    ...(field.optionList === undefined
      ? {}
      : {
          optionList: field.optionList.map((option) => ({
            id: option?.id ?? '',
            title: option?.title ?? '',
            ...english('titleEn', option?.titleEn),
          })),
        }),
  }));
}

const fen = (yuan: number | null | undefined) => yuanToFen(yuan ?? 0) ?? 0;

/**
 * The problems the server would refuse the form with (checkFormDefinition), by input path
 * (`fieldList.2.optionList`), in the staff member's language.
 */
export function formProblems(values: TFormValues, language: Language): Map<string, string> {
  const problems = checkFormDefinition({
    fieldList: cleanFields(values.fieldList),
    isOpenCertificate: Boolean(values.isOpenCertificate),
    minMoneyCertificateFen: fen(values.minMoneyCertificate),
    isOpenReceipt: Boolean(values.isOpenReceipt),
    minMoneyReceiptFen: fen(values.minMoneyReceipt),
    isLargeRemind: Boolean(values.isLargeRemind),
    largeAmountFen: fen(values.largeAmount),
    receiptTypeList: values.receiptTypeList ?? [],
    receiptWayPaperList: values.receiptWayPaperList ?? [],
    receiptWayElectronicList: values.receiptWayElectronicList ?? [],
    certificateWayPaperList: values.certificateWayPaperList ?? [],
  });
  const byPath = new Map<string, string>();
  for (const problem of problems) {
    if (!byPath.has(problem.path)) byPath.set(problem.path, translate(language, problem.key, problem.params));
  }
  return byPath;
}
