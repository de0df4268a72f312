import { registerMessages } from '../../i18n/register-messages.ts';

/** Strings of the login screen (spec doc 3 §2, §5, §8). */
const zh = {
  title: '欢迎登录',
  tabs: { label: '登录方式', mobile: '验证码登录', account: '账号登录' },
  field: {
    mobile: '手机号',
    mobilePlaceholder: '请输入手机号',
    code: '验证码',
    codePlaceholder: '请输入验证码',
    username: '账号',
    usernamePlaceholder: '请输入账号',
    password: '密码',
    passwordPlaceholder: '请输入密码',
  },
  sms: { send: '获取验证码', wait: '{{count}}秒后重发', sent: '验证码已发送' },
  agree: { prefix: '我已阅读并同意', fallbackTitle: '用户协议', link: '《{{title}}》', close: '我知道了' },
  check: {
    agreeRequired: '请同意并阅读相关协议',
    mobileRequired: '请输入手机号',
    mobileInvalid: '请输入合法的手机号',
    codeRequired: '请输入验证码',
    usernameRequired: '请输入账号',
    passwordRequired: '请输入密码',
  },
  submit: '登录',
  notRegistered: '账号不存在',
  success: '登录成功',
};

const en: typeof zh = {
  title: 'Welcome',
  tabs: { label: 'Login method', mobile: 'Code login', account: 'Password login' },
  field: {
    mobile: 'Mobile',
    mobilePlaceholder: 'Please enter your mobile number',
    code: 'Code',
    codePlaceholder: 'Please enter the code',
    username: 'Account',
    usernamePlaceholder: 'Please enter your account',
    password: 'Password',
    passwordPlaceholder: 'Please enter your password',
  },
  sms: { send: 'Get code', wait: 'Resend in {{count}}s', sent: 'The code has been sent' },
  agree: {
    prefix: 'I have read and agree to ',
    fallbackTitle: 'User Agreement',
    link: 'the {{title}}',
    close: 'Got it',
  },
  check: {
    agreeRequired: 'Please read and agree to the agreement',
    mobileRequired: 'Please enter your mobile number',
    mobileInvalid: 'Please enter a valid mobile number',
    codeRequired: 'Please enter the code',
    usernameRequired: 'Please enter your account',
    passwordRequired: 'Please enter your password',
  },
  submit: 'Log in',
  notRegistered: 'The account does not exist',
  success: 'Logged in',
};

registerMessages('login', zh, en);
