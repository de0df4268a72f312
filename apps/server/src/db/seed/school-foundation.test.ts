import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { THomeEntries } from '@alma/shared/api/home';
import type { TBaseConfig } from '@alma/shared/api/site';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { schoolFoundationOf } from './school-foundation.ts';
import { seedDemoIfEmpty } from './seed-demo.ts';

const DONATEU = '/uplus-foundation/app/v1/donateu';

describe('schoolFoundationOf', () => {
  it.each([
    [
      { demoFoundation: { title: ' 湖畔学院教育基金会 ', shareTitle: '湖畔', extra: 'x' } },
      { title: '湖畔学院教育基金会', shareTitle: '湖畔' },
    ],
    [{ demoFoundation: { title: '', shareDesc: 3, shareTitle: 'a\u0000b' } }, {}],
    [{ demoFoundation: { title: 'x'.repeat(101) } }, {}],
    [{ demoFoundation: ['title'] }, {}],
    [{}, {}],
    [null, {}],
  ])('%j → %j', (file, expected) => {
    expect(schoolFoundationOf(file as Record<string, unknown> | null)).toEqual(expected);
  });
});

describe('a fresh demo database of the school ALMA_SCHOOL names', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-seed-dist-'));
    fs.mkdirSync(path.join(dist, 'config/lakeside'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'config/index.json'), '{"School":"demo"}');
    fs.writeFileSync(
      path.join(dist, 'config/lakeside/index.json'),
      JSON.stringify({
        theme: 'campaign',
        demoFoundation: { title: '湖畔学院教育基金会', shareTitle: '湖畔学院 · 一起向未来' },
      }),
    );
    t = await createTestApp({ WEB_DIST: dist, ALMA_SCHOOL: 'lakeside' });
    expect(await seedDemoIfEmpty(t.deps)).toBe(true);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('takes its foundation’s names from the school’s config file', async () => {
    const base = (await t.get<TBaseConfig>(`${DONATEU}/index/baseConfig`)).data;
    expect(base.title).toBe('湖畔学院教育基金会');
    expect(base.shareTitle).toBe('湖畔学院 · 一起向未来');
    // What the file does not name stays the demo's.
    expect(base.shareDesc).not.toBe('');
  });

  it('has banners and tiles with real pictures, in order, leading to a project or an in-app page', async () => {
    const { banners, tiles } = (await t.get<THomeEntries>(`${DONATEU}/index/homeEntries`)).data;
    expect(banners.map((entry) => entry.title)).toEqual([
      '励志奖学金',
      '新校区“一草一木”绿化工程',
      '校友“饮水思源”基金',
    ]);
    expect(banners.every((entry) => entry.itemsId !== null && entry.linkUrl === '')).toBe(true);
    expect(tiles.map((entry) => [entry.title, entry.linkUrl || entry.itemsId])).toEqual([
      ['全部项目', '/subject'],
      ['爱心午餐', 18],
      ['捐赠名录', '/jzml'],
      ['个人中心', '/mine'],
    ]);
    for (const entry of [...banners, ...tiles]) {
      const key = entry.src.replace(/^\/files\//, '');
      const local = await t.deps.storage.get(key);
      if (!local) throw new Error(`${entry.title}: no stored file`);
      expect((await sharp(local).metadata()).width).toBeGreaterThan(0);
    }
    const english = (await t.get<THomeEntries>(`${DONATEU}/index/homeEntries`, {}, { language: 'English' }))
      .data;
    expect(english.tiles[0]?.title).toBe('All projects');
  });
});
