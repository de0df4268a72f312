import { DONATEU } from '@alma/shared/api/spec-paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { donate, itemTotals, notify, orderRow, ordersOfUser } from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rateHits } from '../../db/schema/accounts.ts';
import { demoCampusCards } from '../../db/schema/campus-cards.ts';
import { donationForms } from '../../db/schema/donation-forms.ts';
import { BOOK_DONOR_FIELDS } from '../../db/seed/form-fields-data.ts';
import { hashCardPassword } from '../../integrations/campus-card/demo-campus-card.ts';

/**
 * Pay type 9 (campus card: charged inside items/donate) and 14 (redirect pay: the sandbox's
 * cashier as a redirect), end to end through HTTP on a demo-mode server.
 */

const PASSWORD = '150021';
let t: TestApp;
let passwordHash: string;
let cards = 0;

beforeAll(async () => {
  t = await createTestApp({ ALMA_DEMO: '1' });
  passwordHash = await hashCardPassword(PASSWORD);
});
afterAll(() => t.close());

async function newCard(balanceFen: number): Promise<string> {
  cards += 1;
  const stuWorkNo = `2099${String(cards).padStart(4, '0')}`;
  await t.deps.database.db
    .insert(demoCampusCards)
    .values({ stuWorkNo, holderName: '测试', passwordHash, balanceFen });
  return stuWorkNo;
}

async function balanceOf(stuWorkNo: string): Promise<number> {
  const [row] = await t.deps.database.db
    .select({ balanceFen: demoCampusCards.balanceFen })
    .from(demoCampusCards)
    .where(eq(demoCampusCards.stuWorkNo, stuWorkNo));
  return row?.balanceFen ?? Number.NaN;
}

const payByCard = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  donate(t, token, { payType: 9, ...body }, headers);

const readBalance = (token: string | null, query: Record<string, unknown>) =>
  t.get<number>(`${DONATEU}/items/getCardBlance`, query, { token });

