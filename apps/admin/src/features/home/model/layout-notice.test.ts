import { describe, expect, it } from 'vitest';
import { layoutNoticeOf, layoutShows } from './layout-notice.ts';

describe('what 首页配置 says of the home layout in use', () => {
  it.each([
    ['default', 'zh_CN', '项目列表', ['banner', 'tile']],
    ['default', 'English', 'Project list', ['banner', 'tile']],
    ['banner', 'zh_CN', '横幅+宫格', []],
    ['banner', 'English', 'Banners and tiles', []],
    ['campaign', 'zh_CN', '活动主视觉', []],
    ['campaign', 'English', 'Campaign hero', []],
  ] as const)('%s in %s is “%s”, hiding %j', (name, language, words, hidden) => {
    const notice = layoutNoticeOf({ name, source: 'setting' }, language);
    expect(notice.name).toBe(words);
    expect(notice.hidden).toEqual(hidden);
    // Staff read words, never the layout's code.
    expect(notice.name).not.toBe(name);
    if (language === 'zh_CN') expect(`${notice.name}${notice.about}`).not.toMatch(/[a-z]/i);
  });

  it('keeps where the layout comes from (a setting, or the config file)', () => {
    expect(layoutNoticeOf({ name: 'banner', source: 'file' }, 'zh_CN').source).toBe('file');
  });

  it.each([
    ['default', 'banner', false],
    ['default', 'tile', false],
    ['banner', 'banner', true],
    ['banner', 'tile', true],
    ['campaign', 'banner', true],
    ['campaign', 'tile', true],
  ] as const)('a %s home shows a saved %s: %s', (name, kind, shown) => {
    expect(layoutShows({ name, source: 'file' }, kind)).toBe(shown);
  });
});
