import { describe, expect, it } from 'vitest';
import { asksForDesktop, isHomeListRoute, rewriteLoginPath, rewriteToPage } from './address.ts';

describe('rewriteToPage', () => {
  it.each([
    ['/', '?to-page=subject-detail&id=3', '/#/subject-detail?id=3'],
    ['/app/', '?to-page=/mine', '/app/#/mine'],
    ['/', '?to-page=%23%2Fsuccess&billNo=B1', '/#/success?billNo=B1'],
    // WeChat's code and state belong to the page address, where the token exchange reads them.
    ['/', '?code=c1&to-page=mine&state=s1&tab=2', '/?code=c1&state=s1#/mine?tab=2'],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(rewriteToPage(pathname, search)).toBe(expected);
  });

  it('leaves an address without to-page alone', () => {
    expect(rewriteToPage('/', '?id=3')).toBeNull();
  });
});

describe('asksForDesktop', () => {
  it.each([
    ['?desktop=1', '', true],
    ['', '#/subject?desktop=1', true],
    ['?desktop=0', '#/', false],
    ['', '#/subject?tab=2', false],
  ])('search %j hash %j → %s', (search, hash, expected) => {
    expect(asksForDesktop(search, hash)).toBe(expected);
  });
});

describe('isHomeListRoute', () => {
  it.each([
    ['', true],
    ['#/', true],
    ['#/?desktop=1', true],
    ['#/subject', true],
    ['#/subject?from=share', true],
    ['#/?tab=2', false],
    ['#/subject?s=基金', false],
    ['#/subject-detail?id=1', false],
    ['#/mine', false],
  ])('%s → %s', (hash, expected) => {
    expect(isHomeListRoute(hash)).toBe(expected);
  });
});

describe('rewriteLoginPath', () => {
  it.each([
    ['/login', '', '', '/#/login'],
    ['/login', '?redirect=%2Fmine', '', '/#/login?redirect=%2Fmine'],
    ['/app/login', '', '#', '/app/#/login'],
  ])('%s%s%s → %s', (pathname, search, hash, expected) => {
    expect(rewriteLoginPath(pathname, search, hash)).toBe(expected);
  });

  it.each([
    ['/', '', ''],
    ['/login', '', '#/mine'],
    ['/logins', '', ''],
    ['/login/x', '', ''],
  ])('leaves %s%s%s alone', (pathname, search, hash) => {
    expect(rewriteLoginPath(pathname, search, hash)).toBeNull();
  });
});
