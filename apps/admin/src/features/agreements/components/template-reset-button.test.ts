import type { TAgreementTemplateAnswer } from '@alma/shared/admin-api/agreements';
import { DEFAULT_AGREEMENT_PLACEMENT } from '@alma/shared/agreements/agreement-template';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { Popconfirm } from 'antd';
import { createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { drawnTree, press, propsIn, renderToHtml, textOf } from '../../../lib/render-to-text.test-helper.ts';
import { resetTemplateMutation } from '../api/agreement-template.ts';
import '../messages.ts';
import { TemplateResetButton } from './template-reset-button.tsx';

const calls = vi.hoisted(() => ({ made: [] as Array<[string, string]> }));
vi.mock('../../../lib/admin-client.ts', async (original) => ({
  ...(await original<typeof import('../../../lib/admin-client.ts')>()),
  adminCall: (method: string, path: string) => {
    calls.made.push([method, path]);
    return Promise.resolve(defaultTemplate);
  },
}));

const defaultTemplate: TAgreementTemplateAnswer = {
  title: '捐赠协议书',
  body: '甲方：{name}',
  titleEn: '',
  bodyEn: '',
  offerContract: false,
  placement: DEFAULT_AGREEMENT_PLACEMENT,
  isDefault: true,
  updatedAt: '',
};

const RESET = 'DELETE /projects/:id/agreement-template';

const shown = async (routes: string[], isDefault: boolean, language: 'zh_CN' | 'English' = 'zh_CN') =>
  textOf(
    await renderToHtml(createElement(TemplateResetButton, { itemsId: 12, isDefault, onReset: () => {} }), {
      routes,
      language,
    }),
  );

beforeEach(() => {
  calls.made = [];
});

describe('恢复默认模板', () => {
  it('is offered to those who may delete a template, for a project with its own', async () => {
    expect(await shown([RESET], false)).toContain('恢复默认模板');
    expect(await shown([RESET], false, 'English')).toContain('Reset to default');
  });

  it('is not offered without the permission, nor when the project has the default already', async () => {
    expect(await shown(['PUT /projects/:id/agreement-template'], false)).toBe('');
    expect(await shown([RESET], true)).toBe('');
  });

  it('asks first, then deletes the project’s template and hands the default to the editor', async () => {
    const onReset = vi.fn();
    const tree = await drawnTree(
      TemplateResetButton,
      { itemsId: 12, isDefault: false, onReset },
      { routes: [RESET] },
    );
    const confirm = propsIn(tree, (element) => element.type === Popconfirm);
    expect(confirm.title).toBe('恢复为默认模板？');
    expect(calls.made).toEqual([]);
    press(confirm, 'onConfirm');
    await vi.waitFor(() => expect(onReset).toHaveBeenCalledWith(defaultTemplate));
    expect(calls.made).toEqual([['DELETE', '/projects/12/agreement-template']]);
  });

  it('puts the answered default in the query cache, where the editor reads its template', async () => {
    const client = new QueryClient();
    client.setQueryData(['agreement-template', 12], {
      ...defaultTemplate,
      isDefault: false,
      title: '本项目协议',
    });
    await new MutationObserver(client, resetTemplateMutation(client, 12)).mutate();
    expect(client.getQueryData(['agreement-template', 12])).toEqual(defaultTemplate);
    expect(calls.made).toEqual([['DELETE', '/projects/12/agreement-template']]);
  });
});
