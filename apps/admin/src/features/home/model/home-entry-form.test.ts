import type { THomeEntryRow } from '@alma/shared/admin-api/home';
import { describe, expect, it } from 'vitest';
import { homeEntryFormOf, homeEntryInput, homeEntryProblem, linkUrlMessage } from './home-entry-form.ts';

const row = (changes: Partial<THomeEntryRow>): THomeEntryRow => ({
  id: 1,
  kind: 'tile',
  title: '全部项目',
  titleEn: 'All projects',
  intro: '',
  introEn: '',
  src: '',
  linkUrl: '/subject',
  itemsId: null,
  sort: 1,
  isShow: true,
  itemsName: null,
  updatedAt: '2026-01-01 10:00:00',
  ...changes,
});

describe('the home entry form', () => {
  it('starts a new entry after the last of its kind, shown, leading nowhere yet', () => {
    const rows = [row({ sort: 4 }), row({ id: 2, sort: 9, kind: 'banner' })];
    expect(homeEntryFormOf(null, 'tile', rows)).toMatchObject({
      kind: 'tile',
      sort: 5,
      isShow: true,
      linkUrl: '',
    });
    expect(homeEntryFormOf(null, 'banner', [])).toMatchObject({ kind: 'banner', sort: 1 });
  });

  it('edits a row as it is, and sends it back trimmed, with no project as null', () => {
    const values = homeEntryFormOf(row({ title: '全部项目' }), 'tile', []);
    expect(values).not.toHaveProperty('id');
    expect(
      homeEntryInput({ ...values, title: ' 全部 ', linkUrl: ' /subject ', itemsId: undefined }),
    ).toMatchObject({
      title: '全部',
      linkUrl: '/subject',
      itemsId: null,
    });
  });

  it.each([
    [
      { linkUrl: 'javascript:alert(1)' },
      'zh_CN',
      'linkUrl',
      '链接须为 http:// 或 https:// 开头的网址，或以 / 开头的站内页面（如 /subject）',
    ],
    [{ linkUrl: '' }, 'zh_CN', 'linkUrl', '请填写链接或选择项目'],
    [{ linkUrl: '', itemsId: 3, kind: 'banner' as const }, 'English', 'src', 'A banner needs a picture'],
  ] as const)('%j (%s) → %s: %s', (changes, language, field, message) => {
    const values = { ...homeEntryFormOf(row({}), 'tile', []), ...changes };
    expect(homeEntryProblem(values, language)).toEqual({ field, message });
  });

  it('passes a link or a project', () => {
    expect(homeEntryProblem(homeEntryFormOf(row({}), 'tile', []), 'zh_CN')).toBeNull();
    expect(
      homeEntryProblem({ ...homeEntryFormOf(row({}), 'tile', []), linkUrl: '', itemsId: 3 }, 'zh_CN'),
    ).toBeNull();
    expect(linkUrlMessage('mine', 'English')).toMatch(/^A link must be/);
    expect(linkUrlMessage('https://example.org', 'zh_CN')).toBeNull();
    expect(linkUrlMessage(undefined, 'zh_CN')).toBeNull();
  });
});