describe('campus card (9) through items/donate', () => {
  it('with enough balance the order is paid in the same request, once', async () => {
    const donor = await createUser(t.deps);
    const itemsId = await createItem(t.deps);
    const stuWorkNo = await newCard(50_000);
    const answer = await payByCard(donor.token, {
      itemsId,
      currencyMoney: '123.45',
      stuWorkNo,
      passwork: PASSWORD,
    });
    expect(answer).toMatchObject({ code: 0, data: { data: null } });
    const billNo = answer.data?.orderPayRequestDTO.billNo ?? '';
    const order = await orderRow(t.deps, billNo);
    expect(order).toMatchObject({ status: 'PAID', provider: 'campus-card', providerTradeNo: `CC${billNo}` });
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 12_345, units: 0, payCounts: 1 });
    expect(await balanceOf(stuWorkNo)).toBe(50_000 - 12_345);
    const success = await t.get(
      `${DONATEU}/items/success`,
      { donatePlatOrder: billNo },
      { token: donor.token },
    );
    expect(success.code).toBe(0);
  });

  it('too small a balance: 一卡通余额不足, the order cancelled, nothing moved', async () => {
    const donor = await createUser(t.deps);
    const itemsId = await createItem(t.deps);
    const stuWorkNo = await newCard(500);
    const answer = await payByCard(donor.token, {
      itemsId,
      currencyMoney: 5.01,
      stuWorkNo,
      passwork: PASSWORD,
    });
    expect(answer).toMatchObject({ code: -1, message: '一卡通余额不足' });
    const english = await t.post(
      `${DONATEU}/items/donate`,
      { itemsId, payType: 9, currencyMoney: 5.01, stuWorkNo, passwork: PASSWORD },
      { token: donor.token, language: 'English' },
    );
    expect(english.message).toBe('The campus card balance is not enough');
    const orders = await ordersOfUser(t.deps, donor.userId);
    expect(orders.map((order) => order.status)).toEqual(['CANCELLED', 'CANCELLED']);
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 0, units: 0, payCounts: 0 });
    expect(await balanceOf(stuWorkNo)).toBe(500);
  });

  it('a wrong password or an unknown card is refused clearly and pays nothing', async () => {
    const donor = await createUser(t.deps);
    const itemsId = await createItem(t.deps);
    const stuWorkNo = await newCard(50_000);
    for (const credentials of [
      { stuWorkNo, passwork: '000000' },
      { stuWorkNo: '20999999', passwork: PASSWORD },
    ]) {
      const answer = await payByCard(donor.token, { itemsId, currencyMoney: 10, ...credentials });
      expect(answer).toMatchObject({ code: -1, message: '学工号或校园卡密码错误' });
    }
    const orders = await ordersOfUser(t.deps, donor.userId);
    expect(orders.every((order) => order.status === 'CANCELLED')).toBe(true);
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 0, units: 0, payCounts: 0 });
    expect(await balanceOf(stuWorkNo)).toBe(50_000);
  });

  it('without the card number or password no order is placed', async () => {
    const donor = await createUser(t.deps);
    const itemsId = await createItem(t.deps);
    for (const credentials of [
      {},
      { stuWorkNo: '20230001' },
      { passwork: PASSWORD },
      { stuWorkNo: '', passwork: '' },
    ]) {
      const answer = await payByCard(donor.token, { itemsId, currencyMoney: 10, ...credentials });
      expect(answer).toMatchObject({ code: -1, message: '请输入学工号和校园卡密码' });
    }
    const tooLong = await payByCard(donor.token, {
      itemsId,
      currencyMoney: 10,
      stuWorkNo: '1'.repeat(33),
      passwork: '1',
    });
    expect(tooLong).toMatchObject({ code: -1, message: '参数错误：stuWorkNo' });
    expect(await ordersOfUser(t.deps, donor.userId)).toEqual([]);
  });

  it('concurrent orders on one card never overdraw it', async () => {
    const itemsId = await createItem(t.deps);
    const stuWorkNo = await newCard(2_500);
    // Five at once: the per-card guess limit reserves a slot per try, five in 15 minutes.
    const donors = await Promise.all(Array.from({ length: 5 }, () => createUser(t.deps)));
    const answers = await Promise.all(
      donors.map((donor) =>
        payByCard(donor.token, { itemsId, currencyMoney: 10, stuWorkNo, passwork: PASSWORD }),
      ),
    );
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(2);
    expect(answers.filter((answer) => answer.message === '一卡通余额不足')).toHaveLength(3);
    expect(await balanceOf(stuWorkNo)).toBe(500);
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 2_000, units: 0, payCounts: 2 });
  });

  it('a replayed donate with the same Idempotency-Key charges once', async () => {
    const donor = await createUser(t.deps);
    const itemsId = await createItem(t.deps);
    const stuWorkNo = await newCard(10_000);
    const body = { itemsId, currencyMoney: 30, stuWorkNo, passwork: PASSWORD };
    const key = { 'idempotency-key': 'campus-replay-1' };
    const first = await payByCard(donor.token, body, key);
    const again = await Promise.all([payByCard(donor.token, body, key), payByCard(donor.token, body, key)]);
    expect(first.code).toBe(0);
    for (const answer of again) expect(answer).toEqual(first);
    expect(await ordersOfUser(t.deps, donor.userId)).toHaveLength(1);
    expect(await balanceOf(stuWorkNo)).toBe(7_000);
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 3_000, units: 0, payCounts: 1 });
  });

  it('keeps the credentials out of the order, its sealed details and the rate-limit keys', async () => {
    const donor = await createUser(t.deps);
    const itemsId = await createItem(t.deps);
    await t.deps.database.db.insert(donationForms).values({ itemsId, fieldList: [...BOOK_DONOR_FIELDS] });
    const stuWorkNo = await newCard(10_000);
    const fields = { name: '张三', mobile: '86-13800000000', identity: 4 };
    const answer = await payByCard(donor.token, {
      itemsId,
      currencyMoney: 20,
      formDataMap: fields,
      stuWorkNo,
      passwork: PASSWORD,
    });
    expect(answer.code).toBe(0);
    const order = await orderRow(t.deps, answer.data?.orderPayRequestDTO.billNo ?? '');
    const details = t.deps.secrets.open(String((order.formData as { sealed?: string }).sealed));
    expect(JSON.parse(details)).toMatchObject({ fields: { name: '张三' } });
    for (const text of [details, JSON.stringify(order)]) {
      expect(text).not.toContain(stuWorkNo);
      expect(text).not.toContain(PASSWORD);
    }
    const buckets = (await t.deps.database.db.select({ bucket: rateHits.bucket }).from(rateHits)).map(
      (row) => row.bucket,
    );
    expect(buckets.join(' ')).not.toContain(stuWorkNo);
  });
});

