import type { TAgreementAwaiting } from '@alma/shared/admin-api/agreements';
import { describe, expect, it } from 'vitest';
import { suggestedAgreement } from './agreement-suggestion.ts';

const awaiting = (overrides: Partial<TAgreementAwaiting>): TAgreementAwaiting => ({
  id: 1,
  agreementNo: 'XY-1',
  itemsId: 12,
  projectTitle: '图书馆修缮',
  userId: 88,
  donorName: '张三',
  donorMobile: '138****0001',
  amount: 5000,
  sealedAt: '2025-03-01 10:00:00',
  ...overrides,
});

const zhang = awaiting({});
const li = awaiting({ id: 2, agreementNo: 'XY-2', donorName: '李四', userId: 89 });

describe('the agreement a typed transfer points to', () => {
  it.each<[string, TAgreementAwaiting[], string | undefined, string | undefined, TAgreementAwaiting | null]>([
    ['the one of that amount whose donor is the payer', [zhang, li], '5000', '张三', zhang],
    ['typed with decimals and spaces', [li, zhang], ' 5000.00 ', ' 张三 ', zhang],
    ['none when another donor is named', [zhang, li], '5000', '王五', null],
    ['none when the amount differs', [zhang], '5000.01', '张三', null],
    ['none when two of that donor and amount wait', [zhang, awaiting({ id: 3 })], '5000', '张三', null],
    ['none without a payer', [zhang], '5000', '  ', null],
    ['none without an amount', [zhang], undefined, '张三', null],
    ['none for an amount that is no amount', [zhang], '50.001', '张三', null],
    ['none for nothing', [zhang], '0', '张三', null],
  ])('%s', (_case, rows, amount, payerName, expected) => {
    expect(suggestedAgreement(rows, { amount, payerName }, null)).toBe(expected);
  });

  it('offers nothing once an agreement is picked', () => {
    expect(suggestedAgreement([zhang], { amount: '5000', payerName: '张三' }, li)).toBeNull();
  });
});
