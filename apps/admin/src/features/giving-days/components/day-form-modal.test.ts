import type { TAdminGivingDay } from '@alma/shared/admin-api/giving-days';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FormModal } from '../../../components/form-modal.tsx';
import { drawnTree, propsIn } from '../../../lib/render-to-text.test-helper.ts';
import '../messages.ts';
import type { TDayForm } from '../model/day-form.ts';
import { DayFormModal } from './day-form-modal.tsx';

const calls = vi.hoisted(() => ({ made: [] as Array<{ method: string; path: string; body: unknown }> }));
vi.mock('../../../lib/admin-client.ts', async (original) => ({
  ...(await original<typeof import('../../../lib/admin-client.ts')>()),
  adminCall: (method: string, path: string, options?: { body?: unknown }) => {
    calls.made.push({ method, path, body: options?.body });
    return Promise.resolve(method === 'GET' ? { rows: [], total: 0 } : { ...saved, id: 9 });
  },
}));

const saved: TAdminGivingDay = {
  id: 7,
  name: '校庆募捐日',
  intro: '',
  startTime: '2025-06-01 10:00:00',
  endTime: '2025-06-01 22:00:00',
  state: 'upcoming',
  goal: 500_000,
  items: [
    { id: 12, name: '图书馆修缮' },
    { id: 13, name: '奖学金' },
  ],
  boardFields: ['college'],
  donorFields: [],
  boardsPaused: false,
  pools: [],
  challenges: [],
  contests: [],
};

const good: TDayForm = {
  name: ' 校庆募捐日 ',
  intro: '一天的集中募捐',
  startTime: dayjs('2025-06-01 10:00'),
  endTime: dayjs('2025-06-01 22:30'),
  goal: 500000.5,
  itemIds: [12, 13],
  boardFields: ['college', 'classYear'],
};

/** The dialog as drawn, its form's setFields watched, and what its 保存 runs. */
async function dialog(target: TAdminGivingDay | 'new') {
  const onClose = vi.fn();
  const onCreated = vi.fn();
  const tree = await drawnTree(
    DayFormModal,
    { target, onClose, onCreated },
    { routes: ['POST /giving-days'] },
  );
  const modal = propsIn(tree, (element) => element.type === FormModal);
  const form = modal.form as { setFields: (fields: unknown) => void };
  const setFields = vi.spyOn(form, 'setFields');
  const save = (values: TDayForm) => (modal.onFinish as (values: TDayForm) => void)(values);
  return { save, setFields, onClose, onCreated };
}

const writes = () => calls.made.filter((call) => call.method !== 'GET');

beforeEach(() => {
  calls.made = [];
});

describe('the giving day form', () => {
  it.each([
    [10_000_000_000, '目标金额不能大于1,000,000,000元'],
    [12.345, '目标金额最多两位小数'],
    [-1, '目标金额不能小于0'],
  ])(
    'refuses a goal of %s under its field, naming it and its limit, and sends nothing',
    async (goal, words) => {
      const { save, setFields } = await dialog('new');
      save({ ...good, goal });
      expect(setFields).toHaveBeenCalledWith([{ name: 'goal', errors: [words] }]);
      expect(writes()).toEqual([]);
    },
  );

  it('refuses an end before the start under 结束时间', async () => {
    const { save, setFields } = await dialog('new');
    save({ ...good, endTime: dayjs('2025-06-01 09:00') });
    expect(setFields).toHaveBeenCalledWith([{ name: 'endTime', errors: ['结束时间须晚于开始时间'] }]);
    expect(writes()).toEqual([]);
  });

  it('asks for a start, and for at least one project', async () => {
    const { save, setFields } = await dialog('new');
    save({ ...good, startTime: null, itemIds: [] });
    expect(setFields).toHaveBeenCalledWith([
      { name: 'startTime', errors: ['请选择开始时间（北京时间）'] },
      { name: 'itemIds', errors: ['参与项目至少选择 1 个'] },
    ]);
    expect(writes()).toEqual([]);
  });

  it('creates a day with times as Shanghai minutes and the goal in yuan as typed', async () => {
    const { save, onCreated } = await dialog('new');
    save(good);
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith(9));
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/giving-days',
        body: {
          name: '校庆募捐日',
          intro: '一天的集中募捐',
          startTime: '2025-06-01 10:00',
          endTime: '2025-06-01 22:30',
          goal: 500000.5,
          itemIds: [12, 13],
          boardFields: ['college', 'classYear'],
        },
      },
    ]);
  });

  it('changes a day with PUT, an empty goal sent as none (0)', async () => {
    const { save, onClose } = await dialog(saved);
    save({ ...good, goal: null });
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/giving-days/7',
        body: expect.objectContaining({ goal: 0 }),
      }),
    ]);
  });
});
