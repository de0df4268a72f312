import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { THomeEntryList } from '@alma/shared/admin-api/home';
import type { TInstitutionSettings } from '@alma/shared/admin-api/settings';
import type { TBaseConfig, TReceiptConfig } from '@alma/shared/api/site';
import { DONATEU } from '@alma/shared/api/spec-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signedInAs } from '../../../test/admin-fixtures.ts';
import { auditOf, uploadedImage } from '../../../test/projects-admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

type Answer = TInstitutionSettings & { error?: { code: string; field?: string; message: string } };

/**
 * A stand-in web build with two schools' config files; config/index.json serves `demo`, whose
 * theme names the banner layout.
 */
function fakeBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-settings-dist-'));
  fs.mkdirSync(path.join(dist, 'config/demo'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'config/other'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'config/index.json'), '{"School":"demo"}');
  const demo = {
    api: '',
    moduleName: 'demo',
    theme: 'banner',
    themeColor: '#112233',
    signKey: 'file-sign-key',
    features: { maskDonorNames: true, hideDirectorySearch: false },
  };
  fs.writeFileSync(path.join(dist, 'config/demo/index.json'), JSON.stringify(demo));
  fs.writeFileSync(
    path.join(dist, 'config/other/index.json'),
    JSON.stringify({ ...demo, moduleName: 'other' }),
  );
  return dist;
}

let t: TestApp;
let dist: string;
let admin: AdminClient;
let finance: AdminClient;
let editor: AdminClient;

