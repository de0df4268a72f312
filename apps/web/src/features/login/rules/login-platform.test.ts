import { describe, expect, it } from 'vitest';
import { loginPlatform } from './login-platform.ts';

const WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47';
const MINI = `${WECHAT} miniProgram/wx1234567890`;
const ANDROID_MINI =
  'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36 MicroMessenger/8.0.47 MiniProgramEnv/android';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0.0.0 Safari/537.36';

describe('loginPlatform', () => {
  it.each([
    [WECHAT, 'wechatH5'],
    [MINI, 'wechatMini'],
    [ANDROID_MINI, 'wechatMini'],
    [SAFARI, 'pc'],
    [DESKTOP, 'pc'],
    ['', 'pc'],
  ])('%s → %s', (userAgent, expected) => {
    expect(loginPlatform(userAgent)).toBe(expected);
  });
});
