import type { TPage } from '@alma/shared/api/common';
import type { TInstructionRow, TLeavewordRow, TProgressRow, TTogetherRow } from '@alma/shared/api/items';
import { DONATEU } from '@alma/shared/api/spec-paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createUser } from '../../../test/fixtures.ts';
import {
  createLeaveword,
  createProgress,
  createTogether,
  createUsePublicity,
  paidGifts,
} from '../../../test/items-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { leavewords } from '../../db/schema/donations.ts';
import { CACHE_SCOPES } from '../../http/public-cache.ts';

let t: TestApp;
let itemsId: number;
let otherItemsId: number;
let sponsorId: number;
let pendingId: number;
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp();
  itemsId = await createItem(t.deps, {
    name: '爱心图书',
    crowdType: 2,
    materialName: '图书',
    materialUnit: '本',
    isDonateTogether: true,
  });
  otherItemsId = await createItem(t.deps);
  const sponsor = await createUser(t.deps, { nickname: '校友甲', avatar: '/files/sponsor.png' });
  sponsorId = sponsor.userId;
  const wechatDefault = await createUser(t.deps, { nickname: '微信用户', avatar: '/files/w.png' });

  const running = await createTogether(t.deps, {
    userId: sponsorId,
    itemsId,
    sponsor: '张校友',
    slogan: '书香满校园',
    targetMoneyFen: 100000,
    createdAt: at('2024-05-01T01:02:03Z'),
  });
  // Four paid gifts into it: 4 participants, 12 books, ¥300.50.
  await paidGifts(t.deps, { itemsId, togetherId: running }, [
    { moneyFen: 12500, materialNumber: 5 },
    { moneyFen: 10000, materialNumber: 4 },
    { moneyFen: 5000, materialNumber: 2 },
    { moneyFen: 2550, materialNumber: 1 },
  ]);
  await createTogether(t.deps, {
    userId: sponsorId,
    itemsId,
    sponsor: '新的',
    createdAt: at('2024-05-02T00:00:00Z'),
  });
  await createTogether(t.deps, { userId: sponsorId, itemsId, sponsor: '已取消', status: 'cancelled' });
  await createTogether(t.deps, { userId: sponsorId, itemsId: otherItemsId, sponsor: '别的项目' });

  await createProgress(t.deps, {
    itemsId,
    progressDate: '2024-04-01',
    content: '第一批图书到校',
    attachmentList: ['/files/p1.png', '/files/p2.png'],
  });
  await createProgress(t.deps, { itemsId, progressDate: '2024-06-01', content: '图书上架' });
  await createProgress(t.deps, { itemsId: otherItemsId, progressDate: '2024-07-01' });

  await createUsePublicity(t.deps, {
    itemsId,
    useDate: '2024-02-01',
    useTitle: '采购书架',
    useMoneyFen: 250050,
  });
  await createUsePublicity(t.deps, { itemsId, useDate: '2024-03-01', useTitle: '采购图书' });

  await createLeaveword(t.deps, {
    itemsId,
    userId: sponsorId,
    content: '祝母校越来越好',
    replyContent: '感谢支持！',
    createdAt: at('2024-05-03T04:00:00Z'),
    modifiedAt: at('2024-05-04T04:00:00Z'),
  });
  await createLeaveword(t.deps, {
    itemsId,
    userId: wechatDefault.userId,
    content: '加油',
    createdAt: at('2024-05-05T04:00:00Z'),
  });
  pendingId = await createLeaveword(t.deps, {
    itemsId,
    userId: sponsorId,
    content: '待审核的留言',
    status: 'pending',
    createdAt: at('2024-05-06T04:00:00Z'),
  });
  await createLeaveword(t.deps, { itemsId, userId: sponsorId, content: '被拒绝', status: 'rejected' });
});
afterAll(() => t.close());

const tab = <T>(path: string, query: Record<string, unknown>, language: 'zh_CN' | 'English' = 'zh_CN') =>
  t.get<TPage<T>>(`${DONATEU}/items/${path}`, query, { language });

