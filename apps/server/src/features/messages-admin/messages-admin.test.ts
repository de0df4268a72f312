import type { TMessageRow } from '@alma/shared/admin-api/messages';
import type { TPage } from '@alma/shared/api/common';
import type { TLeavewordRow } from '@alma/shared/api/items';
import { DONATEU } from '@alma/shared/api/spec-paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signedInAs } from '../../../test/admin-fixtures.ts';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../db/schema/staff.ts';

let t: TestApp;
let editor: AdminClient;
let donor: string;
let audited: number;

beforeAll(async () => {
  t = await createTestApp();
  editor = await signedInAs(t, 'content_editor');
  ({ token: donor } = await createUser(t.deps, { nickname: '留言校友' }));
  audited = await createItem(t.deps, { isLeaveMessage: true, isAuditMessage: true, name: '审核留言项目' });
});
afterAll(() => t.close());

const postMessage = (content: string) =>
  t.post(`${DONATEU}/items/insertLeaveword`, { itemsId: audited, content }, { token: donor });
const donorSees = async () =>
  (await t.get<TPage<TLeavewordRow>>(`${DONATEU}/items/leavewordList`, { itemsId: audited })).data;
const queue = async (query: Record<string, string>) =>
  (await editor.call<TPage<TMessageRow>>('GET', '/messages', undefined, query)).body;

describe('the message review queue', () => {
  it('approves a pending message and replies; the donor app shows both at once', async () => {
    await postMessage('感谢母校培养');
    expect((await donorSees()).total).toBe(0); // read once, so a stale cached answer would show
    const pending = await queue({ status: 'pending', itemsId: String(audited) });
    expect(pending.rows).toHaveLength(1);
    const [message] = pending.rows;
    expect(message).toMatchObject({
      content: '感谢母校培养',
      nickname: '留言校友',
      itemsName: '审核留言项目',
    });
    const id = message?.id ?? 0;

    expect((await editor.call('POST', `/messages/${id}/approve`)).status).toBe(200);
    expect(
      (await editor.call('PUT', `/messages/${id}/reply`, { replyContent: '  谢谢你的祝福  ' })).status,
    ).toBe(204);
    const shown = await donorSees();
    expect(shown.rows).toEqual([
      expect.objectContaining({ content: '感谢母校培养', replyContent: '谢谢你的祝福' }),
    ]);

    const trail = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)));
    const rows = trail.filter((row) => row.targetType === 'message').sort((a, b) => a.id - b.id);
    expect(rows.map((row) => row.action)).toEqual(['message.approve', 'message.reply']);
    expect(rows[1]).toMatchObject({
      staffUsername: editor.me.username,
      before: { status: 'approved', replyContent: '' },
      after: { status: 'approved', replyContent: '谢谢你的祝福' },
    });
  });

  it('rejects in bulk; an unknown id refuses the whole action and changes nothing', async () => {
    await postMessage('第一条');
    await postMessage('第二条');
    const ids = (await queue({ status: 'pending' })).rows.map((row) => row.id);
    expect(ids).toHaveLength(2);
    const refused = await editor.call<{ error: { code: string } }>('POST', '/messages/bulk', {
      ids: [...ids, 999999],
      action: 'reject',
    });
    expect(refused.status).toBe(404);
    expect((await queue({ status: 'pending' })).total).toBe(2);

    const done = await editor.call<{ changed: number }>('POST', '/messages/bulk', { ids, action: 'reject' });
    expect(done.body).toEqual({ changed: 2 });
    expect((await queue({ status: 'rejected' })).total).toBe(2);
    expect((await donorSees()).total).toBe(1);
  });

  it('refuses a reply over 500 characters, naming the field, in the staff language', async () => {
    const [row] = (await queue({})).rows;
    const response = await t.app.inject({
      method: 'PUT',
      url: `/admin-api/v1/messages/${row?.id}/reply`,
      payload: { replyContent: '长'.repeat(501) },
      headers: { cookie: editor.cookie, 'x-csrf-token': editor.me.csrfToken, language: 'English' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      field: 'replyContent',
      message: 'Reply can be at most 500 characters',
    });
  });

  it('searches the message text and the poster nickname', async () => {
    expect((await queue({ s: '培养' })).total).toBe(1);
    expect((await queue({ s: '留言校友' })).total).toBe(3);
    expect((await queue({ s: '100%' })).total).toBe(0);
  });
});
