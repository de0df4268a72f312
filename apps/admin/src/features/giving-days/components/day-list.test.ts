import type { TAdminGivingDayRow } from '@alma/shared/admin-api/giving-days';
import { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderToHtml, textOf } from '../../../lib/render-to-text.test-helper.ts';
import { givingDaysQuery } from '../api/giving-days.ts';
import '../messages.ts';
import { DayList } from './day-list.tsx';

const row = (overrides: Partial<TAdminGivingDayRow>): TAdminGivingDayRow => ({
  id: 1,
  name: '校庆募捐日',
  startTime: '2025-06-01 10:00:00',
  endTime: '2025-06-01 22:00:00',
  state: 'upcoming',
  goal: 500_000,
  raised: 0,
  matched: 0,
  donors: 0,
  pools: 2,
  boardsPaused: false,
  ...overrides,
});

const PAGE = { page: 1, pageSize: 20 };
const rows = [
  row({}),
  row({
    id: 2,
    name: '毕业季',
    state: 'live',
    raised: 12_345.6,
    matched: 6_000,
    donors: 321,
    goal: 0,
    boardsPaused: true,
  }),
  row({
    id: 3,
    name: '开学日',
    state: 'ended',
    startTime: '2025-03-01 09:00:00',
    endTime: '2025-03-02 09:00:00',
  }),
];

const shown = async (language: 'zh_CN' | 'English' = 'zh_CN', routes: string[] = ['POST /giving-days']) => {
  const client = new QueryClient();
  client.setQueryData(givingDaysQuery(PAGE).queryKey, { rows, total: rows.length });
  return textOf(
    await renderToHtml(createElement(DayList, { page: PAGE, onPage: () => {}, onOpen: () => {} }), {
      client,
      language,
      routes,
    }),
  );
};

describe('the giving days list', () => {
  it('says each day’s state in words, never its code', async () => {
    const text = await shown();
    for (const words of ['未开始', '进行中', '已结束']) expect(text).toContain(words);
    for (const code of ['upcoming', 'live', 'ended']) expect(text).not.toContain(code);
    const english = await shown('English');
    for (const words of ['Not started', 'Live', 'Ended']) expect(english).toContain(words);
    expect(english).not.toContain('upcoming');
  });

  it('shows the window to the minute, the money in yuan, the donors and the pools', async () => {
    const text = await shown();
    expect(text).toContain('2025-06-01 10:00 – 22:00');
    expect(text).toContain('2025-03-01 09:00 – 2025-03-02 09:00');
    expect(text).not.toContain('10:00:00');
    expect(text).toContain('¥500,000.00');
    expect(text).toContain('¥12,345.60');
    expect(text).toContain('¥6,000.00');
    expect(text).toContain('321');
    expect(text).toContain('不设目标');
    expect(text).toContain('排行榜已暂停');
  });

  it('offers 新建募捐日 only to those who may create one', async () => {
    expect(await shown()).toContain('新建募捐日');
    expect(await shown('zh_CN', [])).not.toContain('新建募捐日');
  });

  it('offers deletion only of a day not started, to those who may delete', async () => {
    // One 删除: the day not started; the live and ended ones have none.
    expect((await shown('zh_CN', ['DELETE /giving-days/:id'])).split('删除').length - 1).toBe(1);
    expect(await shown('zh_CN', [])).not.toContain('删除');
  });
});
