import { DONATEU, SYSTEM_APP } from '@alma/shared/api/spec-paths';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256hex } from '../../test/auth-fixtures.ts';
import { createItem, createUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../db/schema/accounts.ts';
import { donations, leavewords } from '../db/schema/donations.ts';
import { fieldWithNul } from './nul-input.ts';

const NUL = '\u0000';

describe('fieldWithNul', () => {
  it.each([
    [{ a: 'x', b: ['y', { c: `z${NUL}` }] }, 'b.1.c'],
    [{ [`we${NUL}ird`]: 'x' }, 'weird'],
    [`text${NUL}`, 'body'],
    [{ a: 'x', b: [1, true, null] }, null],
    [undefined, null],
  ])('%j → %s', (input, field) => {
    expect(fieldWithNul(input)).toBe(field);
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = NUL;
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(fieldWithNul(deep)?.split('.').length).toBe(100_000);
  });
});

describe('a NUL in any text of a spec call', () => {
  let t: TestApp;
  let token: string;
  let userId: number;
  let itemsId: number;
  beforeAll(async () => {
    t = await createTestApp();
    ({ token, userId } = await createUser(t.deps, { nickname: '原来的昵称' }));
    itemsId = await createItem(t.deps);
  });
  afterAll(() => t.close());

  const refused = (field: string) => ({ code: -1, message: `参数错误：${field}`, data: null });

  it.each([
    ['s', `${DONATEU}/items/itemsList`, { s: `图书馆${NUL}` }],
    ['key', `${DONATEU}/index/getSettingValue`, { key: `a${NUL}b` }],
    ['donatePlatOrder', `${DONATEU}/items/payback`, { donatePlatOrder: `D2026${NUL}` }],
  ])('is refused in the query: %s', async (field, url, query) => {
    const response = await t.inject({ method: 'GET', url, query, token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(refused(field));
  });

  it('is refused in a JSON body: content of a message, and nothing is written', async () => {
    const answer = await t.post(
      `${DONATEU}/items/insertLeaveword`,
      { itemsId, content: `好${NUL}` },
      { token },
    );
    expect(answer).toEqual(refused('content'));
    const [row] = await t.deps.database.db.select({ n: count() }).from(leavewords);
    expect(row?.n).toBe(0);
  });

  it('is refused in a JSON body: a nickname, and the old one stays', async () => {
    const answer = await t.post(`${DONATEU}/user/center/updateUser`, { nickname: `新${NUL}名` }, { token });
    expect(answer).toEqual(refused('nickname'));
    const [user] = await t.deps.database.db.select().from(users).where(eq(users.id, userId));
    expect(user?.nickname).toBe('原来的昵称');
  });

  it('is refused in a JSON body before the login is tried: username', async () => {
    const answer = await t.post(`${SYSTEM_APP}/user/passLogin`, {
      username: `demo${NUL}`,
      password: sha256hex('x'),
    });
    expect(answer).toEqual(refused('username'));
  });

  it('is refused deep in a JSON body, naming the nested field, and no order is placed', async () => {
    const answer = await t.post(
      `${DONATEU}/items/donate`,
      { itemsId, payType: 1, currencyMoney: '10', seatList: [{ seatId: 1, name: `张${NUL}三` }] },
      { token },
    );
    expect(answer).toEqual(refused('seatList.0.name'));
    const [row] = await t.deps.database.db.select({ n: count() }).from(donations);
    expect(row?.n).toBe(0);
  });

  it('is refused in the English message when the call asks for English', async () => {
    const answer = await t.post(
      `${DONATEU}/items/insertLeaveword`,
      { itemsId, content: NUL },
      { token, language: 'English' },
    );
    expect(answer).toMatchObject({ code: -1 });
    expect(answer.message).toContain('content');
    expect(answer.message).not.toContain('参数');
  });
});
