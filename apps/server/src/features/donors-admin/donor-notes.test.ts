import type { TDonorDetail, TDonorNote, TDonorRow } from '@alma/shared/admin-api/donors';
import type { TPage } from '@alma/shared/api/common';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signedInAs } from '../../../test/admin-fixtures.ts';
import { createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../db/schema/staff.ts';

type ErrorBody = { error: { message: string } };

let t: TestApp;
let finance: AdminClient;
let manager: AdminClient;
let fulfilment: AdminClient;
let administrator: AdminClient;
let donorId: number;
let otherId: number;

beforeAll(async () => {
  t = await createTestApp();
  finance = await signedInAs(t, 'finance');
  manager = await signedInAs(t, 'project_manager');
  fulfilment = await signedInAs(t, 'fulfilment');
  administrator = await signedInAs(t, 'administrator');
  ({ userId: donorId } = await createUser(t.deps, { nickname: '标签校友' }));
  ({ userId: otherId } = await createUser(t.deps, { nickname: '无标签校友' }));
});
afterAll(() => t.close());

const auditOf = (action: string, id: number) =>
  t.deps.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(id))));

const notesOf = async (client: AdminClient, id = donorId) =>
  (await client.call<TDonorNote[]>('GET', `/donors/${id}/notes`)).body;

describe('donor notes and contacts', () => {
  it('adds a note and a contact, lists them newest first, audited with their text', async () => {
    const note = await finance.call<{ id: number }>('POST', `/donors/${donorId}/notes`, {
      kind: 'note',
      text: '喜欢参加校庆活动，电话 13912345678',
    });
    expect(note.status).toBe(200);
    const contact = await manager.call<{ id: number }>('POST', `/donors/${donorId}/notes`, {
      kind: 'contact',
      channel: 'visit',
      contactOn: '2026-11-20',
      text: '拜访，商谈奖学金续捐',
    });
    expect(contact.status).toBe(200);
    const listed = await notesOf(fulfilment);
    expect(listed.map((row) => [row.id, row.kind, row.channel, row.contactOn])).toEqual([
      [contact.body.id, 'contact', 'visit', '2026-11-20'],
      [note.body.id, 'note', null, null],
    ]);
    expect(listed.every((row) => !row.deletable)).toBe(true);
    expect((await notesOf(finance)).map((row) => row.deletable)).toEqual([false, true]);
    const [audited] = await auditOf('donor.addNote', donorId);
    expect(audited?.after).toEqual({
      noteId: note.body.id,
      kind: 'note',
      channel: null,
      contactOn: null,
      text: '喜欢参加校庆活动，电话 139****5678',
    });
  });

  it('lets fulfilment read but not write', async () => {
    const refused = await fulfilment.call('POST', `/donors/${donorId}/notes`, { kind: 'note', text: '不行' });
    expect(refused.status).toBe(403);
    expect((await fulfilment.call('PUT', `/donors/${donorId}/tags`, { tags: ['x'] })).status).toBe(403);
  });

  it('refuses a contact without its channel or day, and text over 2000 characters, naming the field', async () => {
    const answer = (body: unknown) => finance.call<ErrorBody>('POST', `/donors/${donorId}/notes`, body);
    expect((await answer({ kind: 'contact', contactOn: '2026-11-20', text: '无渠道' })).status).toBe(400);
    expect((await answer({ kind: 'contact', channel: 'phone', text: '无日期' })).status).toBe(400);
    const long = await answer({ kind: 'note', text: '长'.repeat(2001) });
    expect([long.status, long.body.error.message]).toEqual([400, '内容不能超过2000个字']);
  });

  it('deletes a note only for its author or an administrator, audited', async () => {
    const [contact, note] = await notesOf(finance);
    if (!contact || !note) throw new Error('notes missing');
    const refused = await finance.call('DELETE', `/donors/${donorId}/notes/${contact.id}`);
    expect(refused.status).toBe(403);
    expect((await finance.call('DELETE', `/donors/${donorId}/notes/${note.id}`)).status).toBe(204);
    expect((await administrator.call('DELETE', `/donors/${donorId}/notes/${contact.id}`)).status).toBe(204);
    expect(await notesOf(finance)).toEqual([]);
    const deleted = await auditOf('donor.deleteNote', donorId);
    expect(deleted.map((row) => (row.before as { noteId: number }).noteId).sort()).toEqual(
      [note.id, contact.id].sort(),
    );
    expect((await finance.call('DELETE', `/donors/${donorId}/notes/${note.id}`)).status).toBe(404);
    // A note of one donor is not reachable through another.
    const kept = await finance.call<{ id: number }>('POST', `/donors/${donorId}/notes`, {
      kind: 'note',
      text: '留',
    });
    expect((await finance.call('DELETE', `/donors/${otherId}/notes/${kept.body.id}`)).status).toBe(404);
  });

  it('answers 404 for a donor that does not exist', async () => {
    expect((await finance.call('GET', '/donors/999999/notes')).status).toBe(404);
    expect((await finance.call('POST', '/donors/999999/notes', { kind: 'note', text: '无人' })).status).toBe(
      404,
    );
    expect((await finance.call('PUT', '/donors/999999/tags', { tags: ['校友'] })).status).toBe(404);
    expect((await finance.call('DELETE', '/donors/999999/notes/1')).status).toBe(404);
  });
});

