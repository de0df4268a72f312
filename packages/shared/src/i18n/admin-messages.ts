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
} as const satisfies Record<string, Record<Language, string>>;
