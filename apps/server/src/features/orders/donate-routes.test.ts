import { DONATEU } from '@alma/shared/api/spec-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { createSubItem } from '../../../test/items-fixtures.ts';
import { donate, ordersOfUser } from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { donationForms } from '../../db/schema/donation-forms.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ ALMA_DEMO: '1' });
});
afterAll(() => t.close());

describe('items/donate refusals store nothing', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['a zero amount', { currencyMoney: 0 }, '请输入正确的金额（大于0，最多两位小数）'],
    ['three decimals', { currencyMoney: '1.234' }, '请输入正确的金额（大于0，最多两位小数）'],
    ['a leading zero', { currencyMoney: '010' }, '请输入正确的金额（大于0，最多两位小数）'],
    ['a negative amount', { currencyMoney: -5 }, '请输入正确的金额（大于0，最多两位小数）'],
    ['no amount', {}, '请输入正确的金额（大于0，最多两位小数）'],
    ['over ten million', { currencyMoney: 10000000.01 }, '单笔捐赠金额不能超过10,000,000元'],
    ['below the minimum', { currencyMoney: 9.99, form: 'min10' }, '最低捐赠金额10元'],
    ['decimals on an integer form', { currencyMoney: 10.5, form: 'integer' }, '请输入整数金额'],
    ['campus card without its credentials', { currencyMoney: 10, payType: 9 }, '请输入学工号和校园卡密码'],
    ['an unknown pay type', { currencyMoney: 10, payType: 7 }, '参数错误：payType'],
    ['a closed project', { currencyMoney: 10, item: 'closed' }, '该项目暂不接受捐赠'],
    [
      'an alumni-only project',
      { currencyMoney: 10, item: 'alumni' },
      '本次项目筹款只面向“校友”用户开放，非校友不能捐赠！',
    ],
    ['a sub-project of another project', { currencyMoney: 10, sub: 'foreign' }, '请选择正确的子项目'],
    ['a missing project', { currencyMoney: 10, item: 'missing' }, '内容不存在'],
    ['a fundraiser of another project', { currencyMoney: 10, donateTogetherId: 999999 }, '内容不存在'],
    ['goods with fractional units', { donateMaterialNumber: 1.5, item: 'goods' }, '请输入正确的捐赠数量'],
    ['a naming project without its seats', { currencyMoney: 10, item: 'naming' }, '请选择冠名对象'],
  ])('%s', async (_name, { form, item, sub, ...body }, message) => {
    const user = await createUser(t.deps);
    let itemsId = await createItem(t.deps, {
      isDonate: item !== 'closed',
      isAlumni: item === 'alumni',
      crowdType: item === 'goods' ? 2 : 1,
      itemsType: item === 'naming' ? 2 : 1,
      namingType: item === 'naming' ? 1 : null,
      materialPriceFen: item === 'goods' ? 5000 : 0,
    });
    if (item === 'missing') itemsId = 999999;
    if (form) {
      await t.deps.database.db.insert(donationForms).values({
        itemsId,
        minMoneyFen: form === 'min10' ? 1000 : 0,
        isIntegerMoney: form === 'integer',
      });
    }
    const subItemsId = sub ? await createSubItem(t.deps, { itemsId: await createItem(t.deps) }) : undefined;
    const answer = await donate(t, user.token, { itemsId, subItemsId, ...body });
    expect(answer).toMatchObject({ code: item === 'alumni' ? -998 : -1, message });
    expect(await ordersOfUser(t.deps, user.userId)).toEqual([]);
  });

  it('answers in English when asked', async () => {
    const user = await createUser(t.deps);
    const itemsId = await createItem(t.deps);
    const answer = await t.post(
      `${DONATEU}/items/donate`,
      { itemsId, payType: 1, currencyMoney: '1.234' },
      { token: user.token, language: 'English' },
    );
    expect(answer.message).toBe('Please enter a valid amount (more than 0, at most two decimals)');
  });

  it('with free entry off, only a fixed amount is accepted', async () => {
    const user = await createUser(t.deps);
    const itemsId = await createItem(t.deps, {
      isFixMoney: true,
      isHandMoney: false,
      fixMoney: [{ title: '一份', money: 5000 }],
    });
    expect((await donate(t, user.token, { itemsId, currencyMoney: 49 })).code).toBe(-1);
    expect((await donate(t, user.token, { itemsId, currencyMoney: 50 })).code).toBe(0);
  });
});

