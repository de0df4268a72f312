import { DONATEU } from '@alma/shared/api/spec-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let openItem: number;
let alumniItem: number;
let alumnusToken: string;
let outsiderToken: string;

beforeAll(async () => {
  t = await createTestApp();
  openItem = await createItem(t.deps, { isAlumni: false });
  alumniItem = await createItem(t.deps, { isAlumni: true });
  ({ token: alumnusToken } = await createUser(t.deps, { isAlumni: true }));
  ({ token: outsiderToken } = await createUser(t.deps, { isAlumni: false }));
});
afterAll(() => t.close());

const check = (itemsId: unknown, token?: string, language: 'zh_CN' | 'English' = 'zh_CN') =>
  t.get<{ errorCode: string } | null>(`${DONATEU}/items/checkPermission`, { itemsId }, { token, language });

describe('checkPermission', () => {
  it('lets anyone donate to a project that is not alumni-only', async () => {
    expect(await check(openItem)).toMatchObject({ code: 0, data: null });
    expect(await check(openItem, outsiderToken)).toMatchObject({ code: 0, data: null });
  });

  it('lets a verified alumnus donate to an alumni-only project', async () => {
    expect(await check(alumniItem, alumnusToken)).toMatchObject({ code: 0, data: null });
  });

  it('refuses a logged-in user who is not a verified alumnus with 0201', async () => {
    const zh = await check(alumniItem, outsiderToken);
    expect(zh).toEqual({
      code: -998,
      message: '本次项目筹款只面向“校友”用户开放，非校友不能捐赠！',
      data: { errorCode: '0201' },
    });
    const en = await check(alumniItem, outsiderToken, 'English');
    expect(en.message).toBe('This project is open to alumni users only; non-alumni cannot donate!');
  });

  it('asks a visitor without a valid token to authorise first with 0101', async () => {
    expect(await check(alumniItem)).toMatchObject({ code: -998, data: { errorCode: '0101' } });
    expect(await check(alumniItem, 'expired-or-bogus')).toMatchObject({
      code: -998,
      data: { errorCode: '0101' },
    });
  });

  it('answers -1 for an unknown or malformed project', async () => {
    expect(await check(999_999, alumnusToken, 'English')).toMatchObject({ code: -1, message: 'Not found' });
    const malformed = await check('1e3x');
    expect(malformed.code).toBe(-1);
    expect(malformed.message).toMatch(/：itemsId$/);
  });
});
