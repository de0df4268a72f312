import { describe, expect, it } from 'vitest';
import {
  billTotals,
  compareBill,
  differenceWords,
  type TReconcileLine,
  ZReconciliationQuery,
} from './reconciliation.ts';

const pay = (
  billNo: string,
  amountFen: number,
  status: TReconcileLine['status'] = 'paid',
): TReconcileLine => ({
  billNo,
  tradeNo: `T${billNo}`,
  amountFen,
  kind: 'payment',
  status,
});
const refund = (billNo: string, refundNo: string, amountFen: number): TReconcileLine => ({
  billNo,
  tradeNo: `T${billNo}`,
  amountFen,
  kind: 'refund',
  refundNo,
  status: 'refunded',
});

describe('compareBill', () => {
  const cases: Array<{
    name: string;
    ours: TReconcileLine[];
    bill: TReconcileLine[];
    expected: Array<[string, string, number | null, number | null]>;
  }> = [
    { name: 'both empty', ours: [], bill: [], expected: [] },
    {
      name: 'agreeing lines give nothing',
      ours: [pay('A', 100), refund('A', 'R1', 40)],
      bill: [refund('A', 'R1', 40), pay('A', 100)],
      expected: [],
    },
    {
      name: 'a payment only the bill has',
      ours: [],
      bill: [pay('A', 100)],
      expected: [['missing', 'A', null, 100]],
    },
    {
      name: 'a payment only we have',
      ours: [pay('A', 100)],
      bill: [],
      expected: [['extra', 'A', 100, null]],
    },
    {
      name: 'another amount',
      ours: [pay('A', 100)],
      bill: [pay('A', 90)],
      expected: [['amount', 'A', 100, 90]],
    },
    {
      name: 'ours paid, the bill refunded',
      ours: [pay('A', 100)],
      bill: [pay('A', 100, 'refunded')],
      expected: [['status', 'A', 100, 100]],
    },
    {
      name: 'refunds match by refund number, not by order',
      ours: [refund('A', 'R1', 40)],
      bill: [refund('A', 'R2', 40)],
      expected: [
        ['missing', 'A', null, 40],
        ['extra', 'A', 40, null],
      ],
    },
    {
      name: 'an amount difference wins over a status difference',
      ours: [pay('A', 100)],
      bill: [pay('A', 50, 'refunded')],
      expected: [['amount', 'A', 100, 50]],
    },
  ];
  it.each(cases)('$name', ({ ours, bill, expected }) => {
    const found = compareBill(ours, bill).map((d) => [d.kind, d.billNo, d.oursFen, d.billFen]);
    expect(found).toEqual(expected);
  });

  it('adds up each side', () => {
    expect(billTotals([pay('A', 100), pay('B', 250), refund('A', 'R1', 40)])).toEqual({
      payments: 2,
      paymentFen: 350,
      refunds: 1,
      refundFen: 40,
    });
  });

  it('says each difference in words with an action, in yuan and without codes', () => {
    for (const difference of compareBill([pay('B', 12345), pay('C', 100)], [pay('A', 100), pay('B', 100)])) {
      for (const language of ['zh_CN', 'English'] as const) {
        const words = differenceWords(difference, language);
        expect(words.description).not.toMatch(/missing|extra|PAID|12345/);
        expect(words.action.length).toBeGreaterThan(4);
      }
    }
    const [amount] = compareBill([pay('B', 12345)], [pay('B', 100)]);
    expect(differenceWords(amount as never, 'zh_CN').description).toContain('123.45 元');
  });

  it('takes a day that exists and a provider with a bill', () => {
    expect(ZReconciliationQuery.safeParse({ date: '2026-02-30', provider: 'sandbox' }).success).toBe(false);
    expect(ZReconciliationQuery.safeParse({ date: '2026-02-28', provider: 'campus-card' }).success).toBe(
      false,
    );
    expect(ZReconciliationQuery.safeParse({ date: '2026-02-28', provider: 'wechat-pay' }).success).toBe(true);
    expect(ZReconciliationQuery.safeParse({ date: '2026-02-28', provider: 'alipay' }).success).toBe(true);
  });
});