describe('donor tags', () => {
  it('replaces the whole list, each tag once, audited with before and after', async () => {
    const first = await finance.call<{ tags: string[] }>('PUT', `/donors/${donorId}/tags`, {
      tags: ['大额', '校董', '大额'],
    });
    expect(first.status).toBe(200);
    expect([...first.body.tags].sort()).toEqual(['大额', '校董'].sort());
    const second = await manager.call<{ tags: string[] }>('PUT', `/donors/${donorId}/tags`, {
      tags: ['校董', '北京校友会'],
    });
    expect([...second.body.tags].sort()).toEqual(['北京校友会', '校董'].sort());
    const detail = (await fulfilment.call<TDonorDetail>('GET', `/donors/${donorId}`)).body;
    expect([...detail.tags].sort()).toEqual(['北京校友会', '校董'].sort());
    const rows = await auditOf('donor.setTags', donorId);
    expect(rows).toHaveLength(2);
    const tagsOf = (snapshot: unknown) => [...(snapshot as { tags: string[] }).tags].sort();
    const last = rows.find((row) => tagsOf(row.before).length > 0);
    if (!last) throw new Error('no audited change from a non-empty list');
    expect(tagsOf(last.before)).toEqual(['大额', '校董'].sort());
    expect(tagsOf(last.after)).toEqual(['北京校友会', '校董'].sort());
    // The same list again changes nothing and records nothing.
    expect(
      (await manager.call('PUT', `/donors/${donorId}/tags`, { tags: ['北京校友会', '校董'] })).status,
    ).toBe(200);
    expect(await auditOf('donor.setTags', donorId)).toHaveLength(2);
  });

  it('refuses a tag over 20 characters, naming the field', async () => {
    const answer = await finance.call<ErrorBody>('PUT', `/donors/${donorId}/tags`, {
      tags: ['好', '二十一个字的标签二十一个字的标签二十一个字'],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe('第2项：标签不能超过20个字');
  });

  it('filters the list by tag, finding only tagged donors', async () => {
    const page = (await finance.call<TPage<TDonorRow>>('GET', '/donors', undefined, { tag: '校董' })).body;
    expect(page.rows.map((row) => row.id)).toEqual([donorId]);
    expect(page.total).toBe(1);
    const none = (await finance.call<TPage<TDonorRow>>('GET', '/donors', undefined, { tag: '大额' })).body;
    expect(none.rows).toEqual([]);
    const csv = await finance.call<string>('GET', '/donors/export', undefined, {
      tag: '校董',
      format: 'csv',
    });
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(2);
  });
});
