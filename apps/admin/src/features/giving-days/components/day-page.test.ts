import { GIVING_DAY_PERMISSIONS, type TAdminGivingDay } from '@alma/shared/admin-api/giving-days';
import { mayCall } from '@alma/shared/admin-api/permissions';
import type { TStaffRole } from '@alma/shared/admin-api/roles';
import { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderToHtml, textOf } from '../../../lib/render-to-text.test-helper.ts';
import { givingDayQuery } from '../api/giving-days.ts';
import '../messages.ts';
import { DayPage, type TDayTab } from './day-page.tsx';

const day: TAdminGivingDay = {
  id: 7,
  name: '校庆募捐日',
  intro: '一天的集中募捐',
  startTime: '2025-06-01 10:00:00',
  endTime: '2025-06-01 22:00:00',
  state: 'upcoming',
  goal: 500_000,
  items: [
    { id: 12, name: '图书馆修缮' },
    { id: 13, name: '奖学金' },
  ],
  boardFields: ['college'],
  donorFields: [
    {
      name: 'college',
      label: '学院',
      options: [
        { value: '1', label: '医学院' },
        { value: '2', label: '法学院' },
      ],
    },
  ],
  boardsPaused: false,
  pools: [
    {
      id: 31,
      sponsor: '校友会',
      size: 100_000,
      ratioPercent: 100,
      minGift: 0,
      giftCap: null,
      donorCap: null,
      donorGiftsPerDay: null,
      startTime: '2025-06-01 10:00:00',
      endTime: '2025-06-01 22:00:00',
      fairReleaseSeconds: 0,
      itemIds: [],
      donorField: 'college',
      donorValues: ['1'],
      state: 'upcoming',
      reserved: 0,
      confirmed: 0,
      free: 100_000,
      batchSharedTime: null,
    },
  ],
  challenges: [
    {
      id: 41,
      sponsor: '张校友',
      itemId: 12,
      itemName: '图书馆修缮',
      goalKind: 'donors',
      goal: 100,
      progress: 100,
      amount: 10_000,
      startTime: '2025-06-01 10:00:00',
      endTime: '2025-06-01 22:00:00',
      met: true,
      metTime: '2025-06-01 13:05:09',
      billNo: 'D202506010001',
      donorField: '',
      donorValues: [],
    },
  ],
  contests: [
    {
      id: 51,
      title: '整点冲榜',
      prize: '纪念徽章',
      board: 'college',
      metric: 'money',
      startTime: '2025-06-01 10:00:00',
      endTime: '2025-06-01 12:00:00',
    },
  ],
};

const routesOf = (role: TStaffRole) =>
  Object.keys(GIVING_DAY_PERMISSIONS).filter((key) => mayCall(role, key));

const shown = async (tab: TDayTab, role: TStaffRole = 'project_manager') => {
  const client = new QueryClient();
  client.setQueryData(givingDayQuery(7).queryKey, day);
  return textOf(
    await renderToHtml(createElement(DayPage, { id: 7, tab, onTab: () => {}, onLeave: () => {} }), {
      client,
      routes: routesOf(role),
    }),
  );
};

describe('a giving day’s page', () => {
  it('says what the day is, with its tabs and the boards’ switch', async () => {
    const text = await shown('pools');
    for (const words of [
      '校庆募捐日',
      '未开始',
      '2025-06-01 10:00 – 22:00',
      '¥500,000.00',
      '图书馆修缮、奖学金',
    ]) {
      expect(text).toContain(words);
    }
    for (const tab of ['概览', '配捐池', '挑战', '竞赛']) expect(text).toContain(tab);
    expect(text).toContain('暂停排行榜与动态 正常显示');
  });

  it('lists the pools in words, with their actions for those who run the day', async () => {
    const text = await shown('pools');
    expect(text).toContain('每捐 1 元配 1 元');
    expect(text).toContain('全部参与项目');
    for (const action of ['新增配捐池', '对账', '编辑', '删除']) expect(text).toContain(action);
  });

  it('shows finance the pools and their reconciliation, without a write', async () => {
    const text = await shown('pools', 'finance');
    expect(text).toContain('对账');
    for (const action of ['新增配捐池', '编辑', '删除']) expect(text).not.toContain(action);
  });

  it('lists challenges: the goal in words, and the sponsor’s gift once met', async () => {
    const text = await shown('challenges');
    expect(text).toContain('达到 100 位捐赠人');
    expect(text).toContain('100 位捐赠人 / 100 位捐赠人');
    expect(text).toContain('已于 2025-06-01 13:05 达成');
    expect(text).toContain('赞助捐赠单号 D202506010001');
    expect(text).not.toContain('donors');
  });

  it('lists contests: the board and the measure in words', async () => {
    const text = await shown('contests');
    expect(text).toContain('整点冲榜 纪念徽章 按“学院” 比筹款金额 2025-06-01 10:00 – 12:00');
    expect(text).toContain('新增整点竞赛');
    expect(await shown('contests', 'finance')).not.toContain('新增整点竞赛');
  });

  it('names donor fields and their answers in words for a role that may not read the forms', async () => {
    for (const tab of ['pools', 'contests'] as const) {
      const text = await shown(tab, 'finance');
      expect(text).not.toContain('college');
    }
    expect(await shown('pools', 'finance')).toContain('医学院');
    expect(await shown('contests', 'finance')).toContain('按“学院”');
  });
});
