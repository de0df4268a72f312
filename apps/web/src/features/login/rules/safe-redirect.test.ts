import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_LOGIN, safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it.each([
    ['/subject-detail?id=1', '/subject-detail?id=1'],
    ['/form?id=3&subItemsId=7', '/form?id=3&subItemsId=7'],
    ['/mine', '/mine'],
    ['/', '/'],
    ['  /mine-don  ', '/mine-don'],
  ])('keeps the in-app route %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['mine'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['/\tevil'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['/login'],
    ['/login?redirect=/mine'],
    [`/${'a'.repeat(2100)}`],
  ])('refuses %s and falls back to mine', (raw) => {
    expect(safeRedirect(raw)).toBe(DEFAULT_AFTER_LOGIN);
  });
});
