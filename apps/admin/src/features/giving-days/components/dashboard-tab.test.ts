import type { TGivingDayDashboard } from '@alma/shared/admin-api/giving-days';
import { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderToHtml, textOf } from '../../../lib/render-to-text.test-helper.ts';
import { dashboardQuery } from '../api/giving-days.ts';
import '../messages.ts';
import { DashboardTab } from './dashboard-tab.tsx';

const board: TGivingDayDashboard = {
  serverTime: '2025-06-01 15:42:07',
  raised: 250_000,
  matched: 80_000.5,
  challengeMoney: 10_000,
  donors: 1_234,
  gifts: 1_500,
  goal: 1_000_000,
  perMinute: [{ minute: '15:41', paid: 12, placed: 15, money: 3_000 }],
  pools: [{ id: 31, sponsor: '校友会', size: 100_000, free: 19_999.5, reserved: 1_000, confirmed: 79_000.5 }],
  failures: { expired: 30, cancelled: 4, refunded: 2, awaitingPayment: 9 },
  boardsPaused: true,
};

const shown = async (shownBoard: TGivingDayDashboard, language: 'zh_CN' | 'English' = 'zh_CN') => {
  const client = new QueryClient();
  client.setQueryData(dashboardQuery(7).queryKey, shownBoard);
  return textOf(await renderToHtml(createElement(DashboardTab, { dayId: 7 }), { client, language }));
};

describe('a giving day’s live dashboard', () => {
  it('shows the figures, the goal’s progress and when it was read', async () => {
    const text = await shown(board);
    expect(text).toContain('已筹（捐赠人所捐） ¥ 250,000.00');
    expect(text).toContain('已配捐 ¥ 80,000.50');
    expect(text).toContain('挑战解锁 ¥ 10,000.00');
    expect(text).toContain('捐赠人 1,234');
    expect(text).toContain('捐赠笔数 1,500');
    expect(text).toContain('捐赠人已捐 ¥250,000.00，目标 ¥1,000,000.00，完成 25%');
    expect(text).toContain('每 5 秒自动刷新，服务器时间 2025-06-01 15:42');
  });

  it('says the orders that did not end paid in words', async () => {
    const text = await shown(board);
    expect(text).toContain('待支付：9 笔');
    expect(text).toContain('已过期（未在时限内支付）：30 笔');
    expect(text).toContain('已取消：4 笔');
    expect(text).toContain('已退款：2 笔');
    expect(await shown(board, 'English')).toContain('Expired (not paid in time): 30');
  });

  it('shows what each pool has left, and that the boards are paused', async () => {
    const text = await shown(board);
    expect(text).toContain('校友会 ¥100,000.00 ¥19,999.50 ¥1,000.00 ¥79,000.50');
    expect(text).toContain('排行榜与实时动态已暂停');
    expect(await shown({ ...board, boardsPaused: false })).not.toContain('排行榜与实时动态已暂停');
  });

  it('says there is no goal rather than drawing an empty bar', async () => {
    expect(await shown({ ...board, goal: 0 })).toContain('目标进度 不设目标');
  });
});
