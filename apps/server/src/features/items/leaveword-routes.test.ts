import type { TPage } from '@alma/shared/api/common';
import type { TLeavewordRow } from '@alma/shared/api/items';
import { DONATEU } from '@alma/shared/api/spec-paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { leavewords } from '../../db/schema/donations.ts';
import { LEAVEWORD_WINDOW } from './leaveword-service.ts';

let t: TestApp;
let token: string;
let open: number;
let audited: number;
let closed: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await createUser(t.deps, { nickname: '留言者' }));
  open = await createItem(t.deps, { isLeaveMessage: true });
  audited = await createItem(t.deps, { isLeaveMessage: true, isAuditMessage: true });
  closed = await createItem(t.deps, { isLeaveMessage: false });
});
afterAll(() => t.close());

const post = (
  body: Record<string, unknown>,
  options: { token?: string; language?: 'zh_CN' | 'English' } = {},
) => t.post<null>(`${DONATEU}/items/insertLeaveword`, body, { token, ...options });
const listed = async (itemsId: number) =>
  (await t.get<TPage<TLeavewordRow>>(`${DONATEU}/items/leavewordList`, { itemsId })).data;
const stored = (itemsId: number) =>
  t.deps.database.db.select().from(leavewords).where(eq(leavewords.itemsId, itemsId));

describe('insertLeaveword', () => {
  it('posts to an unaudited project and lists the message at once, past a cached list', async () => {
    expect((await listed(open)).total).toBe(0);
    const answer = await post({ itemsId: open, content: '  祝母校越来越好  ' });
    expect(answer).toEqual({ code: 0, message: '留言成功', data: null });
    const page = await listed(open);
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({ content: '祝母校越来越好', nickname: '留言者', replyContent: '' });
  });

  it('keeps a message for an audited project pending and unlisted', async () => {
    const answer = await post({ itemsId: audited, content: '请审核' }, { language: 'English' });
    expect(answer).toMatchObject({ code: 0, message: 'Message posted, pending review' });
    expect((await stored(audited)).map((row) => row.status)).toEqual(['pending']);
    expect(await listed(audited)).toEqual({ rows: [], total: 0 });
  });

  it('accepts 140 characters and refuses 141, storing nothing', async () => {
    const before = (await stored(audited)).length;
    const tooLong = await post({ itemsId: audited, content: '字'.repeat(141) }, { language: 'English' });
    expect(tooLong).toMatchObject({ code: -1, message: 'A message may have at most 140 characters' });
    expect(await stored(audited)).toHaveLength(before);
    // Characters as a person counts them: 140 emoji are 280 UTF-16 units and still fit.
    const exact = await post({ itemsId: audited, content: '😀'.repeat(140) });
    expect(exact.code).toBe(0);
    expect(await stored(audited)).toHaveLength(before + 1);
  });

  it('refuses a blank message', async () => {
    expect(await post({ itemsId: open, content: '   ' })).toMatchObject({
      code: -1,
      message: '留言内容不能为空',
    });
  });

  it('refuses a project that does not take messages, or does not exist', async () => {
    expect(await post({ itemsId: closed, content: '你好' }, { language: 'English' })).toMatchObject({
      code: -1,
      message: 'Messages are not open for this project',
    });
    expect(await stored(closed)).toHaveLength(0);
    expect(await post({ itemsId: 999_999, content: '你好' })).toMatchObject({
      code: -1,
      message: '内容不存在',
    });
  });

  it('names a malformed or missing field', async () => {
    expect(await post({ itemsId: 'abc', content: '你好' })).toMatchObject({ code: -1 });
    expect((await post({ itemsId: 'abc', content: '你好' })).message).toMatch(/：itemsId$/);
    expect(await post({ itemsId: open })).toMatchObject({ code: -1, message: '缺少参数：content' });
  });

  it('needs a valid token', async () => {
    const anonymous = await t.post(`${DONATEU}/items/insertLeaveword`, { itemsId: open, content: '你好' });
    expect(anonymous.code).toBe(-997);
    const bogus = await post({ itemsId: open, content: '你好' }, { token: 'not-a-token' });
    expect(bogus.code).toBe(-997);
  });

  it('limits how many messages one user posts in an hour', async () => {
    const flooder = await createUser(t.deps);
    const send = () =>
      post({ itemsId: audited, content: '刷屏' }, { token: flooder.token, language: 'English' });
    for (let i = 0; i < LEAVEWORD_WINDOW.limit; i += 1) expect((await send()).code).toBe(0);
    expect(await send()).toMatchObject({ code: -1, message: 'Too many attempts, please try again later' });
    const flooderRows = (await stored(audited)).filter((row) => row.content === '刷屏');
    expect(flooderRows).toHaveLength(LEAVEWORD_WINDOW.limit);
    // Someone else is not held back by the flood.
    expect((await post({ itemsId: audited, content: '正常留言' })).code).toBe(0);
  });
});
