import { describe, expect, it } from 'vitest';
import { isOwnPage } from '../../http/own-page.ts';
import { withCodeAndState, withoutCodeAndState } from './wechat-redirect.ts';

describe('withCodeAndState', () => {
  it.each([
    ['https://a.cn/', 'https://a.cn/?code=C&state=S'],
    ['https://a.cn/#/mine?id=3', 'https://a.cn/?code=C&state=S#/mine?id=3'],
    ['https://a.cn/?from=timeline#/x', 'https://a.cn/?from=timeline&code=C&state=S#/x'],
    ['https://a.cn/?q=a%20b+c&', 'https://a.cn/?q=a%20b+c&code=C&state=S'],
    ['https://a.cn/page?#', 'https://a.cn/page?code=C&state=S#'],
  ])('%s → %s', (page, expected) => {
    expect(withCodeAndState(page, 'C', 'S')).toBe(expected);
  });

  it('encodes the code', () => {
    expect(withCodeAndState('https://a.cn/', 'a&b=c', 'S')).toBe('https://a.cn/?code=a%26b%3Dc&state=S');
  });
});

describe('withoutCodeAndState', () => {
  it.each([
    ['https://a.cn/?code=1&state=2', 'https://a.cn/'],
    ['https://a.cn/?a=1&code=1&b=2&state&c=3#/m?code=9', 'https://a.cn/?a=1&b=2&c=3#/m?code=9'],
    ['https://a.cn/?codex=1&mystate=2', 'https://a.cn/?codex=1&mystate=2'],
    ['https://a.cn/#/m', 'https://a.cn/#/m'],
  ])('%s → %s', (page, expected) => {
    expect(withoutCodeAndState(page)).toBe(expected);
  });
});

describe('isOwnPage', () => {
  const PUBLIC = 'https://give.example.edu.cn';
  it.each([
    ['https://give.example.edu.cn/#/mine', true],
    ['https://give.example.edu.cn:443/x', true],
    ['http://localhost:5173/', true],
    ['http://127.0.0.1:3000/', true],
    ['http://[::1]:3000/', true],
    ['https://give.example.edu.cn:8443/', false],
    ['http://give.example.edu.cn/', false],
    ['https://evil.example/?https://give.example.edu.cn/', false],
    ['https://give.example.edu.cn.evil.example/', false],
    ['https://give.example.edu.cn@evil.example/', false],
    ['https://x:y@give.example.edu.cn/', false],
    ['ftp://localhost/', false],
    ['//give.example.edu.cn/', false],
  ])('%s → %s', (url, own) => {
    expect(isOwnPage(url, PUBLIC)).toBe(own);
  });

  it.each([
    ['https://give.example.edu.cn/#/mine', true],
    ['http://localhost:5173/', false],
    ['http://127.0.0.1:3000/', false],
    ['http://[::1]:3000/', false],
  ])('without localhost (production login): %s → %s', (url, own) => {
    expect(isOwnPage(url, PUBLIC, false)).toBe(own);
  });
});
