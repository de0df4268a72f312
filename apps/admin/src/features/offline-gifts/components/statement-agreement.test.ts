import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { drawnTree, press, propsIn, renderToHtml, textOf } from '../../../lib/render-to-text.test-helper.ts';
import '../messages.ts';
import { StatementAgreement } from './statement-agreement.tsx';

const agreement = {
  id: 31,
  agreementNo: 'XY20250301-0007',
  itemsId: 12,
  projectTitle: '图书馆修缮',
  userId: 88,
  donorName: '张三',
};

const shown = async (kept: boolean, language: 'zh_CN' | 'English' = 'zh_CN') =>
  textOf(
    await renderToHtml(createElement(StatementAgreement, { agreement, kept, onKeep: () => {} }), {
      language,
    }),
  );

describe('a statement line’s suggested agreement', () => {
  it('is said in words: number · project · donor, in both languages', async () => {
    expect(await shown(true)).toContain('协议 XY20250301-0007 · 图书馆修缮 · 张三');
    expect(await shown(true, 'English')).toContain('Agreement XY20250301-0007 · 图书馆修缮 · 张三');
  });

  it('offers to drop it, and once dropped says so and offers it again', async () => {
    expect(await shown(true)).toContain('不关联');
    expect(await shown(true)).not.toContain('重新关联');
    expect(await shown(false)).toContain('不关联协议，按普通转账登记');
    expect(await shown(false)).toContain('重新关联');
    expect(await shown(false, 'English')).toContain('Link again');
  });

  it.each([
    [true, 'statement-agreement-drop', false],
    [false, 'statement-agreement-keep', true],
  ])('kept %s: its button asks to keep it %s', async (kept, testId, asked) => {
    const onKeep = vi.fn();
    press(propsIn(await drawnTree(StatementAgreement, { agreement, kept, onKeep }), testId));
    expect(onKeep).toHaveBeenCalledWith(asked);
  });
});
