import type { TDonorDetail } from '@alma/shared/admin-api/donors';
import type {
  TOfflineGiftCreate,
  TOfflineGiftDetail,
  TOfflineGiftRow,
  TStatementPreview,
} from '@alma/shared/admin-api/offline-gifts';
import type { TOrderDetail } from '@alma/shared/admin-api/orders';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminRequest, signedInAs } from '../../../test/admin-fixtures.ts';
import { documentProject, openDocuments } from '../../../test/documents-fixtures.ts';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { itemTotals, orderRow } from '../../../test/order-fixtures.ts';
import { auditOf, uploadedImage } from '../../../test/projects-admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { multipartBody } from '../../../test/user-fixtures.ts';
import { users } from '../../db/schema/accounts.ts';
import { certificates, receipts } from '../../db/schema/documents.ts';
import { donations } from '../../db/schema/donations.ts';
import { offlineGifts } from '../../db/schema/offline-gifts.ts';
import { mobileLookup, normaliseMobile } from '../../security/mobile-number.ts';

let t: TestApp;
let finance: AdminClient;
let admin: AdminClient;
let itemsId: number;

beforeAll(async () => {
  t = await createTestApp({ ALMA_DEMO: '1' });
  await openDocuments(t);
  // Certificates from ¥50, as documents-fixtures' project gives them.
  itemsId = await documentProject(t);
  finance = await signedInAs(t, 'finance');
  admin = await signedInAs(t, 'administrator');
});
afterAll(() => t.close());

let references = 0;
const nextReference = () => {
  references += 1;
  return `ICBC2024${String(references).padStart(6, '0')}`;
};

function gift(overrides: Partial<TOfflineGiftCreate> = {}): TOfflineGiftCreate {
  return {
    itemsId,
    amount: 1000,
    method: 'bank_transfer',
    receivedOn: '2024-12-30',
    payerName: '示范科技有限公司',
    reference: nextReference(),
    donorName: '李四',
    ...overrides,
  };
}

type Refusal = { error: { code: string; message: string; field?: string } };
const record = (client: AdminClient, body: TOfflineGiftCreate) =>
  client.call<TOfflineGiftDetail & Refusal & { billNo: string; id: number }>('POST', '/offline-gifts', body);

