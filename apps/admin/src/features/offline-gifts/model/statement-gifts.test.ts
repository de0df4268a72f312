import type { TStatementLine } from '@alma/shared/admin-api/offline-gifts';
import { describe, expect, it } from 'vitest';
import { giftOf, giftsOfChosen, keptAgreementOf } from './statement-gifts.ts';

const agreement = {
  id: 31,
  agreementNo: 'XY20250301-0007',
  itemsId: 12,
  projectTitle: '图书馆修缮',
  userId: 88,
  donorName: '张三',
};

const line = (overrides: Partial<TStatementLine> = {}): TStatementLine => ({
  line: 2,
  receivedOn: '2025-03-07',
  amount: 5000,
  payerName: '张三',
  payerAccount: '6222 0000 1111',
  reference: 'B-001',
  memo: '捐赠 图书馆修缮',
  suggestedDonor: null,
  suggestedProject: null,
  alreadyRecorded: null,
  suggestedAgreement: null,
  ...overrides,
});

/** A line the server matched to the agreement: its donor and project are the agreement's. */
const matched = line({
  suggestedAgreement: agreement,
  suggestedDonor: { userId: 88, name: '张三', mobile: '138****0001' },
  suggestedProject: { itemsId: 12, name: '图书馆修缮' },
});

describe('a line confirmed against its suggested agreement', () => {
  it('sends the agreement with its project and donor and the line’s amount', () => {
    expect(giftsOfChosen([matched], [2], { 2: 12 }, [])).toEqual([
      {
        itemsId: 12,
        userId: 88,
        agreementId: 31,
        amount: 5000,
        method: 'bank_transfer',
        receivedOn: '2025-03-07',
        payerName: '张三',
        reference: 'B-001',
        note: '捐赠 图书馆修缮',
      },
    ]);
  });

  it('takes the agreement’s project even when another was chosen, or none', () => {
    expect(giftsOfChosen([matched], [2], { 2: 99 }, [])?.[0]?.itemsId).toBe(12);
    expect(giftsOfChosen([matched], [2], {}, [])?.[0]?.itemsId).toBe(12);
  });

  it('is confirmed as before, without the agreement, once staff drop it', () => {
    const [gift] = giftsOfChosen([matched], [2], { 2: 40 }, [2]) ?? [];
    expect(gift).not.toHaveProperty('agreementId');
    expect(gift).toMatchObject({ itemsId: 40, userId: 88, amount: 5000 });
    expect(keptAgreementOf(matched, [2])).toBeNull();
    expect(keptAgreementOf(matched, [3])).toBe(agreement);
  });

  it('asks for a project when the agreement is dropped and none is chosen', () => {
    expect(giftsOfChosen([matched], [2], { 2: undefined }, [2])).toBeNull();
  });
});

describe('a line without an agreement', () => {
  it('records the suggested donor, or a new one named as the payer (the account when unnamed)', () => {
    const known = line({ suggestedDonor: { userId: 5, name: '李四', mobile: '' } });
    expect(giftOf(known, 7, null)).toMatchObject({ itemsId: 7, userId: 5 });
    expect(giftOf(line(), 7, null)).toMatchObject({ donorName: '张三' });
    expect(giftOf(line({ payerName: '' }), 7, null)).toMatchObject({
      donorName: '6222 0000 1111',
      payerName: '6222 0000 1111',
    });
    expect(giftOf(line(), 7, null)).not.toHaveProperty('agreementId');
  });

  it('keeps the memo within the note’s limit', () => {
    expect(giftOf(line({ memo: '附'.repeat(300) }), 7, null).note).toHaveLength(200);
  });
});

describe('the ticked lines', () => {
  it('become gifts in the statement’s order; unticked lines are left out', () => {
    const lines = [line({ line: 2 }), line({ line: 3, reference: 'B-002' }), { ...matched, line: 5 }];
    const gifts = giftsOfChosen(lines, [2, 3], { 2: 7, 3: 8 }, []);
    expect(gifts?.map((gift) => gift.reference)).toEqual(['B-001', 'B-002']);
  });

  it('are refused while a plain line has no project', () => {
    expect(giftsOfChosen([line({ line: 4 })], [4], {}, [])).toBeNull();
  });
});
