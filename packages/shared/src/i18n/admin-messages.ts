import type { Language } from './language.ts';

/** Messages of the admin API, in the staff member's language (merged into the server catalogue). */
export const ADMIN_MESSAGES = {
  'admin.loginFailed': {
    zh_CN: '用户名、密码或动态验证码错误',
    English: 'Wrong username, password or authenticator code',
  },
  'admin.sessionRequired': {
    zh_CN: '登录已过期，请重新登录',
    English: 'Your session has ended, please sign in again',
  },
  'admin.forbidden': {
    zh_CN: '您的角色无权执行此操作',
    English: 'Your role is not allowed to do this',
  },
  'admin.csrfInvalid': {
    zh_CN: '页面已过期，请刷新后重试',
    English: 'This page has expired, reload it and try again',
  },
  'admin.usernameTaken': { zh_CN: '用户名已存在', English: 'This username is taken' },
  'admin.notYourself': {
    zh_CN: '不能停用自己的账号或修改自己的角色',
    English: 'You cannot disable your own account or change your own role',
  },
  'admin.lastAdministrator': {
    zh_CN: '至少保留一名启用的管理员',
    English: 'At least one active administrator must remain',
  },
  // ---- donation form builder ----
  'formBuilder.duplicateName': {
    zh_CN: '字段名“{name}”重复',
    English: 'The field name "{name}" is used twice',
  },
  'formBuilder.noOptions': { zh_CN: '请至少添加一个选项', English: 'Add at least one option' },
  'formBuilder.duplicateOption': { zh_CN: '选项值不能重复', English: 'Option values must be unique' },
  'formBuilder.lengthNotApplicable': {
    zh_CN: '只有文本类字段可以限制长度',
    English: 'Only text fields can have a length limit',
  },
  'formBuilder.lengthRange': {
    zh_CN: '长度上限须大于0且不小于下限',
    English: 'The maximum length must be above 0 and not below the minimum',
  },
  'formBuilder.conditionMissing': {
    zh_CN: '显示条件引用的字段“{name}”不存在',
    English: 'The condition refers to a field "{name}" that does not exist',
  },
  'formBuilder.conditionCycle': {
    zh_CN: '显示条件不能依赖字段自身',
    English: 'A field cannot be shown on a condition that depends on itself',
  },
  'formBuilder.conditionValueMissing': {
    zh_CN: '请填写条件字段的取值',
    English: 'Enter the value of the condition field',
  },
  'formBuilder.conditionValueUnknown': {
    zh_CN: '条件取值“{value}”不是该字段的选项',
    English: 'The condition value "{value}" is not an option of that field',
  },
  'formBuilder.largeAmountMissing': {
    zh_CN: '开启大额提醒时须填写大额金额',
    English: 'Enter the large amount when the reminder is on',
  },
  'formBuilder.receiptTypeMissing': {
    zh_CN: '开启收据时至少选择一种收据类型',
    English: 'Choose at least one receipt type when receipts are on',
  },
  'formBuilder.wayMissing': {
    zh_CN: '请至少选择一种领取方式',
    English: 'Choose at least one way to receive it',
  },
} as const satisfies Record<string, Record<Language, string>>;
