import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test/memory-storage.ts';
import {
  addressWithoutCode,
  inOfficialAccount,
  mayAuthoriseAgain,
  NotInOfficialAccountError,
  startWechatAuthorisation,
} from './wechat-auth.ts';

const WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';

beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('the official-account context', () => {
  it('is the WeChat browser, not its mini-program web view nor another browser', () => {
    expect(inOfficialAccount(WECHAT)).toBe(true);
    expect(inOfficialAccount(`${WECHAT} miniProgram`)).toBe(false);
    expect(inOfficialAccount(SAFARI)).toBe(false);
  });

  it('outside it, authorisation is refused with 未在公众号环境中打开', async () => {
    vi.stubGlobal('navigator', { userAgent: SAFARI });
    const refusal = startWechatAuthorisation();
    await expect(refusal).rejects.toBeInstanceOf(NotInOfficialAccountError);
    await expect(refusal).rejects.toThrow('未在公众号环境中打开');
  });
});

describe('leaving for WeChat again', () => {
  it('is allowed twice a minute per tab, so a failing WeChat does not bounce the donor forever', () => {
    const t0 = 1_800_000_000_000;
    expect(mayAuthoriseAgain(t0)).toBe(true);
    expect(mayAuthoriseAgain(t0 + 1000)).toBe(true);
    expect(mayAuthoriseAgain(t0 + 2000)).toBe(false);
    expect(mayAuthoriseAgain(t0 + 59_000)).toBe(false);
    expect(mayAuthoriseAgain(t0 + 60_500)).toBe(true);
  });

  it('takes a broken record as none', () => {
    sessionStorage.setItem('wechatAuthTries', '{not json');
    expect(mayAuthoriseAgain()).toBe(true);
  });
});

describe('the address after coming back', () => {
  it('loses the code, the state and a #wechat_redirect kept from the authorise address', () => {
    expect(addressWithoutCode('https://give.example.cn/?from=x&code=c&state=s#/mine')).toBe(
      'https://give.example.cn/?from=x#/mine',
    );
    expect(addressWithoutCode('https://give.example.cn/?code=c&state=s#wechat_redirect')).toBe(
      'https://give.example.cn/',
    );
  });
});
