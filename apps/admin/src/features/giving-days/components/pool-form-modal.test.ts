import { type TAdminGivingDay, type TAdminPool, ZPoolInput } from '@alma/shared/admin-api/giving-days';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FormModal } from '../../../components/form-modal.tsx';
import { AdminApiError } from '../../../lib/admin-client.ts';
import { drawnTree, propsIn } from '../../../lib/render-to-text.test-helper.ts';
import '../messages.ts';
import type { TPoolForm } from '../model/pool-form.ts';
import { PoolFormModal } from './pool-form-modal.tsx';

const calls = vi.hoisted(() => ({
  made: [] as Array<{ method: string; path: string; body: unknown }>,
  refusal: null as Error | null,
}));
vi.mock('../../../lib/admin-client.ts', async (original) => ({
  ...(await original<typeof import('../../../lib/admin-client.ts')>()),
  adminCall: (method: string, path: string, options?: { body?: unknown }) => {
    calls.made.push({ method, path, body: options?.body });
    return calls.refusal ? Promise.reject(calls.refusal) : Promise.resolve({});
  },
}));

const day: TAdminGivingDay = {
  id: 7,
  name: '校庆募捐日',
  intro: '',
  startTime: '2025-06-01 10:00:00',
  endTime: '2025-06-01 22:00:00',
  state: 'live',
  goal: 0,
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

const pool: TAdminPool = {
  id: 31,
  sponsor: '校友会',
  size: 100_000,
  ratioPercent: 100,
  minGift: 10,
  giftCap: 500,
  donorCap: null,
  donorGiftsPerDay: null,
  startTime: '2025-06-01 10:00:00',
  endTime: '2025-06-01 22:00:00',
  fairReleaseSeconds: 60,
  itemIds: [],
  donorField: '',
  donorValues: [],
  state: 'live',
  reserved: 1_000,
  confirmed: 20_000,
  free: 79_000,
  batchSharedTime: '2025-06-01 10:01:00',
};

const typed: TPoolForm = {
  sponsor: ' 校友会 ',
  poolSize: 100000,
  ratioPercent: 50,
  minGift: null,
  giftCap: 200.5,
  donorCap: undefined,
  donorGiftsPerDay: 3,
  startTime: dayjs('2025-06-01 10:00'),
  endTime: dayjs('2025-06-01 12:00'),
  fairReleaseSeconds: 30,
  itemIds: [12],
  donorField: 'college',
  donorValues: ['计算机学院', '数学学院'],
};

async function dialog(target: TAdminPool | 'new') {
  const onClose = vi.fn();
  const tree = await drawnTree(PoolFormModal, { day, fields: [], target, onClose });
  const modal = propsIn(tree, (element) => element.type === FormModal);
  const setFields = vi.spyOn(modal.form as { setFields: (fields: unknown) => void }, 'setFields');
  const save = (values: TPoolForm) => (modal.onFinish as (values: TPoolForm) => void)(values);
  return { save, setFields, onClose };
}

beforeEach(() => {
  calls.made = [];
  calls.refusal = null;
});

describe('the matching pool form', () => {
  it('adds a pool with a ZPoolInput body: yuan as typed, no limit as null, Shanghai minutes', async () => {
    const { save, onClose } = await dialog('new');
    save(typed);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = {
      sponsor: '校友会',
      poolSize: 100000,
      ratioPercent: 50,
      minGift: 0,
      giftCap: 200.5,
      donorCap: null,
      donorGiftsPerDay: 3,
      startTime: '2025-06-01 10:00',
      endTime: '2025-06-01 12:00',
      fairReleaseSeconds: 30,
      itemIds: [12],
      donorField: 'college',
      donorValues: ['计算机学院', '数学学院'],
    };
    expect(calls.made).toEqual([{ method: 'POST', path: '/giving-days/7/pools', body }]);
    expect(ZPoolInput.safeParse(body).success).toBe(true);
  });

  it('changes a pool with PUT, its donor values dropped with its donor field', async () => {
    const { save, onClose } = await dialog(pool);
    save({ ...typed, donorField: null });
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.made).toEqual([
      {
        method: 'PUT',
        path: '/giving-days/7/pools/31',
        body: expect.objectContaining({ donorField: '', donorValues: [] }),
      },
    ]);
  });

  it('puts the server’s refusal naming a field under that field', async () => {
    calls.refusal = new AdminApiError(
      409,
      'CONFLICT',
      '配捐池已开放，金额不能少于原来的100000元',
      'poolSize',
    );
    const { save, setFields, onClose } = await dialog(pool);
    save({ ...typed, poolSize: 50000 });
    await vi.waitFor(() =>
      expect(setFields).toHaveBeenCalledWith([
        { name: 'poolSize', errors: ['配捐池已开放，金额不能少于原来的100000元'] },
      ]),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses what the contract refuses before sending, each under its field in words', async () => {
    const { save, setFields } = await dialog('new');
    save({ ...typed, poolSize: 0, ratioPercent: 1.5, giftCap: 1.234, fairReleaseSeconds: 4000 });
    expect(setFields).toHaveBeenCalledWith([
      { name: 'poolSize', errors: ['配捐池金额须大于0'] },
      { name: 'giftCap', errors: ['每笔配捐上限最多两位小数'] },
      { name: 'ratioPercent', errors: ['配捐比例（%）须为整数'] },
      { name: 'fairReleaseSeconds', errors: ['开场公平分配（秒）不能大于 3600'] },
    ]);
    expect(calls.made).toEqual([]);
  });

  it('asks for the answers that qualify once a donor field is chosen', async () => {
    const { save, setFields } = await dialog('new');
    save({ ...typed, donorValues: [] });
    expect(setFields).toHaveBeenCalledWith([
      { name: 'donorValues', errors: ['限定了捐赠人字段时须填写符合条件的内容'] },
    ]);
    expect(calls.made).toEqual([]);
  });
});