describe('Idempotency-Key', () => {
  it('a retry with the same key answers the same order, sequentially and concurrently', async () => {
    const user = await createUser(t.deps);
    const itemsId = await createItem(t.deps);
    const headers = { 'idempotency-key': 'retry-key-1' };
    const first = await donate(t, user.token, { itemsId, currencyMoney: 10 }, headers);
    const again = await donate(t, user.token, { itemsId, currencyMoney: 10 }, headers);
    expect(first.code).toBe(0);
    expect(again.data?.orderPayRequestDTO.billNo).toBe(first.data?.orderPayRequestDTO.billNo);

    const racing = await Promise.all(
      Array.from({ length: 5 }, () =>
        donate(t, user.token, { itemsId, currencyMoney: 11 }, { 'idempotency-key': 'retry-key-2' }),
      ),
    );
    const billNos = new Set(racing.map((answer) => answer.data?.orderPayRequestDTO.billNo));
    expect(racing.map((answer) => answer.code)).toEqual([0, 0, 0, 0, 0]);
    expect(billNos.size).toBe(1);
    const rows = await ordersOfUser(t.deps, user.userId);
    expect(rows).toHaveLength(2);
    // The second key's order replaced the first key's unpaid one.
    expect(rows.filter((row) => row.status === 'PENDING').map((row) => row.billNo)).toEqual([...billNos]);
  });

  it('a key used with a different body is refused, in the request language, and changes nothing', async () => {
    const user = await createUser(t.deps);
    const itemsId = await createItem(t.deps);
    const headers = { 'idempotency-key': 'reused-key-1' };
    const first = await donate(t, user.token, { itemsId, currencyMoney: 10 }, headers);
    expect(first.code).toBe(0);
    const billNo = first.data?.orderPayRequestDTO.billNo;

    const other = await donate(t, user.token, { itemsId, currencyMoney: 20 }, headers);
    expect(other).toEqual({
      code: -1,
      message: '此次提交与先前使用同一请求标识（Idempotency-Key）的捐赠内容不同，请重新提交',
      data: null,
    });
    const english = await t.post(
      `${DONATEU}/items/donate`,
      { itemsId, payType: 1, currencyMoney: 20 },
      { token: user.token, language: 'English', headers },
    );
    expect(english).toMatchObject({
      code: -1,
      message: 'This Idempotency-Key was already used with different parameters; submit again with a new key',
    });
    const anotherProject = await donate(
      t,
      user.token,
      { itemsId: await createItem(t.deps), currencyMoney: 10 },
      headers,
    );
    expect(anotherProject.code).toBe(-1);

    // The same body (in any language) still answers the first order; nothing else was placed.
    const english10 = await t.post(
      `${DONATEU}/items/donate`,
      { itemsId, payType: 1, currencyMoney: 10 },
      { token: user.token, language: 'English', headers },
    );
    expect(english10).toMatchObject({ code: 0, data: { orderPayRequestDTO: { billNo } } });
    const rows = await ordersOfUser(t.deps, user.userId);
    expect(rows.map((row) => [row.billNo, row.moneyFen, row.status])).toEqual([[billNo, 1000, 'PENDING']]);
  });

  it('of two different bodies racing with one key, one places the order and the other is refused', async () => {
    const user = await createUser(t.deps);
    const itemsId = await createItem(t.deps);
    const headers = { 'idempotency-key': 'reused-key-2' };
    const answers = await Promise.all(
      [10, 20, 10, 20].map((currencyMoney) => donate(t, user.token, { itemsId, currencyMoney }, headers)),
    );
    const rows = await ordersOfUser(t.deps, user.userId);
    expect(rows).toHaveLength(1);
    const placedYuan = (rows[0]?.moneyFen ?? 0) / 100;
    const codes = answers.map((answer, i) => [[10, 20, 10, 20][i], answer.code]);
    expect(codes).toEqual([10, 20, 10, 20].map((yuan) => [yuan, yuan === placedYuan ? 0 : -1]));
  });

  it('the same key of another user is another order', async () => {
    const a = await createUser(t.deps);
    const b = await createUser(t.deps);
    const itemsId = await createItem(t.deps);
    const headers = { 'idempotency-key': 'shared-key' };
    const first = await donate(t, a.token, { itemsId, currencyMoney: 10 }, headers);
    const second = await donate(t, b.token, { itemsId, currencyMoney: 10 }, headers);
    expect(second.data?.orderPayRequestDTO.billNo).not.toBe(first.data?.orderPayRequestDTO.billNo);
  });

  it('refuses a malformed key', async () => {
    const user = await createUser(t.deps);
    const itemsId = await createItem(t.deps);
    const answer = await donate(
      t,
      user.token,
      { itemsId, currencyMoney: 10 },
      { 'idempotency-key': 'x'.repeat(101) },
    );
    expect(answer).toMatchObject({ code: -1, message: '参数错误：Idempotency-Key' });
    expect(await ordersOfUser(t.deps, user.userId)).toEqual([]);
  });
});

