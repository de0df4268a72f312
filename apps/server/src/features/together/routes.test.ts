import { DONATEU } from '@alma/shared/api/spec-paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { createTogether, paidGifts } from '../../../test/items-fixtures.ts';
import {
  donate,
  itemTotals,
  placeOrder,
  pressCashierButton,
  togetherTotals,
} from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { togetherSettings } from '../../db/schema/donation-forms.ts';
import { togethers } from '../../db/schema/donations.ts';

type Detail = {
  id: number;
  itemsId: number;
  sponsor: string;
  slogan: string;
  avatar: string;
  targetMoney: number;
  completeMoney: number;
  participants: number;
  isTarget: number;
  progress: number;
  isDonate: number;
  noReason: string;
  isMine: number;
};

let t: TestApp;
let sponsor: { userId: number; token: string };
let friend: { userId: number; token: string };

const SLOGANS = ['寒门学子，一路有我', '一起为母校加油'];

async function togetherProject(
  values: Parameters<typeof createItem>[1] = {},
  settings = true,
): Promise<number> {
  const itemsId = await createItem(t.deps, { isDonateTogether: true, ...values });
  if (settings) {
    await t.deps.database.db.insert(togetherSettings).values({
      itemsId,
      sloganList: SLOGANS,
      moneyList: [
        { title: '1000元', moneyFen: 100000 },
        { title: '5000元', moneyFen: 500000 },
      ],
      isHandMoney: false,
      isNoTarget: false,
    });
  }
  return itemsId;
}

const launch = (token: string, body: Record<string, unknown>) =>
  t.post<{ id: number } | null>(`${DONATEU}/together/insertTogether`, body, { token });
const detailOf = (id: number, token?: string) =>
  t.get<Detail>(`${DONATEU}/together/togetherDetail`, { id }, { token: token ?? null });

async function togethersOf(itemsId: number) {
  return t.deps.database.db.select().from(togethers).where(eq(togethers.itemsId, itemsId));
}

beforeAll(async () => {
  t = await createTestApp({ ALMA_DEMO: '1' });
  sponsor = await createUser(t.deps, { nickname: '张明远', avatar: '/files/sponsor.png' });
  friend = await createUser(t.deps, { nickname: '李四' });
});
afterAll(() => t.close());

describe('together/launchDetail', () => {
  it('answers the slogans, the chips in yuan and the switches', async () => {
    const itemsId = await togetherProject({ name: '励志奖学金' });
    const answer = await t.get(`${DONATEU}/together/launchDetail`, { itemsId }, { token: sponsor.token });
    expect(answer).toMatchObject({
      code: 0,
      data: {
        itemsId,
        itemsName: '励志奖学金',
        crowdType: 1,
        sloganList: SLOGANS,
        moneyList: [
          { title: '1000元', money: 1000 },
          { title: '5000元', money: 5000 },
        ],
        isHandMoney: 0,
        isNoTarget: 0,
      },
    });
  });

  it('gives a project without settings free entry and the no-target chip', async () => {
    const itemsId = await togetherProject({}, false);
    const answer = await t.get(`${DONATEU}/together/launchDetail`, { itemsId }, { token: sponsor.token });
    expect(answer.data).toMatchObject({ sloganList: [], moneyList: [], isHandMoney: 1, isNoTarget: 1 });
  });

  it.each([
    ['together is off', { isDonateTogether: false }, '该项目未开放一起捐'],
    ['the project takes no donations', { isDonate: false, noReason: '已结束' }, '该项目暂不接受捐赠'],
    ['a naming project', { itemsType: 2, namingType: 1 }, '该项目未开放一起捐'],
  ])('refuses when %s', async (_label, values, message) => {
    const itemsId = await togetherProject(values);
    const answer = await t.get(`${DONATEU}/together/launchDetail`, { itemsId }, { token: sponsor.token });
    expect(answer).toMatchObject({ code: -1, message, data: null });
  });

  it('needs a token, and a project that exists', async () => {
    const itemsId = await togetherProject();
    expect((await t.get(`${DONATEU}/together/launchDetail`, { itemsId })).code).toBe(-997);
    const missing = await t.get(
      `${DONATEU}/together/launchDetail`,
      { itemsId: 999999 },
      { token: sponsor.token },
    );
    expect(missing).toMatchObject({ code: -1, message: '内容不存在' });
  });

  it('refuses a non-alumnus on an alumni-only project like donating does (0201)', async () => {
    const itemsId = await togetherProject({ isAlumni: true });
    const refused = await t.get(`${DONATEU}/together/launchDetail`, { itemsId }, { token: sponsor.token });
    expect(refused).toMatchObject({ code: -998, data: { errorCode: '0201' } });
    const launched = await launch(sponsor.token, {
      itemsId,
      sponsor: '张',
      slogan: SLOGANS[0],
      targetMoney: 1000,
    });
    expect(launched).toMatchObject({ code: -998, data: { errorCode: '0201' } });
    expect(await togethersOf(itemsId)).toHaveLength(0);

    const alumnus = await createUser(t.deps, { isAlumni: true });
    const allowed = await t.get(`${DONATEU}/together/launchDetail`, { itemsId }, { token: alumnus.token });
    expect(allowed.code).toBe(0);
  });
});

