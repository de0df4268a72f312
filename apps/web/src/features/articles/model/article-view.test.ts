import { describe, expect, it } from 'vitest';
import { articleDate, articlePageTitle, fromWebDetail, fromWebRow } from './article-view.ts';

const fields = {
  id: 3,
  thumbnailImage: '/files/a.jpg',
  publishDate: '2025-06-25 09:30:00',
  readCount: 12,
  intro: '简介',
};

describe('the two sources', () => {
  it('read articleTitle as the title', () => {
    expect(fromWebRow({ ...fields, articleTitle: '新闻' })).toEqual({ ...fields, title: '新闻' });
    expect(fromWebDetail({ ...fields, articleTitle: '新闻', content: '<p>x</p>' })).toEqual({
      ...fields,
      title: '新闻',
      content: '<p>x</p>',
    });
  });
});

describe('articleDate', () => {
  it('shows the date only', () => {
    expect(articleDate(fields)).toBe('2025-06-25');
  });
});

describe('articlePageTitle', () => {
  it.each([
    [{ title: '新闻' }, '列表', '新闻'],
    [{ title: '  ' }, '来自地址', '来自地址'],
    [null, '来自地址', '来自地址'],
    [null, '', ''],
  ])('%o with %s in the address is %s', (article, fromAddress, title) => {
    expect(articlePageTitle(article, fromAddress)).toBe(title);
  });
});