describe('order creation limit', () => {
  it('allows 20 orders per user in 10 minutes', async () => {
    const user = await createUser(t.deps);
    const itemsId = await createItem(t.deps);
    for (let i = 0; i < 20; i += 1) {
      expect((await donate(t, user.token, { itemsId, currencyMoney: 1 })).code).toBe(0);
    }
    const refused = await donate(t, user.token, { itemsId, currencyMoney: 1 });
    expect(refused).toMatchObject({ code: -1, message: '操作过于频繁，请稍后再试' });
    expect(await ordersOfUser(t.deps, user.userId)).toHaveLength(20);
  });
});

describe('form reads', () => {
  it('itemsSubPrice answers the amount section in yuan', async () => {
    const itemsId = await createItem(t.deps, {
      isSub: true,
      isFixMoney: true,
      fixMoney: [{ title: '一份', money: 1050 }],
    });
    const subItemsId = await createSubItem(t.deps, { itemsId, name: '奖学金' });
    const answer = await t.get(`${DONATEU}/items/itemsSubPrice`, { itemsId });
    expect(answer.data).toEqual({
      subItemsList: [{ id: subItemsId, name: '奖学金' }],
      isFixMoney: 1,
      fixMoneyList: [{ title: '一份', money: 10.5 }],
      isHandMoney: 1,
      isSub: 1,
    });
  });

  it('formDetail gives defaults without a form row and the configured values with one', async () => {
    const plain = await createItem(t.deps);
    const defaults = await t.get(`${DONATEU}/items/formDetail`, { itemsId: plain });
    expect(defaults.data).toMatchObject({
      minMoney: 0,
      isIntegerMoney: 0,
      payPlatformList: ['1', '2', '9', '14', '15'],
    });

    const configured = await createItem(t.deps);
    await t.deps.database.db.insert(donationForms).values({
      itemsId: configured,
      minMoneyFen: 1000,
      isIntegerMoney: true,
      payPlatformList: ['1', '9', '42', '99'],
    });
    const answer = await t.get(`${DONATEU}/items/formDetail`, { itemsId: configured });
    // 42 has no provider, so it is not offered; 99 needs none (it does nothing).
    expect(answer.data).toMatchObject({
      minMoney: 10,
      isIntegerMoney: 1,
      payPlatformList: ['1', '9', '99'],
      fieldList: [],
    });
    expect((await t.get(`${DONATEU}/items/formDetail`, { itemsId: 999999 })).code).toBe(-1);
  });
});