describe('together/insertTogether', () => {
  it('starts a fundraiser that the share page and the project tab show', async () => {
    const itemsId = await togetherProject();
    const before = await t.get<{ total: number }>(`${DONATEU}/items/togetherList`, { itemsId });
    expect(before.data.total).toBe(0);

    const answer = await launch(sponsor.token, {
      itemsId,
      sponsor: ' 张明远 ',
      slogan: SLOGANS[1],
      targetMoney: '5000',
    });
    expect(answer).toMatchObject({ code: 0, message: '发起成功' });
    const id = answer.data?.id ?? 0;

    const detail = await detailOf(id);
    expect(detail.data).toMatchObject({
      id,
      itemsId,
      sponsor: '张明远',
      slogan: '一起为母校加油',
      avatar: '/files/sponsor.png',
      targetMoney: 5000,
      completeMoney: 0,
      participants: 0,
      isTarget: 1,
      progress: 0,
      isDonate: 1,
      noReason: '',
      isCancelled: 0,
      isMine: 0,
    });
    expect((await detailOf(id, sponsor.token)).data.isMine).toBe(1);
    expect((await detailOf(id, friend.token)).data.isMine).toBe(0);
    // The tab was cached empty; the launch dropped that answer.
    const after = await t.get<{ total: number; rows: Array<{ id: number }> }>(
      `${DONATEU}/items/togetherList`,
      {
        itemsId,
      },
    );
    expect(after.data.rows.map((row) => row.id)).toEqual([id]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no sponsor', { sponsor: '  ' }, '请输入发起人'],
    ['a sponsor of 21 characters', { sponsor: '一'.repeat(21) }, '发起人不得超过20个字'],
    ['a sponsor with control characters', { sponsor: '张\u0007三' }, '发起人包含非法字符'],
    // NUL is refused for every field before any route runs (http/nul-input.ts).
    ['a sponsor with a NUL byte', { sponsor: '张\u0000三' }, '参数错误：sponsor'],
    ['no slogan', { slogan: '' }, '请选择一起捐口号'],
    ['a slogan not offered', { slogan: '<script>' }, '请选择正确的口号'],
    ['zero without the no-target chip', { targetMoney: 0 }, '请输入合法金额'],
    ['a negative target', { targetMoney: -100 }, '请输入合法金额'],
    ['a target that is not a number', { targetMoney: 'abc' }, '请输入合法金额'],
    ['three decimals', { targetMoney: '1000.001' }, '请输入合法金额'],
    ['a typed amount with free entry off', { targetMoney: 1234 }, '请选择目标金额'],
    ['a missing target', { targetMoney: undefined }, '缺少参数：targetMoney'],
    ['an object for a target', { targetMoney: { a: 1 } }, '参数错误：targetMoney'],
    ['a huge sponsor', { sponsor: 'x'.repeat(10_000) }, '参数错误：sponsor'],
    ['an unknown project', { itemsId: 999999 }, '内容不存在'],
  ])('refuses %s and stores nothing', async (_label, values, message) => {
    const itemsId = await togetherProject();
    const body = { itemsId, sponsor: '张明远', slogan: SLOGANS[0], targetMoney: 1000, ...values };
    const answer = await launch(sponsor.token, body);
    expect(answer).toMatchObject({ code: -1, message, data: null });
    expect(await togethersOf(itemsId)).toHaveLength(0);
  });

  it('takes zero as no target where the project offers that chip', async () => {
    const itemsId = await togetherProject({}, false);
    const answer = await launch(sponsor.token, {
      itemsId,
      sponsor: '张',
      slogan: '一起加油',
      targetMoney: 0,
    });
    expect(answer.code).toBe(0);
    const detail = await detailOf(answer.data?.id ?? 0);
    expect(detail.data).toMatchObject({ isTarget: 0, targetMoney: 0, progress: 0, isDonate: 1 });
  });

  it('needs a token', async () => {
    const itemsId = await togetherProject();
    const answer = await t.post(`${DONATEU}/together/insertTogether`, {
      itemsId,
      sponsor: '张',
      slogan: SLOGANS[0],
      targetMoney: 1000,
    });
    expect(answer.code).toBe(-997);
    expect(await togethersOf(itemsId)).toHaveLength(0);
  });

  it('limits how many fundraisers one person starts', async () => {
    const itemsId = await togetherProject({}, false);
    const busy = await createUser(t.deps);
    const body = { itemsId, sponsor: '张', slogan: '加油', targetMoney: 100 };
    for (let i = 0; i < 10; i += 1) expect((await launch(busy.token, body)).code).toBe(0);
    expect(await launch(busy.token, body)).toMatchObject({ code: -1, message: '操作过于频繁，请稍后再试' });
    expect(await togethersOf(itemsId)).toHaveLength(10);
    // Someone else is not held back by it.
    expect((await launch(friend.token, body)).code).toBe(0);
  });
});

describe('together/togetherDetail', () => {
  it.each([
    ['a tenth raised', 100000, 10000, 10],
    ['a third raised', 30000, 10000, 33.33],
    ['the target met', 100000, 100000, 100],
    ['twice the target, capped', 100000, 200000, 100],
  ])('%s → %s%%', async (_label, targetMoneyFen, completeMoneyFen, progress) => {
    const itemsId = await togetherProject();
    const id = await createTogether(t.deps, { itemsId, userId: sponsor.userId, targetMoneyFen });
    await paidGifts(t.deps, { itemsId, togetherId: id }, [completeMoneyFen]);
    expect((await detailOf(id)).data).toMatchObject({ progress, completeMoney: completeMoneyFen / 100 });
  });

  it('closes a fundraiser of a project that stopped taking donations, with its reason', async () => {
    const itemsId = await togetherProject({ isDonate: false, noReason: '项目已结项' });
    const id = await createTogether(t.deps, { itemsId, userId: sponsor.userId });
    expect((await detailOf(id)).data).toMatchObject({ isDonate: 0, noReason: '项目已结项' });
  });

  it('says "not found" for an id that does not exist, and -1 for one that is not an id', async () => {
    expect(await detailOf(999999)).toMatchObject({ code: -1, message: '内容不存在' });
    const bad = await t.get(`${DONATEU}/together/togetherDetail`, { id: 'abc' });
    expect(bad).toMatchObject({ code: -1, message: '参数错误：id' });
  });

  it('speaks English', async () => {
    const itemsId = await togetherProject({ isDonateTogether: false });
    const id = await createTogether(t.deps, { itemsId, userId: sponsor.userId });
    const answer = await t.get<Detail>(`${DONATEU}/together/togetherDetail`, { id }, { language: 'English' });
    expect(answer.data.noReason).toBe('Donating together is not open for this project');
  });
});

describe('donating into a fundraiser', () => {
  it('a paid gift moves the fundraiser and the project by exactly its amount', async () => {
    const itemsId = await togetherProject();
    const created = await launch(sponsor.token, {
      itemsId,
      sponsor: '张明远',
      slogan: SLOGANS[0],
      targetMoney: 1000,
    });
    const id = created.data?.id ?? 0;

    const billNo = await placeOrder(t, friend.token, {
      itemsId,
      donateTogetherId: id,
      isDonateTogether: 1,
      currencyMoney: 12.34,
    });
    // Unpaid, it counts nowhere.
    expect((await detailOf(id)).data).toMatchObject({ completeMoney: 0, participants: 0 });
    await pressCashierButton(t, 'pay', billNo);

    expect(await togetherTotals(t.deps, id)).toEqual({ money: 1234, participants: 1 });
    expect(await itemTotals(t.deps, itemsId)).toMatchObject({ money: 1234, payCounts: 1 });
    expect((await detailOf(id)).data).toMatchObject({
      completeMoney: 12.34,
      participants: 1,
      progress: 1.23,
    });
    const project = await t.get<{ completeMoney: number }>(`${DONATEU}/items/itemsDetail`, { id: itemsId });
    expect(project.data.completeMoney).toBe(12.34);
    const donors = await t.get<{ total: number; rows: Array<{ donateMoney: number }> }>(
      `${DONATEU}/index/donateRecordPage`,
      { donateTogetherId: id, limit: 9999 },
    );
    expect(donors.data).toMatchObject({ total: 1, rows: [{ donateMoney: 12.34 }] });
  });
});

describe('together/delete', () => {
  it('only the sponsor cancels; afterwards nobody can donate into it', async () => {
    const itemsId = await togetherProject();
    const created = await launch(sponsor.token, {
      itemsId,
      sponsor: '张明远',
      slogan: SLOGANS[0],
      targetMoney: 5000,
    });
    const id = created.data?.id ?? 0;
    const listed = await t.get<{ total: number }>(`${DONATEU}/items/togetherList`, { itemsId });
    expect(listed.data.total).toBe(1);

    const someoneElse = await t.get(`${DONATEU}/together/delete`, { id }, { token: friend.token });
    expect(someoneElse).toMatchObject({ code: -1, message: '内容不存在' });
    expect((await detailOf(id)).data.isDonate).toBe(1);
    expect((await t.get(`${DONATEU}/together/delete`, { id })).code).toBe(-997);

    const cancelled = await t.get(`${DONATEU}/together/delete`, { id }, { token: sponsor.token });
    expect(cancelled).toMatchObject({ code: 0, message: '取消成功' });
    expect((await detailOf(id)).data).toMatchObject({
      isDonate: 0,
      noReason: '该一起捐已取消',
      isCancelled: 1,
    });
    const tab = await t.get<{ total: number }>(`${DONATEU}/items/togetherList`, { itemsId });
    expect(tab.data.total).toBe(0);

    const refused = await donate(t, friend.token, { itemsId, donateTogetherId: id, currencyMoney: 10 });
    expect(refused).toMatchObject({ code: -1, message: '内容不存在' });
    expect(await togetherTotals(t.deps, id)).toEqual({ money: 0, participants: 0 });
    // Cancelling again changes nothing and says the same.
    const again = await t.get(`${DONATEU}/together/delete`, { id }, { token: sponsor.token });
    expect(again).toMatchObject({ code: 0, message: '取消成功' });
  });
});
