import type { TAdminGivingDay } from '@alma/shared/admin-api/giving-days';
import { Popconfirm } from 'antd';
import { createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { drawnTree, press, propsIn, renderToHtml, textOf } from '../../../lib/render-to-text.test-helper.ts';
import '../messages.ts';
import { BoardsPausedSwitch } from './boards-paused-switch.tsx';

const calls = vi.hoisted(() => ({ made: [] as Array<{ method: string; path: string; body: unknown }> }));
vi.mock('../../../lib/admin-client.ts', async (original) => ({
  ...(await original<typeof import('../../../lib/admin-client.ts')>()),
  adminCall: (method: string, path: string, options?: { body?: unknown }) => {
    calls.made.push({ method, path, body: options?.body });
    return Promise.resolve(undefined);
  },
}));

const SWITCH = 'PUT /giving-days/:id/boards-paused';
const day = { id: 7, boardsPaused: false } as TAdminGivingDay;

beforeEach(() => {
  calls.made = [];
});

describe('暂停排行榜与动态', () => {
  it.each([
    [false, true, '暂停排行榜与实时动态？'],
    [true, false, '恢复显示排行榜与实时动态？'],
  ])('paused %s: asks first, then PUTs boards-paused with paused %s', async (paused, asked, question) => {
    const tree = await drawnTree(
      BoardsPausedSwitch,
      { day: { ...day, boardsPaused: paused } },
      { routes: [SWITCH] },
    );
    const confirm = propsIn(tree, (element) => element.type === Popconfirm);
    expect(confirm.title).toBe(question);
    expect(calls.made).toEqual([]);
    await press(confirm, 'onConfirm');
    expect(calls.made).toEqual([
      { method: 'PUT', path: '/giving-days/7/boards-paused', body: { paused: asked } },
    ]);
  });

  it('is labelled in words and shows its state', async () => {
    const text = textOf(await renderToHtml(createElement(BoardsPausedSwitch, { day }), { routes: [SWITCH] }));
    expect(text).toContain('暂停排行榜与动态');
    expect(text).toContain('正常显示');
    const paused = { ...day, boardsPaused: true };
    expect(
      textOf(await renderToHtml(createElement(BoardsPausedSwitch, { day: paused }), { routes: [SWITCH] })),
    ).toContain('已暂停');
    const english = textOf(
      await renderToHtml(createElement(BoardsPausedSwitch, { day }), {
        routes: [SWITCH],
        language: 'English',
      }),
    );
    expect(english).toContain('Pause leaderboards and live feed');
  });

  it('shows only the state to a role that may not switch it', async () => {
    const html = await renderToHtml(
      createElement(BoardsPausedSwitch, { day: { ...day, boardsPaused: true } }),
    );
    expect(textOf(html)).toContain('暂停排行榜与动态 已暂停');
    expect(html).not.toContain('role="switch"');
  });
});
