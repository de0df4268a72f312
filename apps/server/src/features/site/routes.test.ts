import { DONATEU, SYSTEM_API } from '@alma/shared/api/spec-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { foundation, receiptConfig, settings } from '../../db/schema/site.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.deps.database;
  await db.insert(foundation).values({
    title: '示范大学教育发展基金会',
    agreeTitle: '捐赠协议',
    agreeContent: '<p>协议</p>',
    awardExplain: '说明',
  });
  await db
    .insert(receiptConfig)
    .values({ isOpenReceipt: true, receiptTypeList: ['1', '2'], receiptWayPaperList: ['1', '2'] });
  await db.insert(settings).values([
    { key: 'donateu_alumni_auth_skip', value: '{"appid":"wx1","path":"pages/auth","originalId":"gh_1"}' },
    { key: 'school_logo', value: '/files/logo.png' },
    { key: 'private_thing', value: 'secret', isPublic: false },
  ]);
});
afterAll(() => t.close());

describe('site calls', () => {
  it('baseConfig answers the foundation in the envelope', async () => {
    const answer = await t.get<Record<string, unknown>>(`${DONATEU}/index/baseConfig`);
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({
      title: '示范大学教育发展基金会',
      agreeTitle: '捐赠协议',
      isShowTechnicalSupport: 1,
    });
  });

  it('receipt config says receipts are open, with its lists', async () => {
    const answer = await t.get<Record<string, unknown>>(`${DONATEU}/receipt/config/detail`);
    expect(answer.data).toMatchObject({
      isOpenReceipt: 1,
      receiptTypeList: ['1', '2'],
      receiptWayPaperList: ['1', '2'],
    });
  });

  it('getSettingValue answers the JSON text of a public setting and nothing of a private one', async () => {
    const skip = await t.get<string>(`${DONATEU}/index/getSettingValue`, { key: 'donateu_alumni_auth_skip' });
    expect(JSON.parse(skip.data)).toEqual({ appid: 'wx1', path: 'pages/auth', originalId: 'gh_1' });
    const hidden = await t.get<string>(`${DONATEU}/index/getSettingValue`, { key: 'private_thing' });
    expect(hidden.data).toBe('');
  });

  it('setting/base/list lists public settings only', async () => {
    const answer = await t.get<Array<{ settingKey: string }>>(`${SYSTEM_API}/setting/base/list`);
    expect(answer.data.map((row) => row.settingKey)).toEqual(['donateu_alumni_auth_skip', 'school_logo']);
  });

  it('country codes put mainland China first and name places in the request language', async () => {
    const zh = await t.get<Array<{ area: string; areaCode: string }>>(`${SYSTEM_API}/area/groupList`);
    expect(zh.data[0]).toEqual({ area: '中国大陆', areaCode: '86' });
    expect(zh.data.some((row) => row.areaCode === '852')).toBe(true);
    const en = await t.get<Array<{ area: string }>>(`${SYSTEM_API}/area/getAreaList4sort`, {
      language: 'English',
    });
    const names = en.data.map((row) => row.area);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('area dictionary walks province → city → district', async () => {
    const provinces = await t.get<Array<{ id: string; title: string; isLeaf: boolean }>>(
      `${SYSTEM_API}/dictionary/area/getAreaDictionaryByParentId`,
      { parentId: '0' },
    );
    expect(provinces.data).toHaveLength(34);
    const jiangsu = provinces.data.find((row) => row.title === '江苏省');
    expect(jiangsu).toMatchObject({ id: '320000', isLeaf: false });
    const cities = await t.get<Array<{ id: string; title: string }>>(
      `${SYSTEM_API}/dictionary/area/getAreaDictionaryByParentId`,
      { parentId: '320000' },
    );
    const nanjing = cities.data.find((row) => row.title === '南京市');
    expect(nanjing?.id).toBe('320100');
    const districts = await t.get<Array<{ title: string; isLeaf: boolean }>>(
      `${SYSTEM_API}/dictionary/area/getAreaDictionaryByParentId`,
      { parentId: '320100' },
    );
    expect(districts.data.map((row) => row.title)).toContain('玄武区');
    expect(districts.data.every((row) => row.isLeaf)).toBe(true);
  });

  it('a malformed parentId is a -1 naming the field', async () => {
    const answer = await t.get(`${SYSTEM_API}/dictionary/area/getAreaDictionaryByParentId`, {
      parentId: 'x; drop',
    });
    expect(answer).toMatchObject({ code: -1, message: '参数错误：parentId' });
  });
});
