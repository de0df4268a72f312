import type { TAdminRows } from '@alma/shared/admin-api/paging';
import type { TProgressRow, TPublicityRow } from '@alma/shared/admin-api/project-tabs';
import type { TTogetherSettings } from '@alma/shared/admin-api/project-together-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signedInAs } from '../../../test/admin-fixtures.ts';
import { createItem } from '../../../test/fixtures.ts';
import { auditOf, uploadedImage } from '../../../test/projects-admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let editor: AdminClient;
let manager: Awaited<ReturnType<typeof signedInAs>>;
let admin: AdminClient;

beforeAll(async () => {
  t = await createTestApp();
  editor = await signedInAs(t, 'content_editor');
  manager = await signedInAs(t, 'project_manager');
  admin = await signedInAs(t, 'administrator');
});
afterAll(() => t.close());

type ErrorBody = { error: { code: string; message: string; field?: string } };

describe('progress entries', () => {
  it('are written by a content editor with uploaded pictures, listed newest first, audited', async () => {
    const itemsId = await createItem(t.deps);
    const picture = await uploadedImage(t, editor);
    const older = await editor.call<TProgressRow>('POST', `/projects/${itemsId}/progress`, {
      progressDate: '2025-09-01',
      content: '首批图书到馆。\n共 200 册。',
      attachmentList: [picture],
    });
    expect(older.status).toBe(201);
    const newer = await editor.call<TProgressRow>('POST', `/projects/${itemsId}/progress`, {
      progressDate: '2025-10-01',
      content: '第二批',
    });
    const changed = await editor.call<TProgressRow>('PUT', `/progress/${older.body.id}`, {
      progressDate: '2025-09-02',
      content: '首批图书到馆',
      attachmentList: [],
    });
    expect(changed.body).toMatchObject({
      progressDate: '2025-09-02',
      content: '首批图书到馆',
      attachmentList: [],
    });
    const page = await editor.call<TAdminRows<TProgressRow>>('GET', `/projects/${itemsId}/progress`);
    expect(page.body.rows.map((row) => row.id)).toEqual([newer.body.id, older.body.id]);
    expect((await editor.call('DELETE', `/progress/${newer.body.id}`, {})).status).toBe(204);
    expect(
      (await editor.call<TAdminRows<TProgressRow>>('GET', `/projects/${itemsId}/progress`)).body.total,
    ).toBe(1);

    const trail = await auditOf(admin, 'progress', older.body.id);
    expect(trail.map((row) => row.action)).toEqual(['progress.update', 'progress.create']);
    expect(trail[0]).toMatchObject({
      before: { progressDate: '2025-09-01', attachmentList: [picture] },
      after: { progressDate: '2025-09-02', attachmentList: [] },
    });
    const [removal] = await auditOf(admin, 'progress', newer.body.id);
    expect(removal).toMatchObject({ action: 'progress.delete', before: { itemsId, content: '第二批' } });
  });

  it('refuses a missing day, empty content, a picture not stored here, an unknown project', async () => {
    const itemsId = await createItem(t.deps);
    const cases: Array<[string, unknown, number, string | undefined]> = [
      [`/projects/${itemsId}/progress`, { progressDate: '2025-02-30', content: 'x' }, 400, 'progressDate'],
      [`/projects/${itemsId}/progress`, { progressDate: '2025-02-03', content: '  ' }, 400, 'content'],
      [
        `/projects/${itemsId}/progress`,
        {
          progressDate: '2025-02-03',
          content: 'x',
          attachmentList: ['/files/console/202601/abcdefghijklmnopqrstuv.png'],
        },
        400,
        'attachmentList.0',
      ],
      ['/projects/999999/progress', { progressDate: '2025-02-03', content: 'x' }, 404, undefined],
    ];
    for (const [path, body, status, field] of cases) {
      const answer = await editor.call<ErrorBody>('POST', path, body);
      expect([answer.status, answer.body.error.field], JSON.stringify(body)).toEqual([status, field]);
    }
    expect(
      (await editor.call<TAdminRows<TProgressRow>>('GET', `/projects/${itemsId}/progress`)).body.total,
    ).toBe(0);
    expect(
      (await editor.call('PUT', '/progress/999999', { progressDate: '2025-02-03', content: 'x' })).status,
    ).toBe(404);
  });
});

