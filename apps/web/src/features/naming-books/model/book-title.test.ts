import { describe, expect, it } from 'vitest';
import { shortBookTitle } from './book-title.ts';

describe('shortBookTitle', () => {
  it.each([
    ['', ''],
    ['三体', '三体'],
    ['一二三四五六七八九十一二三四五六七八九十一二三四', '一二三四五六七八九十一二三四五六七八九十一二三四'],
    [
      '一二三四五六七八九十一二三四五六七八九十一二三四五',
      '一二三四五六七八九十一二三四五六七八九十一二三四…',
    ],
    [
      '西方哲学史：及其与从古代到现代的政治、社会情况的联系',
      '西方哲学史：及其与从古代到现代的政治、社会情况的…',
    ],
    ['𠀀'.repeat(25), `${'𠀀'.repeat(24)}…`],
  ])('%s → %s', (title, expected) => {
    expect(shortBookTitle(title)).toBe(expected);
  });

  it('takes another limit', () => {
    expect(shortBookTitle('abcdef', 3)).toBe('abc…');
    expect(shortBookTitle('abc', 3)).toBe('abc');
  });
});
