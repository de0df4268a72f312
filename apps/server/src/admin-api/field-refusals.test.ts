import type { TProjectDetail } from '@alma/shared/admin-api/projects';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signedInAs } from '../../test/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 21, defects 4 and 5: bad money is refused, never changed, and every refusal names the field
 * as the console labels it, with the limit it broke, in the staff member's language.
 */

type Refusal = { error: { code: string; message: string; field?: string } };

let t: TestApp;
let manager: AdminClient;
let project: TProjectDetail;

beforeAll(async () => {
  t = await createTestApp();
  manager = await signedInAs(t, 'project_manager');
  project = (await manager.call<TProjectDetail>('POST', '/projects', { name: '奖学金' })).body;
});
afterAll(() => t.close());

const detail = async () => (await manager.call<TProjectDetail>('GET', `/projects/${project.id}`)).body;

describe('refusals name the field by its label', () => {
  it.each([
    ['a negative target', { isTarget: true, targetMoney: -100 }, 'targetMoney', '目标金额不能小于0'],
    [
      'a target with three decimals',
      { isTarget: true, targetMoney: 12.345 },
      'targetMoney',
      '目标金额须为0至10,000,000,000元之间的金额，最多两位小数',
    ],
    ['a name too long', { name: '长'.repeat(61) }, 'name', '名称不能超过60个字'],
    ['an empty name', { name: '' }, 'name', '请填写名称'],
    [
      'a fixed amount of minus 100',
      { isFixMoney: true, fixMoney: [{ title: '一份', money: -100 }] },
      'fixMoney.0.money',
      '第1项：固定金额不能小于0',
    ],
  ])('%s: 400, nothing stored', async (_name, change, field, message) => {
    const before = await detail();
    const answer = await manager.call<Refusal>('PATCH', `/projects/${project.id}`, change);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ field, message });
    expect(await detail()).toEqual(before);
  });

  it('a donation form with a negative minimum and a field without its label', async () => {
    const negative = await manager.call<Refusal>('PUT', `/projects/${project.id}/form`, { minMoney: -100 });
    expect(negative.status).toBe(400);
    expect(negative.body.error.message).toBe('最低金额须为0至1,000,000,000元之间的金额，最多两位小数');
    const unnamed = await manager.call<Refusal>('PUT', `/projects/${project.id}/form`, {
      fieldList: [{ fieldName: 'grade', fieldUiType: 'input' }],
    });
    expect(unnamed.body.error).toMatchObject({
      field: 'fieldList.0.fieldShowName',
      message: '第1项：请填写字段显示名称',
    });
    const saved = await manager.call<{ saved: boolean }>('GET', `/projects/${project.id}/form`);
    expect(saved.body.saved).toBe(false);
  });

  it('a use-of-funds entry of 0 or minus 100 is refused, never made ¥0.01', async () => {
    for (const useMoney of [0, -100]) {
      const answer = await manager.call<Refusal>('POST', `/projects/${project.id}/publicity`, {
        useDate: '2026-12-01',
        useTitle: '助学金发放',
        useMoney,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe(useMoney === 0 ? '使用金额须大于0' : '使用金额不能小于0');
    }
    const list = await manager.call<{ rows: unknown[] }>('GET', `/projects/${project.id}/publicity`);
    expect(list.body.rows).toEqual([]);
  });

  it('answers in English to a staff member reading English', async () => {
    const answer = await manager.call<Refusal>('PATCH', `/projects/${project.id}`, {
      isTarget: true,
      targetMoney: -1,
      language: 'English',
    });
    expect(answer.body.error.message).toBe('Target amount cannot be less than 0');
  });
});
