import { describe, expect, it } from 'vitest';
import { dayOf, introField, introLines } from './tree-intro.ts';

describe('a tree intro (doc 4 §2.3: 位置, 科属, 生长习性)', () => {
  const lines = introLines('位置：图书馆东侧\n科属: 银杏科银杏属\n\n生长习性：喜光，耐寒\n一棵老树');

  it.each([
    ['位置', '图书馆东侧'],
    ['科属', '银杏科银杏属'],
    ['生长习性', '喜光，耐寒'],
    ['照片', ''],
  ])('%s is %s', (title, text) => {
    expect(introField(lines, title)).toBe(text);
  });

  it('keeps a line without a title', () => {
    expect(lines.at(-1)).toEqual({ title: '', text: '一棵老树' });
  });

  it.each([
    ['2026-03-12 10:20:30', '2026-03-12'],
    ['', ''],
  ])('day of %s is %s', (time, day) => {
    expect(dayOf(time)).toBe(day);
  });
});