describe('use publicity', () => {
  it('keeps money in yuan on the wire and fen in the database, audited', async () => {
    const itemsId = await createItem(t.deps);
    const made = await editor.call<TPublicityRow>('POST', `/projects/${itemsId}/publicity`, {
      useDate: '2025-11-11',
      useTitle: '购买图书 200 册',
      useMoney: 10000.55,
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ useDate: '2025-11-11', useMoney: 10000.55 });
    const changed = await editor.call<TPublicityRow>('PUT', `/publicity/${made.body.id}`, {
      useDate: '2025-11-12',
      useTitle: '购买图书 210 册',
      useMoney: 10500,
    });
    expect(changed.body.useMoney).toBe(10500);
    const refused = await editor.call<ErrorBody>('POST', `/projects/${itemsId}/publicity`, {
      useDate: '2025-11-11',
      useTitle: '零元',
      useMoney: 0,
    });
    expect([refused.status, refused.body.error.field]).toEqual([400, 'useMoney']);
    const page = await editor.call<TAdminRows<TPublicityRow>>('GET', `/projects/${itemsId}/publicity`);
    expect(page.body.rows.map((row) => row.useTitle)).toEqual(['购买图书 210 册']);
    expect((await editor.call('DELETE', `/publicity/${made.body.id}`, {})).status).toBe(204);
    const trail = await auditOf(admin, 'publicity', made.body.id);
    expect(trail.map((row) => [row.action, row.before, row.after])).toEqual([
      [
        'publicity.delete',
        { itemsId, useDate: '2025-11-12', useTitle: '购买图书 210 册', useMoney: 10500 },
        null,
      ],
      [
        'publicity.update',
        { useDate: '2025-11-11', useTitle: '购买图书 200 册', useMoney: 10000.55 },
        { useDate: '2025-11-12', useTitle: '购买图书 210 册', useMoney: 10500 },
      ],
      [
        'publicity.create',
        null,
        { itemsId, useDate: '2025-11-11', useTitle: '购买图书 200 册', useMoney: 10000.55 },
      ],
    ]);
  });
});

describe('together settings', () => {
  it('start as the defaults, are saved and reset by a project manager, audited', async () => {
    const itemsId = await createItem(t.deps, { isDonateTogether: true });
    const url = `/projects/${itemsId}/together-settings`;
    expect((await manager.call<TTogetherSettings>('GET', url)).body).toEqual({
      itemsId,
      isDefault: true,
      sloganList: [],
      moneyList: [],
      isHandMoney: true,
      isNoTarget: true,
    });
    const settings = {
      sloganList: ['一起为母校加油', '点滴爱心，汇聚成河'],
      moneyList: [
        { title: '1000元', money: 1000 },
        { title: '2000.5元', money: 2000.5 },
      ],
      isHandMoney: false,
      isNoTarget: false,
    };
    const saved = await manager.call<TTogetherSettings>('PUT', url, settings);
    expect(saved.body).toEqual({ itemsId, isDefault: false, ...settings });
    expect((await editor.call('PUT', url, settings)).status).toBe(403);

    const refusals: Array<[unknown, string]> = [
      [{ ...settings, sloganList: ['a', 'a'] }, 'sloganList.1'],
      [{ ...settings, moneyList: [{ title: 'x', money: 0 }] }, 'moneyList.0.money'],
      [
        { ...settings, moneyList: [...settings.moneyList, { title: '又一千', money: 1000 }] },
        'moneyList.2.money',
      ],
      [{ ...settings, sloganList: ['x'.repeat(51)] }, 'sloganList.0'],
    ];
    for (const [body, field] of refusals) {
      const answer = await manager.call<ErrorBody>('PUT', url, body);
      expect([answer.status, answer.body.error.field]).toEqual([400, field]);
    }
    expect((await manager.call<TTogetherSettings>('GET', url)).body).toEqual(saved.body);

    const reset = await manager.call<TTogetherSettings>('DELETE', url, {});
    expect(reset.body.isDefault).toBe(true);
    const trail = await auditOf(admin, 'project', itemsId);
    expect(trail.map((row) => row.action)).toEqual(['togetherSettings.reset', 'togetherSettings.update']);
    expect(trail[1]).toMatchObject({
      before: { isDefault: true },
      after: { sloganList: settings.sloganList },
    });
    expect((await manager.call('GET', '/projects/999999/together-settings')).status).toBe(404);
  });
});