describe('items/getCardBlance', () => {
  it('answers the balance in yuan with the right password, 读取余额失败 otherwise', async () => {
    const donor = await createUser(t.deps);
    const stuWorkNo = await newCard(12_345);
    expect(await readBalance(donor.token, { stuWorkNo, passwork: PASSWORD })).toMatchObject({
      code: 0,
      data: 123.45,
    });
    expect(await readBalance(donor.token, { stuWorkNo, passwork: '000000' })).toMatchObject({
      code: -1,
      message: '读取余额失败',
    });
    expect(await readBalance(donor.token, { stuWorkNo: '20999998', passwork: PASSWORD })).toMatchObject({
      code: -1,
      message: '读取余额失败',
    });
    expect((await readBalance(donor.token, { stuWorkNo })).code).toBe(-1);
    expect((await readBalance(null, { stuWorkNo, passwork: PASSWORD })).code).toBe(-997);
  });

  it('limits password guesses per card, across users, and per user, across cards', async () => {
    const stuWorkNo = await newCard(100);
    const guessers = await Promise.all(Array.from({ length: 5 }, () => createUser(t.deps)));
    for (const guesser of guessers) {
      expect((await readBalance(guesser.token, { stuWorkNo, passwork: '999999' })).message).toBe(
        '读取余额失败',
      );
    }
    const owner = await createUser(t.deps);
    expect(await readBalance(owner.token, { stuWorkNo, passwork: PASSWORD })).toMatchObject({
      code: -1,
      message: '操作过于频繁，请稍后再试',
    });
    // A charge counts against the same card limit: refused before an order is placed.
    const itemsId = await createItem(t.deps);
    expect(
      await payByCard(owner.token, { itemsId, currencyMoney: 1, stuWorkNo, passwork: PASSWORD }),
    ).toMatchObject({
      message: '操作过于频繁，请稍后再试',
    });
    expect(await ordersOfUser(t.deps, owner.userId)).toEqual([]);

    const walker = await createUser(t.deps);
    for (let i = 0; i < 10; i += 1) {
      const card = await newCard(100);
      expect((await readBalance(walker.token, { stuWorkNo: card, passwork: '999999' })).message).toBe(
        '读取余额失败',
      );
    }
    const fresh = await newCard(100);
    expect((await readBalance(walker.token, { stuWorkNo: fresh, passwork: PASSWORD })).message).toBe(
      '操作过于频繁，请稍后再试',
    );
  });

  it('right passwords do not use up the guess allowance', async () => {
    const donor = await createUser(t.deps);
    const stuWorkNo = await newCard(100);
    for (let i = 0; i < 8; i += 1)
      expect((await readBalance(donor.token, { stuWorkNo, passwork: PASSWORD })).data).toBe(1);
  });
});

describe('redirect pay (14)', () => {
  it('answers the cashier URL to redirect to and completes through the signed notification', async () => {
    const donor = await createUser(t.deps);
    const itemsId = await createItem(t.deps);
    const answer = await donate(t, donor.token, { itemsId, payType: 14, currencyMoney: 8.8 });
    expect(answer.code).toBe(0);
    const billNo = answer.data?.orderPayRequestDTO.billNo ?? '';
    expect(answer.data?.data).toMatch(new RegExp(`^https?://[^ ]+/pay/sandbox/cashier\\?billNo=${billNo}$`));
    expect((await orderRow(t.deps, billNo)).status).toBe('PENDING');
    expect((await notify(t, { billNo, amountFen: 880 })).statusCode).toBe(200);
    expect((await orderRow(t.deps, billNo)).status).toBe('PAID');
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 880, units: 0, payCounts: 1 });
  });

  it('formDetail offers the campus card and redirect pay in demo mode', async () => {
    const itemsId = await createItem(t.deps);
    const form = await t.get<{ payPlatformList: string[] }>(`${DONATEU}/items/formDetail`, { itemsId });
    expect(form.data.payPlatformList).toEqual(['1', '2', '9', '14', '15']);
  });
});