beforeAll(async () => {
  dist = fakeBuild();
  t = await createTestApp({ WEB_DIST: dist });
  admin = await signedInAs(t, 'administrator');
  finance = await signedInAs(t, 'finance');
  editor = await signedInAs(t, 'content_editor');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const base = (changes: Record<string, unknown> = {}) => ({
  title: '测试大学教育基金会',
  isShowTechnicalSupport: false,
  shareTitle: '一起支持母校',
  shareDesc: '每一份捐赠都算数',
  shareImg: '',
  agreeTitle: '捐赠协议',
  agreeContent: '<p>协议正文</p>',
  loginBg: '',
  awardExplain: '勋章说明',
  successWord: '感谢您的支持',
  ...changes,
});
const receipt = (changes: Record<string, unknown> = {}) => ({
  isOpenReceipt: true,
  isOpenPaper: false,
  validType: 1,
  isCreditCode: true,
  receiptTypeList: ['1', '2'],
  receiptWayPaperList: ['1'],
  receiptWayElectronicList: ['3'],
  pickUpAddress: '行政楼 101',
  pickUpName: '王老师',
  pickUpMobile: '010-12345678',
  certificateWayPaperList: ['2'],
  ...changes,
});
const served = async (school = 'demo') => {
  const answer = await t.app.inject({ url: `/config/${school}/index.json` });
  return {
    status: answer.statusCode,
    headers: answer.headers,
    json: answer.json() as Record<string, unknown>,
  };
};
const baseConfig = async () => (await t.get<TBaseConfig>(`${DONATEU}/index/baseConfig`)).data;
const receiptConfig = async () => (await t.get<TReceiptConfig>(`${DONATEU}/receipt/config/detail`)).data;

describe('institution settings: base config', () => {
  it('saves every field; index/baseConfig answers the new values at once, and the save is audited', async () => {
    await baseConfig(); // cached before the save
    const shareImg = await uploadedImage(t, admin);
    const saved = await admin.call<Answer>('PUT', '/settings/base', base({ shareImg }));
    expect(saved.status).toBe(200);
    expect(saved.body.base).toMatchObject({
      title: '测试大学教育基金会',
      shareImg,
      isShowTechnicalSupport: false,
    });
    expect(await baseConfig()).toMatchObject({
      title: '测试大学教育基金会',
      isShowTechnicalSupport: 0,
      shareTitle: '一起支持母校',
      shareImg,
      agreeContent: '<p>协议正文</p>',
      successWord: '感谢您的支持',
    });
    const [row] = await auditOf(admin, 'settings', 'base');
    expect(row).toMatchObject({ action: 'settings.base', staffUsername: admin.me.username });
    expect(row?.after).toMatchObject({ title: '测试大学教育基金会', shareImg });
  });

  it('keeps the bank transfer account donors see on the agreement account page, refusing a lettered number by name', async () => {
    const bank = {
      bankName: '中国银行南京分行',
      bankAccountName: '测试大学教育基金会',
      bankAccountNo: '1234 5678 9012',
    };
    expect((await admin.call<Answer>('PUT', '/settings/base', base(bank))).status).toBe(200);
    expect(await baseConfig()).toMatchObject(bank);
    const wrong = await admin.call('PUT', '/settings/base', base({ ...bank, bankAccountNo: '1234-ABCD' }));
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('收款账号');
    expect(await baseConfig()).toMatchObject(bank);
  });

  it('answers donors reading English the English name and agreement, and the Chinese where none is given', async () => {
    const english = { language: 'English' };
    const saved = await admin.call<Answer>(
      'PUT',
      '/settings/base',
      base({
        titleEn: 'Test University Education Foundation',
        agreeTitleEn: 'Donation Agreement',
        agreeContentEn: '<p>The terms</p><script>alert(1)</script>',
      }),
    );
    expect(saved.status).toBe(200);
    const inEnglish = (await t.get<TBaseConfig>(`${DONATEU}/index/baseConfig`, english)).data;
    expect(inEnglish).toMatchObject({
      title: 'Test University Education Foundation',
      agreeTitle: 'Donation Agreement',
      agreeContent: '<p>The terms</p>',
    });
    expect(await baseConfig()).toMatchObject({ title: '测试大学教育基金会', agreeTitle: '捐赠协议' });

    // A save that leaves the English out (an older console) keeps nothing English: the Chinese shows.
    expect((await admin.call<Answer>('PUT', '/settings/base', base())).status).toBe(200);
    const fallback = (await t.get<TBaseConfig>(`${DONATEU}/index/baseConfig`, english)).data;
    expect(fallback).toMatchObject({ title: '测试大学教育基金会', agreeContent: '<p>协议正文</p>' });
  });

  it('sanitises the agreement: scripts and event handlers never reach donors', async () => {
    const saved = await admin.call<Answer>(
      'PUT',
      '/settings/base',
      base({
        agreeContent: '<p onclick="steal()">条款</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      }),
    );
    expect(saved.status).toBe(200);
    const { agreeContent } = await baseConfig();
    expect(agreeContent).toContain('条款');
    expect(agreeContent).not.toMatch(/script|onclick|onerror/);
  });

  it.each([
    [{ title: '' }, 'title'],
    [{ title: '名'.repeat(51) }, 'title'],
    [{ shareTitle: 'a\u0000b' }, 'shareTitle'],
    [{ shareImg: 'https://elsewhere.example/a.png' }, 'shareImg'],
    [{ shareImg: '/files/covers/202601/aaaaaaaaaaaaaaaaaaaa.png' }, 'shareImg'],
    [{ isShowTechnicalSupport: 'yes' }, 'isShowTechnicalSupport'],
  ])('refuses %o naming %s, and changes nothing', async (change, field) => {
    const before = await baseConfig();
    const answer = await admin.call<Answer>('PUT', '/settings/base', base({ title: '不该保存', ...change }));
    expect(answer.status).toBe(400);
    expect(answer.body.error?.field).toBe(field);
    expect(await baseConfig()).toEqual(before);
  });

  it('is the administrator’s: finance reads the settings but may not save the base config', async () => {
    expect((await finance.call('GET', '/settings')).status).toBe(200);
    expect((await finance.call('PUT', '/settings/base', base({ title: '财务改的' }))).status).toBe(403);
    expect((await baseConfig()).title).not.toBe('财务改的');
  });
});

describe('institution settings: receipts', () => {
  it('finance saves the receipt config; receipt/config/detail answers it at once, audited', async () => {
    await receiptConfig();
    const saved = await finance.call<Answer>('PUT', '/settings/receipt', receipt({ validType: 0 }));
    expect(saved.status).toBe(200);
    expect(await receiptConfig()).toEqual({
      isOpenReceipt: 1,
      isOpenPaper: 0,
      validType: 0,
      isCreditCode: 1,
      receiptTypeList: ['1', '2'],
      receiptWayPaperList: ['1'],
      receiptWayElectronicList: ['3'],
      pickUpAddress: '行政楼 101',
      pickUpName: '王老师',
      pickUpMobile: '010-12345678',
      certificateWayPaperList: ['2'],
    });
    const [row] = await auditOf(admin, 'settings', 'receipt');
    expect(row).toMatchObject({ action: 'settings.receipt', staffUsername: finance.me.username });
  });

  it.each([
    [{ receiptTypeList: [] }, 'receiptTypeList'],
    [{ receiptTypeList: ['1', '1'] }, 'receiptTypeList'],
    [{ receiptTypeList: ['3'] }, 'receiptTypeList.0'],
    [{ receiptWayPaperList: [] }, 'receiptWayPaperList'],
    [{ isOpenPaper: true, certificateWayPaperList: [] }, 'certificateWayPaperList'],
    [{ receiptWayElectronicList: [] }, 'receiptWayElectronicList'],
    [{ pickUpAddress: '' }, 'pickUpAddress'],
    [{ validType: 2 }, 'validType'],
  ])('refuses %o naming %s, and changes nothing', async (change, field) => {
    const before = await receiptConfig();
    const answer = await finance.call<Answer>(
      'PUT',
      '/settings/receipt',
      receipt({ pickUpName: '不该保存', ...change }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error?.field).toBe(field);
    expect(await receiptConfig()).toEqual(before);
  });

  it('lets receipts be closed with no types at all', async () => {
    const answer = await finance.call<Answer>(
      'PUT',
      '/settings/receipt',
      receipt({
        isOpenReceipt: false,
        receiptTypeList: [],
        receiptWayPaperList: [],
        receiptWayElectronicList: [],
      }),
    );
    expect(answer.status).toBe(200);
    expect(await receiptConfig()).toMatchObject({ isOpenReceipt: 0, receiptTypeList: [] });
    expect((await finance.call('PUT', '/settings/receipt', receipt())).status).toBe(200);
  });
});

describe('institution settings: theme colour and feature flags', () => {
  it('serves the school config file as built until staff set anything', async () => {
    const settings = await admin.call<Answer>('GET', '/settings');
    expect(settings.body.fileDefaults).toEqual({
      themeColor: '#112233',
      features: { maskDonorNames: true, hideDirectorySearch: false },
      homeLayout: 'banner',
    });
    const { status, headers, json } = await served();
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-cache');
    expect(json).toMatchObject({ themeColor: '#112233', signKey: 'file-sign-key', moduleName: 'demo' });
  });

  it('lays the saved colour and flags over the served file, keeping the api base and signKey', async () => {
    const saved = await admin.call<Answer>('PUT', '/settings/appearance', {
      themeColor: '#0A7F5C',
      features: { maskDonorNames: false, hideListStatistics: true },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.appearance).toEqual({
      themeColor: '#0a7f5c',
      features: { maskDonorNames: false, hideListStatistics: true },
      homeLayout: null,
    });
    const { json } = await served();
    expect(json).toMatchObject({
      themeColor: '#0a7f5c',
      signKey: 'file-sign-key',
      api: '',
      features: { maskDonorNames: false, hideDirectorySearch: false, hideListStatistics: true },
    });
    // Another school of the same build is not this installation's: served as built.
    expect((await served('other')).json).toMatchObject({
      themeColor: '#112233',
      features: { maskDonorNames: true },
    });
    const [row] = await auditOf(admin, 'settings', 'appearance');
    expect(row?.before).toEqual({ themeColor: null, features: {}, homeLayout: null });
    expect(row?.after).toMatchObject({ themeColor: '#0a7f5c' });
  });

  it('goes back to the file’s colour and flags when staff clear them', async () => {
    const cleared = await admin.call<Answer>('PUT', '/settings/appearance', {
      themeColor: null,
      features: {},
    });
    expect(cleared.status).toBe(200);
    expect((await served()).json).toMatchObject({
      themeColor: '#112233',
      features: { maskDonorNames: true, hideDirectorySearch: false },
    });
  });

  it.each([
    [{ themeColor: 'red', features: {} }, 'themeColor'],
    [{ themeColor: '#12345', features: {} }, 'themeColor'],
    [{ themeColor: null, features: { unknownFlag: true } }, 'features'],
    [{ themeColor: null, features: { allowDesktop: 'yes' } }, 'features.allowDesktop'],
  ])('refuses %o naming %s, and changes nothing', async (body, field) => {
    const before = (await served()).json;
    const answer = await admin.call<Answer>('PUT', '/settings/appearance', body);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.field).toBe(field);
    expect((await served()).json).toEqual(before);
  });

  it('answers 404 for a school the build does not have, or a name that is a path', async () => {
    expect((await t.app.inject({ url: '/config/nowhere/index.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/config/..%2F..%2Fetc/index.json' })).statusCode).toBe(404);
  });

  it('is refused to finance (403), and a save without the CSRF token changes nothing', async () => {
    expect(
      (await finance.call('PUT', '/settings/appearance', { themeColor: '#000000', features: {} })).status,
    ).toBe(403);
    const noCsrf = await t.app.inject({
      method: 'PUT',
      url: '/admin-api/v1/settings/appearance',
      headers: { cookie: admin.cookie },
      payload: { themeColor: '#000000', features: {} },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect((await served()).json.themeColor).toBe('#112233');
  });
});

describe('institution settings: the home layout', () => {
  const appearance = (changes: Record<string, unknown> = {}) => ({
    themeColor: null,
    features: { maskDonorNames: false },
    ...changes,
  });
  const layoutShown = async (client: AdminClient = editor) =>
    (await client.call<THomeEntryList>('GET', '/home-entries')).body.layout;

  it('starts as the file’s theme: served as built, and 首页配置 says so', async () => {
    expect((await admin.call<Answer>('GET', '/settings')).body.appearance.homeLayout).toBeNull();
    expect((await served()).json.theme).toBe('banner');
    expect(await layoutShown()).toEqual({ name: 'banner', source: 'file' });
  });

  it('is saved with the appearance, audited, and served as the config’s theme on the next load', async () => {
    const saved = await admin.call<Answer>(
      'PUT',
      '/settings/appearance',
      appearance({ homeLayout: 'default' }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.appearance).toEqual({
      themeColor: null,
      features: { maskDonorNames: false },
      homeLayout: 'default',
    });
    expect((await served()).json).toMatchObject({
      theme: 'default',
      themeColor: '#112233',
      features: { maskDonorNames: false, hideDirectorySearch: false },
    });
    // Content editors, who may not read the settings, see on 首页配置 which layout shows.
    expect(await layoutShown()).toEqual({ name: 'default', source: 'setting' });
    const [row] = await auditOf(admin, 'settings', 'appearance');
    expect(row).toMatchObject({ action: 'settings.appearance', staffUsername: admin.me.username });
    expect(row?.before).toMatchObject({ homeLayout: null });
    expect(row?.after).toMatchObject({ homeLayout: 'default' });
    // Another school of the same build is not this installation's: its theme is its file's.
    expect((await served('other')).json.theme).toBe('banner');
  });

  it('stays as chosen when a save leaves it out, and goes back to the file’s theme when cleared', async () => {
    await admin.call('PUT', '/settings/appearance', appearance({ homeLayout: 'campaign' }));
    const kept = await admin.call<Answer>(
      'PUT',
      '/settings/appearance',
      appearance({ themeColor: '#445566' }),
    );
    expect(kept.body.appearance.homeLayout).toBe('campaign');
    expect((await served()).json).toMatchObject({ theme: 'campaign', themeColor: '#445566' });

    const cleared = await admin.call<Answer>('PUT', '/settings/appearance', appearance({ homeLayout: null }));
    expect(cleared.body.appearance.homeLayout).toBeNull();
    expect((await served()).json.theme).toBe('banner');
    expect(await layoutShown(admin)).toEqual({ name: 'banner', source: 'file' });
  });

  it.each([['carousel'], ['Banner'], [''], [3]])(
    'refuses a layout the donor app does not have (%j), naming the field, and changes nothing',
    async (homeLayout) => {
      const before = (await served()).json;
      const answer = await admin.call<Answer>('PUT', '/settings/appearance', appearance({ homeLayout }));
      expect(answer.status).toBe(400);
      expect(answer.body.error?.field).toBe('homeLayout');
      expect(answer.body.error?.message).toContain('首页样式');
      expect((await served()).json).toEqual(before);
    },
  );

  it('is the administrator’s to choose', async () => {
    const refused = await editor.call('PUT', '/settings/appearance', appearance({ homeLayout: 'default' }));
    expect(refused.status).toBe(403);
    expect((await served()).json.theme).toBe('banner');
  });
});

describe('institution settings: 小程序', () => {
  const mini = (changes: Record<string, unknown> = {}) => ({
    alumniAppId: 'wx5d3a9c2e71b04f68',
    alumniOriginalId: 'gh_8c41d2e7a9f3',
    alumniPath: 'pages/alumni/auth',
    middleAuth: true,
    ...changes,
  });
  const launchSetting = async () =>
    (await t.get<string>(`${DONATEU}/index/getSettingValue`, { key: 'donateu_alumni_auth_skip' })).data;
  const middleAuth = (openId: string) =>
    t.post<string>(
      '/uplus-system/app/v1/user/middle/auth',
      { openId },
      { headers: { 'x-forwarded-for': '10.9.0.1' } },
    );

  it('sets the alumni launch target the donor app reads and opens middle/auth, audited', async () => {
    await launchSetting(); // cached before the save
    expect((await middleAuth(`oMini_${'y'.repeat(22)}`)).code).toBe(-1);
    const saved = await admin.call<Answer>('PUT', '/settings/mini-program', mini());
    expect(saved.status).toBe(200);
    expect(saved.body.miniProgram).toEqual(mini());
    expect(JSON.parse(await launchSetting())).toEqual({
      appid: 'wx5d3a9c2e71b04f68',
      path: 'pages/alumni/auth',
      originalId: 'gh_8c41d2e7a9f3',
    });
    const signedIn = await middleAuth(`oMini_${'z'.repeat(22)}`);
    expect(signedIn.code).toBe(0);
    expect(typeof signedIn.data).toBe('string');
    const [row] = await auditOf(admin, 'settings', 'miniProgram');
    expect(row).toMatchObject({ action: 'settings.miniProgram', after: mini() });

    // Cleared: no launch target (the gate's button shows disabled), middle/auth closed again.
    const cleared = await admin.call<Answer>(
      'PUT',
      '/settings/mini-program',
      mini({ alumniAppId: '', alumniOriginalId: '', alumniPath: '', middleAuth: false }),
    );
    expect(cleared.status).toBe(200);
    expect(await launchSetting()).toBe('');
    expect((await middleAuth(`oMini_${'w'.repeat(22)}`)).code).toBe(-1);
  });

  it.each([
    [{ alumniAppId: 'wx123' }, 'alumniAppId'],
    [{ alumniOriginalId: '' }, 'alumniOriginalId'],
    [{ alumniAppId: '' }, 'alumniAppId'],
    [{ alumniOriginalId: 'gh_short' }, 'alumniOriginalId'],
    [{ alumniPath: '/pages/a b' }, 'alumniPath'],
    [{ middleAuth: 'yes' }, 'middleAuth'],
  ])('refuses %o naming %s, and changes nothing', async (change, field) => {
    const before = (await admin.call<Answer>('GET', '/settings')).body.miniProgram;
    const answer = await admin.call<Answer>('PUT', '/settings/mini-program', mini(change));
    expect(answer.status).toBe(400);
    expect(answer.body.error?.field).toBe(field);
    expect((await admin.call<Answer>('GET', '/settings')).body.miniProgram).toEqual(before);
  });

  it('is the administrator’s', async () => {
    expect((await finance.call('PUT', '/settings/mini-program', mini())).status).toBe(403);
  });
});
