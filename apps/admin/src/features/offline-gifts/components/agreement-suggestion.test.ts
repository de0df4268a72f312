import type { TAgreementAwaiting } from '@alma/shared/admin-api/agreements';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { drawnTree, press, propsIn, renderToHtml, textOf } from '../../../lib/render-to-text.test-helper.ts';
import { AgreementSuggestion } from './agreement-suggestion.tsx';
import '../messages.ts';

const agreement: TAgreementAwaiting = {
  id: 31,
  agreementNo: 'XY-7',
  itemsId: 12,
  projectTitle: '图书馆修缮',
  userId: 88,
  donorName: '张三',
  donorMobile: '138****0001',
  amount: 5000,
  sealedAt: '2025-03-01 10:00:00',
};

describe('the suggested agreement of a typed transfer', () => {
  it('names the agreement, its donor and project, in both languages', async () => {
    const zh = textOf(
      await renderToHtml(createElement(AgreementSuggestion, { agreement, onPick: () => {} })),
    );
    expect(zh).toContain('该转账的金额和付款人与协议 XY-7（张三 · 图书馆修缮）一致');
    expect(zh).toContain('关联此协议');
    const en = textOf(
      await renderToHtml(createElement(AgreementSuggestion, { agreement, onPick: () => {} }), {
        language: 'English',
      }),
    );
    expect(en).toContain('The amount and payer of this transfer match agreement XY-7 (张三 · 图书馆修缮)');
    expect(en).toContain('Link this agreement');
  });

  it('picks it when 关联此协议 is pressed, and not before', async () => {
    const onPick = vi.fn();
    const tree = await drawnTree(AgreementSuggestion, { agreement, onPick });
    expect(onPick).not.toHaveBeenCalled();
    press(propsIn(tree, 'agreement-suggestion-pick'));
    expect(onPick).toHaveBeenCalledWith(agreement);
  });
});
