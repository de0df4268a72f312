import { NICKNAME_MAX_LENGTH } from '@alma/shared/constants/limits';
import { describe, expect, it } from 'vitest';
import {
  clampNickname,
  earnedCount,
  loginAddressFor,
  menuEntries,
  nicknameProblem,
  offersWechatProfile,
  promptsBindMobile,
  showsDefaultAwards,
  statementYears,
} from './mine-view.ts';

describe('earned awards', () => {
  it.each([
    [[], 0, true],
    [[0, 0, 0], 0, true],
    [[1, 0, 1], 2, false],
    [[3], 1, false],
  ])('%o → %i earned, defaults %s', (counts, earned, defaults) => {
    const awards = counts.map((recordCount) => ({ recordCount }));
    expect(earnedCount(awards)).toBe(earned);
    expect(showsDefaultAwards(awards)).toBe(defaults);
  });
});

describe('promptsBindMobile', () => {
  it.each([
    [1, 1, true],
    [1, 2, false],
    [0, 1, false],
    [0, 2, false],
  ] as const)('isOpenLogin %i, accountType %i → %s', (isOpenLogin, accountType, expected) => {
    expect(promptsBindMobile({ isOpenLogin, accountType })).toBe(expected);
  });
});

describe('offersWechatProfile', () => {
  const place = { wechatAuthorise: true, inOfficialAccount: true };
  it.each([
    ['微信用户', '', place, true],
    ['', '', place, true],
    ['李四', '', place, false],
    ['微信用户', 'https://thirdwx.qlogo.cn/a/132', place, false],
    ['微信用户', '', { ...place, wechatAuthorise: false }, false],
    ['微信用户', '', { ...place, inOfficialAccount: false }, false],
  ] as const)('nickname %j, avatar %j, %o → %s', (nickname, avatar, where, expected) => {
    expect(offersWechatProfile({ nickname, avatar }, where)).toBe(expected);
  });
});

describe('menuEntries', () => {
  const routes = (config: Parameters<typeof menuEntries>[0]) =>
    menuEntries(config).map((entry) => entry.route);
  it.each([
    [
      { isOpenReceipt: 1 } as const,
      ['mine-don', 'mine-together', 'mine-gm', 'mine-book', 'mine-paper', 'contract-cpu/myList'],
    ],
    [
      { isOpenReceipt: 0 } as const,
      ['mine-don', 'mine-together', 'mine-gm', 'mine-book', 'contract-cpu/myList'],
    ],
    [undefined, ['mine-don', 'mine-together', 'mine-gm', 'mine-book', 'contract-cpu/myList']],
  ])('%o → %o', (config, expected) => {
    expect(routes(config)).toEqual(expected);
  });
});

describe('nickname', () => {
  const max = 'a'.repeat(NICKNAME_MAX_LENGTH);
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['小明', null],
    [max, null],
    [`${max}b`, 'tooLong'],
    ['😀'.repeat(NICKNAME_MAX_LENGTH), null],
  ])('%j → %s', (text, expected) => {
    expect(nicknameProblem(text)).toBe(expected);
  });

  it.each([
    ['小明', '小明'],
    [`${max}xyz`, max],
    ['😀'.repeat(NICKNAME_MAX_LENGTH + 2), '😀'.repeat(NICKNAME_MAX_LENGTH)],
  ])('clamps %j to %j', (text, expected) => {
    expect(clampNickname(text)).toBe(expected);
  });
});

describe('loginAddressFor', () => {
  it.each([
    ['/mine', '/login?redirect=%2Fmine'],
    ['/form?id=1', '/login?redirect=%2Fform%3Fid%3D1'],
  ])('%s → %s', (route, expected) => {
    expect(loginAddressFor(route)).toBe(expected);
  });
});

describe('statementYears', () => {
  it('offers this year and the four before, newest first', () => {
    expect(statementYears(new Date('2025-06-01T12:00:00+08:00'))).toEqual([2025, 2024, 2023, 2022, 2021]);
  });

  it('counts the year in Shanghai time', () => {
    // 31 Dec 2025 17:00 UTC is already 1 Jan 2026 in Shanghai.
    expect(statementYears(new Date('2025-12-31T17:00:00Z'))[0]).toBe(2026);
  });
});
