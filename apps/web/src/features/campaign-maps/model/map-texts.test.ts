import { describe, expect, it } from 'vitest';
import { buildingTitle, mapTitle } from './map-texts.ts';

describe('a map title in the interface language', () => {
  it.each([
    ['zh_CN', { title: '一楼', titleEn: 'Ground floor' }, '一楼'],
    ['English', { title: '一楼', titleEn: 'Ground floor' }, 'Ground floor'],
    ['English', { title: '一楼', titleEn: '' }, '一楼'],
    ['zh_CN', { title: '', titleEn: 'Area B' }, ''],
    ['English', { title: '', titleEn: '' }, ''],
  ] as const)('in %s, %o shows "%s"', (language, texts, shown) => {
    expect(mapTitle(texts, language)).toBe(shown);
  });

  it('shows a building without a title by its number', () => {
    expect(buildingTitle({ id: 7, title: '图书馆', titleEn: 'Library' }, 'English')).toBe('Library');
    expect(buildingTitle({ id: 7, title: '图书馆', titleEn: 'Library' }, 'zh_CN')).toBe('图书馆');
    expect(buildingTitle({ id: 7, title: '', titleEn: '' }, 'English')).toBe('7');
  });
});
