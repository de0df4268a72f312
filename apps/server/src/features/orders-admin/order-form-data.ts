import type { TOrderFormData, TOrderFormField } from '@alma/shared/admin-api/orders';
import type { Language } from '@alma/shared/i18n/language';
import type { KeptDetails } from '@alma/shared/validation/donation-details-kept';
import type { FieldValue, FormField } from '@alma/shared/validation/form-fields';
import { maskWholeMobile } from '@alma/shared/validation/mobile';
import { maskValue } from '../../audit/mask-personal.ts';
import type { Secrets } from '../../security/secrets.ts';

/**
 * An order's kept form data (features/orders: sealed at rest as `{ sealed }`) opened and turned into
 * labelled text for the console: the form's own fields under the labels the donor saw, then the
 * certificate, receipt and mailing sections. Masked unless `whole`: what the donor typed is masked
 * (names, numbers, addresses), what they picked from a list is not; a password never shows.
 */

/** Field types whose value is one of the form's choices, not something the donor typed. */
const CHOSEN = new Set(['radio', 'select', 'select2', 'switch', 'year']);

const SECTION_LABELS: Record<string, Record<Language, string>> = {
  isNeedPaper: { zh_CN: '需要纸质证书', English: 'Paper certificate' },
  certificateDonorName: { zh_CN: '证书姓名', English: 'Name on certificate' },
  certificateWay: { zh_CN: '证书领取方式', English: 'Certificate by' },
  isNeedReceipt: { zh_CN: '需要收据', English: 'Receipt' },
  receiptDonorType: { zh_CN: '收据抬头类型', English: 'Receipt for' },
  receiptDonorName: { zh_CN: '收据抬头', English: 'Receipt name' },
  creditCode: { zh_CN: '统一社会信用代码', English: 'Credit code' },
  receiptType: { zh_CN: '收据类型', English: 'Receipt type' },
  receiptWay: { zh_CN: '收据领取方式', English: 'Receipt by' },
  postalEmail: { zh_CN: '接收邮箱', English: 'Email' },
  postalMobileSms: { zh_CN: '接收短信手机', English: 'SMS mobile' },
  postalCountry: { zh_CN: '国家', English: 'Country' },
  postalProvince: { zh_CN: '省份', English: 'Province' },
  postalCity: { zh_CN: '城市', English: 'City' },
  postalDistrict: { zh_CN: '区县', English: 'District' },
  postalAddress: { zh_CN: '详细地址', English: 'Address' },
  postalZip: { zh_CN: '邮编', English: 'Postcode' },
  postalContact: { zh_CN: '联系人', English: 'Contact' },
  postalMobile: { zh_CN: '联系电话', English: 'Contact mobile' },
};

/** Section entries that are codes or flags the form chose, shown as they are. */
const SECTION_CODES = new Set([
  'isNeedPaper',
  'certificateWay',
  'isNeedReceipt',
  'receiptDonorType',
  'receiptType',
  'receiptWay',
  'postalCountry',
]);
const SECTION_MOBILES = new Set(['postalMobileSms', 'postalMobile']);

export type FormDataOptions = { whole: boolean; language: Language };

/** The kept details of an order, or null when it kept none (or they cannot be opened). */
export function openFormData(secrets: Secrets, formData: Record<string, unknown> | null): KeptDetails | null {
  const box = formData?.sealed;
  return typeof box === 'string' ? openSealedDetails(secrets, box) : null;
}

/** The same from the box itself (`form_data->>'sealed'`). */
export function openSealedDetails(secrets: Secrets, box: string | null): KeptDetails | null {
  if (!box) return null;
  try {
    const kept = JSON.parse(secrets.open(box)) as Partial<KeptDetails>;
    const fields = kept.fields && typeof kept.fields === 'object' ? kept.fields : {};
    return { ...kept, fields };
  } catch {
    return null;
  }
}

function textOf(value: unknown, language: Language): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean')
    return language === 'English' ? (value ? 'Yes' : 'No') : value ? '是' : '否';
  if (Array.isArray(value)) return value.map((part) => textOf(part, language)).join('/');
  return String(value);
}

/** One of the form's own fields as text: a choice by its title, an area path joined, a switch as yes/no. */
export function fieldText(field: FormField | undefined, value: FieldValue, options: FormDataOptions): string {
  const titleOf = (id: unknown) =>
    field?.optionList?.find((option) => String(option.id) === String(id))?.title ??
    textOf(id, options.language);
  const text = field?.optionList
    ? Array.isArray(value)
      ? value.map(titleOf).join('/')
      : titleOf(value)
    : textOf(value, options.language);
  if (text === '') return '';
  if (field?.fieldUiType === 'password') return '******';
  if (options.whole || (field && CHOSEN.has(field.fieldUiType))) return text;
  return field?.fieldUiType === 'mobile' ? maskWholeMobile(text) : maskValue(text);
}

function sectionEntries(
  section: Record<string, unknown> | undefined,
  options: FormDataOptions,
): TOrderFormField[] {
  if (!section) return [];
  return Object.entries(section).flatMap(([name, value]) => {
    const text = textOf(value, options.language);
    if (text === '') return [];
    const label = SECTION_LABELS[name]?.[options.language] ?? name;
    if (options.whole || SECTION_CODES.has(name)) return [{ name, label, value: text }];
    return [{ name, label, value: SECTION_MOBILES.has(name) ? maskWholeMobile(text) : maskValue(text) }];
  });
}

/** The kept details as the console shows them, fields in the order the form lists them. */
export function formDataView(
  kept: KeptDetails,
  fieldList: readonly FormField[],
  options: FormDataOptions,
): TOrderFormData {
  const known = new Map(fieldList.map((field) => [field.fieldName, field]));
  const names = [
    ...fieldList.map((field) => field.fieldName).filter((name) => name in kept.fields),
    ...Object.keys(kept.fields).filter((name) => !known.has(name)),
  ];
  return {
    fields: names.flatMap((name) => {
      const field = known.get(name);
      const value = fieldText(field, kept.fields[name] as FieldValue, options);
      return value === '' ? [] : [{ name, label: field?.fieldShowName ?? name, value }];
    }),
    certificate: sectionEntries(kept.certificate, options),
    receipt: sectionEntries(kept.receipt, options),
    postal: sectionEntries(kept.postal, options),
  };
}
