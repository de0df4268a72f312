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
  demoTitle: 'Demo installation',
  demoBody:
    'Demo administrator: username admin, password admin-demo-2026. Get a code with npm run demo:totp -w @alma/server -- admin in the project folder; the README lists the other roles’ demo accounts.',
};

registerMessages('signIn', zh, en);