async function donorOf(userId: number) {
  const answer = await admin.call<TDonorDetail>('GET', `/donors/${userId}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('recording a gift received outside the app', () => {
  it('makes a paid order (pay type 90) counted once in the project and the donor, with its documents and audit', async () => {
    const donor = await createUser(t.deps, { realName: '王五' });
    const before = await itemTotals(t.deps, itemsId);
    const voucherUrl = await uploadedImage(t, admin);
    const answer = await record(
      finance,
      gift({
        userId: donor.userId,
        donorName: undefined,
        amount: '1234.56',
        voucherUrl,
        receipt: {
          receiptDonorType: '2',
          receiptDonorName: '示范科技有限公司',
          creditCode: '91320100MA1XXXXXX1',
          receiptType: '2',
          receiptWay: '3',
          postalEmail: 'finance@example.com',
        },
      }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { billNo, id } = answer.body;

    const order = await orderRow(t.deps, billNo);
    expect(order).toMatchObject({
      status: 'PAID',
      payType: 90,
      moneyFen: 123_456,
      userId: donor.userId,
      donorName: '王五',
      provider: 'offline',
    });
    // The day the money arrived, not the day it was typed in.
    expect(order.paidAt?.toISOString()).toBe('2024-12-30T04:00:00.000Z');
    const after = await itemTotals(t.deps, itemsId);
    expect(after.money - before.money).toBe(123_456);
    expect(after.payCounts - before.payCounts).toBe(1);

    const donorAfter = await donorOf(donor.userId);
    expect(donorAfter.giftCount).toBe(1);
    expect(donorAfter.giftTotal).toBe(1234.56);

    // The order's events name the staff member and the reference, as the console words them.
    const detail = await finance.call<TOrderDetail>('GET', `/orders/${billNo}`);
    expect(detail.body.events).toEqual([
      expect.objectContaining({
        kind: 'payment.offline',
        source: 'offline',
        result: 'credited',
        amount: 1234.56,
        staffUsername: finance.me.username,
      }),
    ]);

    await t.jobs.runUntilIdle();
    const [certificate] = await t.deps.database.db
      .select()
      .from(certificates)
      .where(eq(certificates.donationId, order.id));
    expect(certificate?.titleName).toBe('王五');
    const [receipt] = await t.deps.database.db
      .select()
      .from(receipts)
      .where(eq(receipts.donationId, order.id));
    expect(receipt).toMatchObject({
      donorName: '示范科技有限公司',
      donorType: 2,
      receiptType: 2,
      receiptWay: 3,
    });

    const [audit] = await auditOf(admin, 'offline_gift', id);
    expect(audit).toMatchObject({
      action: 'offlineGift.record',
      staffUsername: finance.me.username,
      after: { billNo, amount: 1234.56, method: 'bank_transfer', userId: donor.userId, receipt: true },
    });

    const shown = await finance.call<TOfflineGiftDetail>('GET', `/offline-gifts/${id}`);
    expect(shown.body).toMatchObject({
      billNo,
      amount: 1234.56,
      voucherUrl,
      receiptAsked: true,
      status: 'PAID',
    });
    const list = await finance.call<TAdminRows<TOfflineGiftRow>>('GET', '/offline-gifts', undefined, {
      q: shown.body.reference,
    });
    expect(list.body.rows.map((row) => row.id)).toEqual([id]);
  });

  it('makes no document when the gift is under the threshold and no receipt is asked', async () => {
    const answer = await record(finance, gift({ amount: 10 }));
    expect(answer.status).toBe(201);
    const order = await orderRow(t.deps, answer.body.billNo);
    expect(order.makesDocuments).toBe(false);
    await t.jobs.runUntilIdle();
    const [made] = await t.deps.database.db
      .select({ n: count() })
      .from(certificates)
      .where(eq(certificates.donationId, order.id));
    expect(made?.n).toBe(0);
  });

  it('is refunded like any gift: the refund is the record of money finance returned outside the app', async () => {
    const answer = await record(finance, gift({ amount: 300 }));
    expect(answer.status).toBe(201);
    const before = await itemTotals(t.deps, itemsId);
    const asked = await finance.call<{ status: string }>('POST', `/orders/${answer.body.billNo}/refunds`, {
      amount: 300,
      reason: '捐赠人要求退回',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    await t.jobs.runUntilIdle();
    // No provider holds this money: the decided refund does not wait on one that will never answer.
    expect((await orderRow(t.deps, answer.body.billNo)).status).toBe('REFUNDED');
    expect((await itemTotals(t.deps, itemsId)).money).toBe(before.money - 30_000);
  });

  it('refuses a reference recorded before, naming it, and stores nothing', async () => {
    const reference = nextReference();
    expect((await record(finance, gift({ reference }))).status).toBe(201);
    const before = await itemTotals(t.deps, itemsId);
    const [ordersBefore] = await t.deps.database.db.select({ n: count() }).from(donations);
    const [usersBefore] = await t.deps.database.db.select({ n: count() }).from(users);

    const again = await record(finance, gift({ reference, donorName: '新的捐赠人' }));
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(`流水号“${reference}”已登记过，不能重复登记`);
    expect(again.body.error.field).toBe('reference');

    expect(await itemTotals(t.deps, itemsId)).toEqual(before);
    const [ordersAfter] = await t.deps.database.db.select({ n: count() }).from(donations);
    const [usersAfter] = await t.deps.database.db.select({ n: count() }).from(users);
    expect(ordersAfter?.n).toBe(ordersBefore?.n);
    // The new donor the refused gift would have made was rolled back with it.
    expect(usersAfter?.n).toBe(usersBefore?.n);
    // Another method's number may be the same digits: a cheque is not a transfer.
    expect((await record(finance, gift({ reference, method: 'cheque' }))).status).toBe(201);
  });

  it.each([
    [0, '金额须大于0'],
    [-5, '金额须为0至10,000,000元之间的金额，最多两位小数'],
    ['12.345', '金额须为0至10,000,000元之间的金额，最多两位小数'],
    [10_000_000.01, '金额须为0至10,000,000元之间的金额，最多两位小数'],
  ])('refuses the amount %s, naming the field and its limit', async (amount, message) => {
    const answer = await record(finance, gift({ amount }));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ field: 'amount', message });
  });

  it('asks for a reference of a transfer, and refuses a day still to come', async () => {
    const noReference = await record(finance, gift({ reference: '' }));
    expect(noReference.status).toBe(400);
    expect(noReference.body.error.message).toBe('请填写银行流水号 / 票号');
    // Cash needs none.
    expect((await record(finance, gift({ method: 'cash', reference: '' }))).status).toBe(201);
    const future = await record(finance, gift({ receivedOn: '2999-01-01' }));
    expect(future.status).toBe(400);
    expect(future.body.error.field).toBe('receivedOn');
  });

  it('uses the donor a mobile already belongs to, and makes a new donor for a new one', async () => {
    const mobile = '13912340001';
    const parsed = normaliseMobile(mobile);
    if (!parsed) throw new Error('test mobile does not parse');
    const existing = await createUser(t.deps, {
      realName: '赵六',
      mobileLookup: mobileLookup(t.deps.secrets, parsed),
      mobileBox: t.deps.secrets.seal(`86-${mobile}`),
    });
    const same = await record(finance, gift({ donorName: '赵六（转账）', donorMobile: '139 1234 0001' }));
    expect(same.status).toBe(201);
    expect((await orderRow(t.deps, same.body.billNo)).userId).toBe(existing.userId);

    const fresh = await record(finance, gift({ donorName: '钱七', donorMobile: '13912340002' }));
    const order = await orderRow(t.deps, fresh.body.billNo);
    expect(order.userId).not.toBe(existing.userId);
    const [made] = await t.deps.database.db.select().from(users).where(eq(users.id, order.userId));
    expect(made?.realName).toBe('钱七');
    // Never in the clear: a lookup hash and a sealed box.
    expect(made?.mobileBox).not.toContain('13912340002');
    expect(t.deps.secrets.open(made?.mobileBox ?? '')).toBe('86-13912340002');
    expect((await donorOf(order.userId)).giftCount).toBe(1);
  });

  it('refuses a naming project, and roles that do not account for money', async () => {
    const hall = await createItem(t.deps, { itemsType: 2, namingType: 1 });
    const naming = await record(finance, gift({ itemsId: hall }));
    expect(naming.status).toBe(400);
    expect(naming.body.error.field).toBe('itemsId');

    const fulfilment = await signedInAs(t, 'fulfilment');
    expect((await record(fulfilment, gift())).status).toBe(403);
    expect((await fulfilment.call('GET', '/offline-gifts')).status).toBe(403);
    const manager = await signedInAs(t, 'project_manager');
    expect((await record(manager, gift())).status).toBe(403);
    expect((await manager.call('GET', '/offline-gifts')).status).toBe(200);
  });
});

describe('a bank statement (对公转账认领)', () => {
  async function preview(client: AdminClient, content: string | Buffer, filename = 'statement.csv') {
    const { payload, contentType } = multipartBody({ filename, contentType: 'text/csv', content });
    const response = await adminRequest(t, 'POST', '/offline-gifts/statement', {
      body: payload,
      headers: { cookie: client.cookie, 'x-csrf-token': client.me.csrfToken, 'content-type': contentType },
    });
    return { status: response.statusCode, body: response.json() as TStatementPreview & Refusal };
  }

  it('suggests donors and projects, marks references already recorded, stores nothing; confirming records', async () => {
    const project = await createItem(t.deps, { name: '奖学金基金' });
    const donor = await createUser(t.deps, { realName: '孙八' });
    const recorded = nextReference();
    expect((await record(finance, gift({ reference: recorded }))).status).toBe(201);
    const fresh = nextReference();
    const csv = [
      '账号,622200001234',
      '交易日期,交易流水号,借方金额,贷方金额,对方户名,对方账号,摘要',
      `2024-12-01,${fresh},,"1,500.00",孙八,6222000011,捐赠奖学金基金`,
      '2024-12-02,OUT0001,300.00,,某供应商,6222000022,付款',
      `2024/12/03,${recorded},,1000,示范科技有限公司,6222000033,附言`,
    ].join('\r\n');
    const [ordersBefore] = await t.deps.database.db.select({ n: count() }).from(donations);
    const answer = await preview(finance, csv);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.skipped).toBe(1);
    expect(answer.body.lines).toEqual([
      expect.objectContaining({
        line: 3,
        receivedOn: '2024-12-01',
        amount: 1500,
        payerName: '孙八',
        reference: fresh,
        suggestedDonor: expect.objectContaining({ userId: donor.userId, name: '孙八' }),
        suggestedProject: { itemsId: project, name: '奖学金基金' },
        alreadyRecorded: null,
      }),
      expect.objectContaining({
        line: 5,
        receivedOn: '2024-12-03',
        reference: recorded,
        alreadyRecorded: { billNo: expect.stringMatching(/^\d{26}$/) },
      }),
    ]);
    const [ordersAfter] = await t.deps.database.db.select({ n: count() }).from(donations);
    expect(ordersAfter?.n).toBe(ordersBefore?.n);

    const line = answer.body.lines[0]!;
    const chosen = {
      itemsId: project,
      amount: line.amount,
      method: 'bank_transfer' as const,
      receivedOn: line.receivedOn,
      payerName: line.payerName,
      reference: line.reference,
      userId: line.suggestedDonor?.userId,
    };
    // One line already recorded: nothing of the confirm is kept.
    const refused = await finance.call<Refusal>('POST', '/offline-gifts/confirm', {
      gifts: [chosen, { ...chosen, reference: recorded, userId: undefined, donorName: '示范科技有限公司' }],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.field).toBe('gifts.1.reference');
    expect((await itemTotals(t.deps, project)).money).toBe(0);

    const confirmed = await finance.call<{ recorded: Array<{ billNo: string }> }>(
      'POST',
      '/offline-gifts/confirm',
      {
        gifts: [chosen],
      },
    );
    expect(confirmed.status).toBe(201);
    expect((await itemTotals(t.deps, project)).money).toBe(150_000);
    const [stored] = await t.deps.database.db
      .select()
      .from(offlineGifts)
      .where(eq(offlineGifts.reference, fresh));
    expect(stored?.method).toBe('bank_transfer');
    expect((await preview(finance, csv)).body.lines[0]?.alreadyRecorded).not.toBeNull();
  });

  it('reads a GBK file with the other common headings', async () => {
    const text = [
      '交易时间,流水号,收入金额,付款人名称,附言',
      '20241205 10:31:00,GBK0001,88.8,周九,捐款',
    ].join('\n');
    const gbk = Buffer.from(new Uint8Array(encodeGbk(text)));
    const answer = await preview(finance, gbk);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.lines[0]).toMatchObject({ receivedOn: '2024-12-05', amount: 88.8, payerName: '周九' });
  });

  it.each([
    ['日期,金额\n2024-01-01,5', '文件缺少“交易流水号”列（第1行应为表头）'],
    ['交易日期,流水号,贷方金额\n2024-01-01,A1,5\n2024-13-01,A2,5', '第3行：交易日期“2024-13-01”无法识别'],
    ['交易日期,流水号,贷方金额\n2024-01-01,A1,abc', '第2行：金额“abc”无效（须大于0，最多两位小数）'],
    ['交易日期,流水号,贷方金额\n2024-01-01,A1,5\n2024-01-02,A1,6', '第3行：流水号“A1”在文件中重复出现'],
  ])('refuses a bad file with the line that is wrong: %s', async (csv, message) => {
    const answer = await preview(finance, csv);
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(message);
  });

  it('is for finance and administrators only', async () => {
    const manager = await signedInAs(t, 'project_manager');
    expect((await preview(manager, '交易日期,流水号,贷方金额\n2024-01-01,A1,5')).status).toBe(403);
  });
});

/** GBK bytes of a text, made with the decoder (Node ships no GBK encoder): each character looked up once. */
function encodeGbk(text: string): number[] {
  const decoder = new TextDecoder('gbk');
  const table = new Map<string, number[]>();
  for (let lead = 0x81; lead <= 0xfe; lead += 1) {
    for (let trail = 0x40; trail <= 0xfe; trail += 1) {
      const char = decoder.decode(new Uint8Array([lead, trail]));
      if (char.length === 1 && !table.has(char)) table.set(char, [lead, trail]);
    }
  }
  return [...text].flatMap((char) =>
    char.charCodeAt(0) < 0x80 ? [char.charCodeAt(0)] : (table.get(char) ?? []),
  );
}