describe('togetherList', () => {
  it('lists the project’s running fundraisers newest first with the sponsor’s avatar', async () => {
    const answer = await tab<TTogetherRow>('togetherList', { itemsId, limit: 10, offset: 0 });
    expect(answer.data.rows.map((row) => row.sponsor)).toEqual(['新的', '张校友']);
    expect(answer.data.total).toBe(2);
    expect(answer.data.rows[1]).toEqual({
      id: expect.any(Number),
      sponsor: '张校友',
      avatar: '/files/sponsor.png',
      participants: 4,
      completeMoney: 300.5,
      completeMaterialNumber: 12,
      materialName: '图书',
      materialUnit: '本',
      slogan: '书香满校园',
      targetMoney: 1000,
      createDate: '2024-05-01 09:02:03',
    });
  });

  it('pages with limit and offset', async () => {
    const answer = await tab<TTogetherRow>('togetherList', { itemsId, limit: 1, offset: 1 });
    expect(answer.data).toMatchObject({ rows: [{ sponsor: '张校友' }], total: 2 });
  });
});

describe('progressList and instructionList', () => {
  it('lists progress newest first with attachment images', async () => {
    const answer = await tab<TProgressRow>('progressList', { itemsId });
    expect(answer.data.total).toBe(2);
    expect(answer.data.rows.map((row) => row.content)).toEqual(['图书上架', '第一批图书到校']);
    expect(answer.data.rows[1]).toEqual({
      id: expect.any(Number),
      progressDate: '2024-04-01 00:00:00',
      content: '第一批图书到校',
      attachmentList: [{ fileUrl: '/files/p1.png' }, { fileUrl: '/files/p2.png' }],
    });
    expect(answer.data.rows[0]?.attachmentList).toEqual([]);
  });

  it('lists use publicity newest first with money in yuan', async () => {
    const answer = await tab<TInstructionRow>('instructionList', { itemsId, limit: 10, offset: 1 });
    expect(answer.data).toEqual({
      rows: [
        { id: expect.any(Number), useDate: '2024-02-01 00:00:00', useTitle: '采购书架', useMoney: 2500.5 },
      ],
      total: 2,
    });
  });
});

describe('leavewordList', () => {
  it('lists approved messages newest first with nickname, avatar and reply', async () => {
    const answer = await tab<TLeavewordRow>('leavewordList', { itemsId });
    expect(answer.data.total).toBe(2);
    expect(answer.data.rows.map((row) => row.content)).toEqual(['加油', '祝母校越来越好']);
    expect(answer.data.rows[1]).toEqual({
      id: expect.any(Number),
      content: '祝母校越来越好',
      avatar: '/files/sponsor.png',
      nickname: '校友甲',
      createDate: '2024-05-03 12:00:00',
      modifyDate: '2024-05-04 12:00:00',
      replyContent: '感谢支持！',
    });
  });

  it('shows the platform’s default nickname as a loving person, in the reader’s language', async () => {
    const zh = await tab<TLeavewordRow>('leavewordList', { itemsId });
    expect(zh.data.rows[0]?.nickname).toBe('爱心人士');
    const en = await tab<TLeavewordRow>('leavewordList', { itemsId }, 'English');
    expect(en.data.rows[0]?.nickname).toBe('loving person');
  });

  it('lists a pending message only once it is approved', async () => {
    const before = await tab<TLeavewordRow>('leavewordList', { itemsId });
    expect(before.data.rows.map((row) => row.content)).not.toContain('待审核的留言');
    await t.deps.database.db
      .update(leavewords)
      .set({ status: 'approved' })
      .where(eq(leavewords.id, pendingId));
    // An approval is a write like any other: it drops the cached message lists.
    await t.deps.cache.invalidate(CACHE_SCOPES.leavewords);
    const after = await tab<TLeavewordRow>('leavewordList', { itemsId });
    expect(after.data.rows[0]?.content).toBe('待审核的留言');
    expect(after.data.total).toBe(3);
  });
});

describe('tab calls of unknown or malformed projects', () => {
  it.each(['togetherList', 'progressList', 'instructionList', 'leavewordList'])(
    '%s answers -1 not found, or -1 naming itemsId',
    async (path) => {
      const unknown = await tab(path, { itemsId: 999_999 }, 'English');
      expect(unknown).toMatchObject({ code: -1, message: 'Not found' });
      const malformed = await tab(path, { itemsId: '-3' });
      expect(malformed).toMatchObject({ code: -1, message: '参数错误：itemsId' });
      const empty = await tab(path, { itemsId: otherItemsId, limit: 0 });
      expect(empty).toMatchObject({ code: -1, message: '参数错误：limit' });
    },
  );

  it('answers an empty page for a project with nothing in the tab', async () => {
    const quiet = await createItem(t.deps);
    expect((await tab('leavewordList', { itemsId: quiet })).data).toEqual({ rows: [], total: 0 });
  });
});
