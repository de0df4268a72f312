import type { Language } from './language.ts';

/**
 * A refused field of an admin request, named by its label ({label}) with the limit it broke; a
 * field inside a list says which row ({row}, counted from 1).
 */
export const FIELD_MESSAGES = {
  'admin.field.missing': { zh_CN: '请填写{label}', English: '{label} is required' },
  'admin.field.tooSmallNumber': {
    zh_CN: '{label}不能小于{min}',
    English: '{label} cannot be less than {min}',
  },
  'admin.field.tooBigNumber': { zh_CN: '{label}不能大于{max}', English: '{label} cannot be more than {max}' },
  'admin.field.tooShortText': {
    zh_CN: '{label}至少{min}个字',
    English: '{label} needs at least {min} characters',
  },
  'admin.field.tooLongText': {
    zh_CN: '{label}不能超过{max}个字',
    English: '{label} can be at most {max} characters',
  },
  'admin.field.tooFew': { zh_CN: '{label}至少{min}项', English: '{label} needs at least {min} entries' },
  'admin.field.tooMany': { zh_CN: '{label}最多{max}项', English: '{label} can have at most {max} entries' },
  'admin.field.amount': {
    zh_CN: '{label}须为0至{max}元之间的金额，最多两位小数',
    English: '{label} must be an amount from 0 to ¥{max}, with at most two decimals',
  },
  'admin.field.positive': { zh_CN: '{label}须大于0', English: '{label} must be more than 0' },
  'admin.field.invalid': { zh_CN: '{label}格式不正确', English: '{label} is not valid' },
  'admin.field.inRow': { zh_CN: '第{row}项：{text}', English: 'Row {row}: {text}' },
} as const satisfies Record<string, Record<Language, string>>;
