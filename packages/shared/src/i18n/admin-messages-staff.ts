import type { Language } from './language.ts';

/** Staff accounts' first sign-in: the authenticator's first code and the forced password change. */
export const STAFF_MESSAGES = {
  'admin.totpFirstCodeWrong': {
    zh_CN: '验证码不正确：请确认已扫描本次显示的二维码，并输入验证器当前显示的 6 位数字',
    English:
      'That code is not right: make sure the QR code shown now was scanned, and enter the 6 digits the authenticator shows',
  },
  'admin.totpAlreadyConfirmed': {
    zh_CN: '该账号的身份验证器已绑定',
    English: 'This account’s authenticator is already enrolled',
  },
  'admin.notYourselfTotp': {
    zh_CN: '不能重置自己的身份验证器，请由另一位管理员重置',
    English: 'You cannot reset your own authenticator; ask another administrator',
  },
  'admin.passwordChangeRequired': {
    zh_CN: '请先修改初始密码，再使用后台',
    English: 'Change your password before using the console',
  },
  'admin.currentPasswordWrong': {
    zh_CN: '当前密码不正确',
    English: 'The current password is not right',
  },
  'admin.passwordTooShort': {
    zh_CN: '新密码至少 {min} 位',
    English: 'The new password needs at least {min} characters',
  },
  'admin.passwordTooLong': {
    zh_CN: '新密码最多 {max} 位',
    English: 'The new password can have at most {max} characters',
  },
  'admin.passwordSameAsOld': {
    zh_CN: '新密码不能与当前密码相同',
    English: 'The new password must differ from the current one',
  },
  'admin.passwordIsUsername': {
    zh_CN: '新密码不能与用户名相同',
    English: 'The new password cannot be your username',
  },
} as const satisfies Record<string, Record<Language, string>>;
