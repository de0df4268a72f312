import type { TPoolReconciliation } from '@alma/shared/admin-api/giving-days';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderToHtml, textOf } from '../../../lib/render-to-text.test-helper.ts';
import '../messages.ts';
import { PoolReconciliationDetails } from './pool-reconciliation-drawer.tsx';

const reconciliation: TPoolReconciliation = {
  poolId: 31,
  sponsor: '校友会',
  size: 100_000,
  reserved: 1_000,
  confirmed: 20_000.5,
  free: 78_999.5,
  released: 3_000,
  takenBack: 250,
  byState: [
    { state: 'RESERVED', gifts: 4, money: 1_000 },
    { state: 'CONFIRMED', gifts: 80, money: 20_000.5 },
    { state: 'RELEASED', gifts: 12, money: 3_000 },
    { state: 'TAKEN_BACK', gifts: 1, money: 250 },
  ],
  balanced: true,
};

const shown = async (shownReconciliation: TPoolReconciliation, language: 'zh_CN' | 'English' = 'zh_CN') =>
  textOf(
    await renderToHtml(createElement(PoolReconciliationDetails, { reconciliation: shownReconciliation }), {
      language,
    }),
  );

describe('a pool’s reconciliation', () => {
  it('shows size, reserved, confirmed, free, released and taken back in yuan', async () => {
    const text = await shown(reconciliation);
    expect(text).toContain('配捐池金额 ¥100,000.00');
    expect(text).toContain('已预留（待支付） ¥1,000.00');
    expect(text).toContain('已确认（已支付） ¥20,000.50');
    expect(text).toContain('可用 ¥78,999.50');
    expect(text).toContain('已释放（订单过期或取消） ¥3,000.00');
    expect(text).toContain('已收回（订单退款） ¥250.00');
  });

  it('counts gifts and money by match state, the states in words', async () => {
    const text = await shown(reconciliation);
    expect(text).toContain('已确认（已支付） 80 ¥20,000.50');
    expect(text).toContain('已收回（订单退款） 1 ¥250.00');
    for (const code of ['RESERVED', 'CONFIRMED', 'RELEASED', 'TAKEN_BACK']) expect(text).not.toContain(code);
  });

  it('says it balances, with the sum that does', async () => {
    expect(await shown(reconciliation)).toContain(
      '账目平衡：已预留 ¥1,000.00 + 已确认 ¥20,000.50 + 可用 ¥78,999.50 = 配捐池金额 ¥100,000.00',
    );
    expect(await shown(reconciliation, 'English')).toContain('Balanced: reserved ¥1,000.00');
  });

  it('says plainly when it does not balance, and what to do', async () => {
    const text = await shown({ ...reconciliation, free: 79_000, balanced: false });
    expect(text).toContain(
      '账目不平衡：已预留 ¥1,000.00 + 已确认 ¥20,000.50 + 可用 ¥79,000.00，与配捐池金额 ¥100,000.00 不相等',
    );
    expect(text).toContain('联系技术支持');
    expect(text).not.toContain('账目平衡');
    expect(await shown({ ...reconciliation, balanced: false }, 'English')).toContain('Does not balance');
  });
});
