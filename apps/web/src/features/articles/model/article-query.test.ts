import { describe, expect, it } from 'vitest';
import { articleDetailPath, articleListQueryOf, articleSourceOf, articleStyleOf } from './article-query.ts';

describe('articleStyleOf', () => {
  it.each([
    ['1', 'text'],
    ['2', 'thumb'],
    ['3', 'cover'],
    ['4', 'grid'],
    ['5', 'timeline'],
    ['6', 'summary'],
    [null, 'text'],
    ['', 'text'],
    ['0', 'text'],
    ['7', 'text'],
    ['2.5', 'text'],
    ['grid', 'text'],
  ])('style %s is %s', (text, style) => {
    expect(articleStyleOf(text)).toBe(style);
  });
});

describe('articleSourceOf', () => {
  it.each([
    ['web', 'web'],
    [' web ', 'web'],
    ['', 'default'],
    [null, 'default'],
    ['Web', 'default'],
    ['app', 'default'],
  ])('from=%s asks the %s source', (from, source) => {
    expect(articleSourceOf(from)).toBe(source);
  });
});

describe('articleListQueryOf', () => {
  it('reads every part of the list address', () => {
    const params = new URLSearchParams('id=2&style=4&from=web&websiteId=3&title=%E6%96%B0%E9%97%BB');
    expect(articleListQueryOf(params)).toEqual({
      categoryId: 2,
      style: 'grid',
      source: 'web',
      from: 'web',
      websiteId: 3,
      title: '新闻',
    });
  });

  it('falls back to every category, style 1, the default source and website 1', () => {
    expect(articleListQueryOf(new URLSearchParams('id=abc&websiteId=0'))).toEqual({
      categoryId: null,
      style: 'text',
      source: 'default',
      from: '',
      websiteId: 1,
      title: '',
    });
  });
});

describe('articleDetailPath', () => {
  it('hands the id and from on (doc 3 §2)', () => {
    expect(articleDetailPath(7, 'web')).toBe('/list-page?id=7&from=web');
    expect(articleDetailPath(7, '')).toBe('/list-page?id=7&from=');
  });
});
