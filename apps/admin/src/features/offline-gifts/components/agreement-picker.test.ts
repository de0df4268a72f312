import type { TAgreementAwaiting } from '@alma/shared/admin-api/agreements';
import { createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToHtml, textOf } from '../../../lib/render-to-text.test-helper.ts';
import { AgreementPicker } from './agreement-picker.tsx';
import '../messages.ts';

const listed = vi.hoisted(() => ({
  rows: [] as unknown[],
  isPlaceholderData: false,
  asked: [] as unknown[],
}));
vi.mock('../api/awaiting-agreements.ts', () => ({
  useAwaitingAgreements: (query: unknown) => {
    listed.asked.push(query);
    return { data: listed.rows, isFetching: false, isPlaceholderData: listed.isPlaceholderData };
  },
}));

const awaiting = (overrides: Partial<TAgreementAwaiting>): TAgreementAwaiting => ({
  id: 31,
  agreementNo: 'XY-7',
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
const li = awaiting({ id: 32, agreementNo: 'XY-8', donorName: '李四', userId: 89 });

const SUGGESTION = '该转账的金额和付款人与协议 XY-7（张三 · 图书馆修缮）一致';

const drawn = async (props: Partial<Parameters<typeof AgreementPicker>[0]> = {}) => {
  const onChange = vi.fn();
  const text = textOf(
    await renderToHtml(
      createElement(AgreementPicker, { amount: '5000', payerName: '张三', value: null, onChange, ...props }),
    ),
  );
  return { text, onChange };
};

beforeEach(() => {
  listed.rows = [li, zhang];
  listed.isPlaceholderData = false;
  listed.asked = [];
});

describe('the agreement picker of a bank transfer', () => {
  it('asks for the agreements of the typed amount and payer', async () => {
    await drawn();
    expect(listed.asked).toContainEqual({ amount: '5000', payerName: '张三' });
  });

  it('suggests the one agreement whose amount and donor are the typed ones, without picking it', async () => {
    const { text, onChange } = await drawn();
    expect(text).toContain(SUGGESTION);
    expect(text).toContain('关联此协议');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('suggests nothing once one is picked', async () => {
    expect((await drawn({ value: li })).text).not.toContain('关联此协议');
  });

  it('suggests nothing when the payer is another donor, or two agreements match', async () => {
    expect((await drawn({ payerName: '王五' })).text).not.toContain('关联此协议');
    listed.rows = [zhang, awaiting({ id: 33, agreementNo: 'XY-9' })];
    expect((await drawn()).text).not.toContain('关联此协议');
  });

  it('suggests nothing from a list asked for what was typed before', async () => {
    listed.isPlaceholderData = true;
    expect((await drawn()).text).not.toContain('关联此协议');
  });
});
