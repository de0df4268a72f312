import type { TOrderMatch } from '@alma/shared/api/giving-days';
import { createElement } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderHtml, useTestLanguage, visibleText } from '../../../test/static-render.tsx';

type Call = [path: string, query: unknown, options: unknown];
const calls: Call[] = [];
vi.mock('../../../lib/api-client.ts', () => ({
  ApiError: class extends Error {},
  apiGet: async (...call: Call) => {
    calls.push(call);
    return { givingDayId: null, matches: [] };
  },
}));

const { getOrderMatch } = await import('../api/get-order-match.ts');
const { SuccessMatchView } = await import('./success-match.tsx');

const held = (fields: Partial<TOrderMatch['matches'][number]>): TOrderMatch['matches'][number] => ({
  poolId: 1,
  sponsor: '校友会',
  matchMoney: 88.8,
  fullMoney: 100,
  shortfall: 'pool',
  batched: false,
  batchTime: null,
  status: 'RESERVED',
  ...fields,
});

const draw = (order: TOrderMatch) => renderHtml(createElement(SuccessMatchView, { order }));

describe('the success page match line', () => {
  beforeAll(() => useTestLanguage('zh-CN'));

  it('asks for the paid bill quietly', async () => {
    await getOrderMatch('AB123');
    expect(calls).toEqual([
      ['/uplus-foundation/app/v1/donateu/givingDay/orderMatch', { billNo: 'AB123' }, { quiet: true }],
    ]);
  });

  it('says exactly the reserved match, the sponsor, why it is partial, and links to the day', () => {
    const html = draw({ givingDayId: 12, matches: [held({})] });
    expect(visibleText(html)).toBe('您的捐赠已获配捐 ¥88.80（校友会） 配捐池即将用完，仅部分配捐 查看募捐日');
    expect(html).toContain('href="/giving-day?id=12"');
  });

  it('says a confirmed match in full, without a reason', () => {
    const text = visibleText(
      draw({ givingDayId: 12, matches: [held({ status: 'CONFIRMED', matchMoney: 100, shortfall: 'none' })] }),
    );
    expect(text).toBe('您的捐赠已获配捐 ¥100.00（校友会） 查看募捐日');
  });

  it('says a batch still to share by its time', () => {
    const text = visibleText(
      draw({
        givingDayId: 12,
        matches: [
          held({ matchMoney: 0, batched: true, batchTime: '2026-05-20 10:01:00', shortfall: 'none' }),
        ],
      }),
    );
    expect(text).toBe('您的捐赠将获校友会按比例配捐，金额在 10:01 公平配捐窗口结束时确定 查看募捐日');
  });

  it('says plainly that the pool ran out when it matched nothing', () => {
    const text = visibleText(
      draw({ givingDayId: 12, matches: [held({ matchMoney: 0, shortfall: 'pool' })] }),
    );
    expect(text).toBe('本笔捐赠不获校友会配捐 配捐池已用完 查看募捐日');
  });

  it('has no link without a giving day', () => {
    expect(draw({ givingDayId: null, matches: [held({})] })).not.toContain('giving-day');
  });

  it.each<[string, TOrderMatch]>([
    ['no matches', { givingDayId: null, matches: [] }],
    [
      'only released and taken-back matches',
      { givingDayId: 12, matches: [held({ status: 'RELEASED' }), held({ poolId: 2, status: 'TAKEN_BACK' })] },
    ],
    [
      'a gift under the pool’s minimum (the form said so)',
      { givingDayId: 12, matches: [held({ matchMoney: 0, shortfall: 'minimum' })] },
    ],
  ])('draws nothing for %s', (_name, order) => {
    expect(draw(order)).toBe('');
  });
});
