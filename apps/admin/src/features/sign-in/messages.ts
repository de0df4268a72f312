import { registerMessages } from '../../i18n/register-messages.ts';

const zh = {
  title: '登录',
  subtitle: '基金会员工专用，请使用您的账号和身份验证器登录',
  username: '用户名',
  usernameRequired: '请输入用户名',
  password: '密码',
  passwordRequired: '请输入密码',
  totp: '动态验证码',
  totpHint: '身份验证器（如 Google Authenticator、Microsoft Authenticator）中显示的 6 位数字',
  totpRequired: '请输入 6 位动态验证码',
  submit: '登录',
  failed: '登录失败',
  changeTitle: '修改密码',
  changeForced: '首次登录（或管理员重置密码后）须先设置您自己的新密码，才能使用后台。',
  changeFor: '账号：{{username}}',
  currentPassword: '当前密码',
  currentPasswordRequired: '请输入当前密码',
  newPassword: '新密码',
  newPasswordHint: '至少 {{min}} 位，不能与当前密码或用户名相同',
  confirmPassword: '再次输入新密码',
  confirmMismatch: '两次输入的新密码不一致',
  problem: {
    tooShort: '新密码至少 {{min}} 位',
    tooLong: '新密码最多 {{max}} 位',
    sameAsOld: '新密码不能与当前密码相同',
    isUsername: '新密码不能与用户名相同',
  },
  changeSubmit: '保存新密码',
  signOut: '退出登录',
  passwordChanged: '密码已修改',
  demoTitle: '演示环境',
  demoBody:
    '演示管理员：用户名 admin，密码 admin-demo-2026。动态验证码可在项目目录运行 npm run demo:totp -w @alma/server -- admin 获取；其他角色的演示账号见 README。',
};

const en: typeof zh = {
  title: 'Sign in',
  subtitle: 'For foundation staff: your account and your authenticator app',
  username: 'Username',
  usernameRequired: 'Enter your username',
  password: 'Password',
  passwordRequired: 'Enter your password',
  totp: 'Authenticator code',
  totpHint: 'The 6 digits your authenticator app (Google Authenticator, Microsoft Authenticator…) shows',
  totpRequired: 'Enter the 6-digit code',
  submit: 'Sign in',
  failed: 'Sign-in failed',
  changeTitle: 'Change your password',
  changeForced:
    'At the first sign-in (or after an administrator reset it) choose a password of your own before using the console.',
  changeFor: 'Account: {{username}}',
  currentPassword: 'Current password',
  currentPasswordRequired: 'Enter your current password',
  newPassword: 'New password',
  newPasswordHint: 'At least {{min}} characters, not your current password or your username',
  confirmPassword: 'New password again',
  confirmMismatch: 'The two new passwords differ',
  problem: {
    tooShort: 'The new password needs at least {{min}} characters',
    tooLong: 'The new password can have at most {{max}} characters',
    sameAsOld: 'The new password must differ from the current one',
    isUsername: 'The new password cannot be your username',
  },
  changeSubmit: 'Save the new password',
  signOut: 'Sign out',
  passwordChanged: 'Password changed',
  demoTitle: 'Demo installation',
  demoBody:
    'Demo administrator: username admin, password admin-demo-2026. Get a code with npm run demo:totp -w @alma/server -- admin in the project folder; the README lists the other roles’ demo accounts.',
};

registerMessages('signIn', zh, en);
