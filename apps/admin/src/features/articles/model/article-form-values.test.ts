import type { TArticleDetail } from '@alma/shared/admin-api/articles';
import { describe, expect, it } from 'vitest';
import { articleFormOf, articleInput, formFieldOf, publishDateOf } from './article-form-values.ts';

const detail: TArticleDetail = {
  id: 7,
  categoryId: 3,
  categoryName: '基金会新闻',
  title: '颁奖典礼',
  intro: '简介',
  thumbnailImage: '/files/console/202506/abcdefghijklmnop.png',
  content: '<p><strong>正文</strong></p>',
  publishDate: '2025-06-01 09:30:27',
  status: 1,
  scheduled: false,
  readCount: 12,
  updatedAt: '2025-06-01 10:00:00',
  createdAt: '2025-06-01 09:00:00',
};

describe('article form values', () => {
  it('starts a new article in the first category, published from this minute in Shanghai', () => {
    // 2025-06-30 17:05:41 UTC is 2025-07-01 01:05 in Shanghai.
    const form = articleFormOf(undefined, new Date(Date.UTC(2025, 5, 30, 17, 5, 41)), 4);
    expect(form).toEqual({
      categoryId: 4,
      title: '',
      intro: '',
      thumbnailImage: '',
      content: '',
      publishAt: '2025-07-01T01:05',
    });
  });

  it('shows a stored article, its time to the minute', () => {
    expect(articleFormOf(detail, new Date())).toMatchObject({ categoryId: 3, publishAt: '2025-06-01T09:30' });
  });

  it.each([
    ['2025-06-01T09:30', '2025-06-01 09:30:27', '2025-06-01 09:30:27'],
    ['2025-06-01T09:31', '2025-06-01 09:30:27', '2025-06-01 09:31:00'],
    ['2025-06-01T09:31', undefined, '2025-06-01 09:31:00'],
    ['2025-06-01T09:31:15', undefined, '2025-06-01 09:31:15'],
    ['', undefined, ''],
  ])('publish time %s (stored %s) is sent as %s', (picked, stored, wire) => {
    expect(publishDateOf(picked, stored)).toBe(wire);
  });

  it('sends the form trimmed, with a status only when the save publishes or withdraws', () => {
    const form = { ...articleFormOf(detail, new Date()), title: '  新标题 ', intro: ' 简介 ' };
    expect(articleInput(form, detail)).toEqual({
      categoryId: 3,
      title: '新标题',
      intro: '简介',
      thumbnailImage: detail.thumbnailImage,
      content: detail.content,
      publishDate: '2025-06-01 09:30:27',
    });
    expect(articleInput(form, detail, 0).status).toBe(0);
  });

  it('puts a server refusal under the field it names', () => {
    expect(formFieldOf('publishDate')).toBe('publishAt');
    expect(formFieldOf('title')).toBe('title');
    expect(formFieldOf('body')).toBeNull();
  });
});
